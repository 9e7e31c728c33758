import type { Role } from '@dealer/schema';
import { useAuth } from './AuthContext';

/**
 * What each role may do in the back office: the roles table of DESIGN.md, and the same words the
 * server uses (server/src/common/auth.ts). The server enforces it on every call; the client only
 * uses it to offer the actions a person is allowed to take.
 */
export type Permission = 'backoffice:read' | 'catalogue:write' | 'communications:manage' | 'users:manage';

const PERMISSIONS: Record<Role, readonly Permission[]> = {
  customer: [],
  viewer: ['backoffice:read'],
  editor: ['backoffice:read', 'catalogue:write'],
  manager: ['backoffice:read', 'catalogue:write', 'communications:manage'],
  admin: ['backoffice:read', 'catalogue:write', 'communications:manage', 'users:manage'],
};

/** An unknown or missing role may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!role || !Object.hasOwn(PERMISSIONS, role)) return false;
  return PERMISSIONS[role as Role].includes(permission);
}

/** Whether the signed-in person may do this; false while signed out or still loading. */
export function useCan(permission: Permission): boolean {
  const { user } = useAuth();
  return can(user?.role, permission);
}
