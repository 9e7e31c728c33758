import { raw, type EntityManager } from '@mikro-orm/postgresql';
import { loginSchema, type Role } from '@dealer/schema';
import { isStaff, type TokenService, type Viewer } from '../../common/auth.js';
import { UnauthenticatedError } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import { decoyHash, generatePassword, hashPassword, verifyPassword } from '../../common/password.js';
import { validate } from '../../common/validation.js';
import { User } from './user.entity.js';

/** The user as the API shows it: never the password hash. */
export interface UserRecord {
  id: number;
  email: string;
  fullName: string | null;
  role: Role;
  isActive: boolean;
  isAdmin: boolean;
  createdAt: Date;
  lastLogin: Date | null;
}

export function toUserRecord(user: User): UserRecord {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    isActive: user.isActive,
    isAdmin: isStaff(user.role),
    createdAt: user.createdAt,
    lastLogin: user.lastLogin,
  };
}

const INCORRECT = 'Incorrect email or password';

export class UserService {
  constructor(private readonly tokens: TokenService) {}

  /** The same answer, after the same work, for an unknown email and a wrong password. */
  async login(em: EntityManager, body: unknown): Promise<{ accessToken: string; user: UserRecord }> {
    const { email, password } = await validate(loginSchema, body);
    const user = await em.findOne(User, { [raw('lower(email)')]: email.toLowerCase() }, { populate: ['passwordHash'] });
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches || !user.isActive) throw new UnauthenticatedError(INCORRECT);
    user.lastLogin = new Date();
    await em.flush();
    const accessToken = await this.tokens.sign({ userId: user.id, role: user.role });
    return { accessToken, user: toUserRecord(user) };
  }

  /** Resolves a verified token to the current user; a removed or deactivated user is no caller. */
  async viewerFromToken(em: EntityManager, token: string): Promise<Viewer> {
    const { userId } = await this.tokens.verify(token);
    const user = await em.findOne(User, { id: userId });
    if (!user || !user.isActive) throw new UnauthenticatedError('Invalid token');
    return { userId: user.id, role: user.role };
  }

  async me(em: EntityManager, viewer: Viewer): Promise<UserRecord> {
    const user = await em.findOne(User, { id: viewer.userId });
    if (!user) throw new UnauthenticatedError('Invalid token');
    return toUserRecord(user);
  }

  /**
   * Makes sure an administrator exists: ADMIN_EMAIL/ADMIN_PASSWORD when set, otherwise
   * admin@example.com with a generated password printed once.
   */
  async ensureAdmin(em: EntityManager, logger: Logger, email?: string, password?: string): Promise<void> {
    const admins = await em.count(User, { role: 'admin' });
    if (admins > 0) return;
    const adminEmail = email ?? 'admin@example.com';
    const existing = await em.findOne(User, { [raw('lower(email)')]: adminEmail.toLowerCase() });
    const generated = password ? undefined : generatePassword();
    const user = existing ?? new User();
    user.email = adminEmail;
    user.fullName ??= 'Administrator';
    user.role = 'admin';
    user.isActive = true;
    user.passwordHash = await hashPassword(password ?? generated!);
    em.persist(user);
    await em.flush();
    if (generated) {
      // Printed once on purpose: this is the only way a newcomer learns the first password.
      process.stdout.write(
        `\n  First administrator created\n    email:    ${adminEmail}\n    password: ${generated}\n  Change it after signing in (or set ADMIN_EMAIL and ADMIN_PASSWORD).\n\n`,
      );
    } else {
      logger.info({ email: adminEmail }, 'administrator created from ADMIN_EMAIL');
    }
  }
}
