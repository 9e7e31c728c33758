import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { STAFF_ROLES, type Role, ROLES } from '@dealer/schema';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

/** What a role may do; the table of DESIGN.md. Every write and back-office read names one. */
export type Permission = 'backoffice:read' | 'catalogue:write' | 'communications:manage' | 'users:manage';

const PERMISSIONS: Record<Role, readonly Permission[]> = {
  customer: [],
  viewer: ['backoffice:read'],
  editor: ['backoffice:read', 'catalogue:write'],
  manager: ['backoffice:read', 'catalogue:write', 'communications:manage'],
  admin: ['backoffice:read', 'catalogue:write', 'communications:manage', 'users:manage'],
};

export function can(role: Role, permission: Permission): boolean {
  return PERMISSIONS[role]?.includes(permission) ?? false;
}

export function isStaff(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}

/** Who is calling, as the verified token says. */
export interface Viewer {
  userId: number;
  role: Role;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(viewer: Viewer): Promise<string> {
    return new SignJWT({ role: viewer.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(viewer.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Verifies signature and expiry; any failure is a 401. */
  async verify(token: string): Promise<Viewer> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const role = payload.role as Role;
      if (!Number.isInteger(userId) || !ROLES.includes(role)) throw new UnauthenticatedError('Invalid token');
      return { userId, role };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new UnauthenticatedError('Token has expired');
      if (error instanceof UnauthenticatedError) throw error;
      throw new UnauthenticatedError('Invalid token');
    }
  }
}

/** Reads `Authorization: Bearer <token>`; undefined when absent. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new UnauthenticatedError('Authorization header must be "Bearer <token>"');
  return match[1];
}

/** The one access check: 401 without a caller, 403 when the caller's role lacks the permission. */
export function requirePermission(viewer: Viewer | undefined, permission: Permission): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  if (!can(viewer.role, permission)) throw new ForbiddenError();
  return viewer;
}

export function requireViewer(viewer: Viewer | undefined): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}
