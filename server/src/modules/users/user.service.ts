import { raw, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  ROLES,
  TEXT_LIMITS,
  changePasswordSchema,
  createUserSchema,
  loginSchema,
  registerSchema,
  replaceUserSchema,
  updateUserSchema,
  type Role,
} from '@dealer/schema';
import { isStaff, type TokenService, type Viewer } from '../../common/auth.js';
import { BadRequestError, ConflictError, NotFoundError, UnauthenticatedError, UserInputError } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import { decoyHash, generatePassword, hashPassword, verifyPassword } from '../../common/password.js';
import { containsPattern } from '../../common/sql.js';
import { validate } from '../../common/validation.js';
import type { MailService } from '../mail/mail.service.js';
import { welcomeMail } from '../mail/mail.templates.js';
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

export interface UserListArgs {
  search?: string | null;
  role?: string | null;
  skip?: number | null;
  limit?: number | null;
}

export interface UserPage {
  items: UserRecord[];
  total: number;
}

export interface CreatedUser {
  user: UserRecord;
  /** True only when a generated temporary password reached the mail server. */
  emailSent: boolean;
}

/** A row as locked by `lockForChange`. */
interface LockedUser {
  id: number;
  role: Role;
  is_active: boolean;
}

const INCORRECT = 'Incorrect email or password';
const EMAIL_TAKEN = 'Email already registered';

const isActiveAdmin = (u: Pick<LockedUser, 'role' | 'is_active'>) => u.role === 'admin' && u.is_active;

function validId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

function listQuery(args: UserListArgs): { search?: string; role?: Role; skip: number; limit: number } {
  const skip = args.skip ?? 0;
  const limit = args.limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(skip) || skip < 0 || skip > 1_000_000) throw new UserInputError('skip must be a whole number from 0 to 1000000', 'skip');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new UserInputError(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 'limit');
  }
  const search = args.search?.trim() || undefined;
  if (search && search.length > TEXT_LIMITS.search) throw new UserInputError(`search must be at most ${TEXT_LIMITS.search} characters`, 'search');
  // PostgreSQL cannot compare text holding NUL; without this check it is a 500.
  if (search?.includes('\0')) throw new UserInputError('search must not contain the NUL character', 'search');
  const role = args.role || undefined;
  if (role !== undefined && !ROLES.includes(role as Role)) throw new UserInputError(`role must be one of: ${ROLES.join(', ')}`, 'role');
  return { search, role: role as Role | undefined, skip, limit };
}

async function newUser(email: string, fullName: string | null, role: Role, password: string): Promise<User> {
  const user = new User();
  user.email = email;
  user.fullName = fullName;
  user.role = role;
  user.passwordHash = await hashPassword(password);
  return user;
}

export class UserService {
  constructor(
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly logger: Logger,
    private readonly siteUrl?: string,
  ) {}

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

  /** Self-registration: always a customer, whatever the body says about being an admin. */
  async register(em: EntityManager, body: unknown): Promise<UserRecord> {
    const input = await validate(registerSchema, body);
    const user = await newUser(input.email, input.full_name ?? null, 'customer', input.password);
    await this.insert(em, user);
    return toUserRecord(user);
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

  /** Newest first; `search` matches email or name, any case. */
  async list(em: EntityManager, args: UserListArgs): Promise<UserPage> {
    const { search, role, skip, limit } = listQuery(args);
    const where: FilterQuery<User> = {};
    if (search) where.$or = [{ email: { $ilike: containsPattern(search) } }, { fullName: { $ilike: containsPattern(search) } }];
    if (role) where.role = role;
    const [users, total] = await em.findAndCount(User, where, { orderBy: { createdAt: 'desc', id: 'desc' }, offset: skip, limit });
    return { items: users.map(toUserRecord), total };
  }

  /**
   * Add User. Without a password a temporary one is generated and mailed; if that mail does not
   * reach a mail server the account still exists and `emailSent` is false, so the administrator
   * knows to set a password (Edit) and share it by hand.
   */
  async create(em: EntityManager, body: unknown): Promise<CreatedUser> {
    const input = await validate(createUserSchema, body);
    const temporaryPassword = input.password ? undefined : generatePassword();
    const user = await newUser(input.email, input.full_name ?? null, input.role, input.password ?? temporaryPassword!);
    await this.insert(em, user);
    const emailSent = temporaryPassword ? await this.sendWelcome(user, temporaryPassword) : false;
    return { user: toUserRecord(user), emailSent };
  }

  /** Edit User: `patch` changes only the fields sent, `replace` sets them all (PUT). */
  async update(em: EntityManager, id: number, body: unknown, mode: 'patch' | 'replace'): Promise<UserRecord> {
    const input = await validate(mode === 'replace' ? replaceUserSchema : updateUserSchema, body);
    // Hashing is slow on purpose; it happens before the rows are locked.
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    await this.lockForChange(em, id, async (tx, target, activeAdmins) => {
      const role = input.role ?? target.role;
      const isActive = input.is_active ?? target.is_active;
      if (isActiveAdmin(target) && activeAdmins === 1) {
        if (role !== 'admin') throw new ConflictError('The last active administrator cannot be given another role', 'role');
        if (!isActive) throw new ConflictError('The last active administrator cannot be deactivated', 'is_active');
      }
      await tx.nativeUpdate(
        User,
        { id },
        {
          role,
          isActive,
          ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        },
      );
    });
    const user = await em.findOne(User, { id }, { refresh: true });
    if (!user) throw new NotFoundError('User not found');
    return toUserRecord(user);
  }

  async delete(em: EntityManager, actor: Viewer, id: number): Promise<void> {
    if (id === actor.userId) throw new BadRequestError('You cannot delete your own account');
    await this.lockForChange(em, id, async (tx, target, activeAdmins) => {
      if (isActiveAdmin(target) && activeAdmins === 1) throw new ConflictError('The last active administrator cannot be deleted');
      await tx.nativeDelete(User, { id });
    });
  }

  /** Any signed-in user, for their own account. */
  async changePassword(em: EntityManager, viewer: Viewer, body: unknown): Promise<void> {
    const input = await validate(changePasswordSchema, body);
    const user = await em.findOne(User, { id: viewer.userId }, { populate: ['passwordHash'], refresh: true });
    if (!user) throw new UnauthenticatedError('Invalid token');
    if (!(await verifyPassword(input.current_password, user.passwordHash))) throw new BadRequestError('Current password is incorrect');
    user.passwordHash = await hashPassword(input.new_password);
    await em.flush();
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

  /** The unique index on lower(email) decides, so two concurrent sign-ups cannot both win. */
  private async insert(em: EntityManager, user: User): Promise<void> {
    try {
      await em.persist(user).flush();
    } catch (error) {
      em.clear();
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(EMAIL_TAKEN, 'email');
      throw error;
    }
  }

  /**
   * Runs a change to one user in a transaction that first locks, in id order, that user and every
   * active administrator. Concurrent changes queue on these locks, so the count of active
   * administrators `change` sees stays true until commit: two admins removing each other at once
   * cannot leave none.
   */
  private async lockForChange(
    em: EntityManager,
    id: number,
    change: (tx: EntityManager, target: LockedUser, activeAdmins: number) => Promise<void>,
  ): Promise<void> {
    if (!validId(id)) throw new NotFoundError('User not found');
    await em.transactional(async (tx) => {
      const rows = await tx.execute<LockedUser[]>(
        `SELECT id, role, is_active FROM users WHERE id = ? OR (role = 'admin' AND is_active) ORDER BY id FOR UPDATE`,
        [id],
      );
      const target = rows.find((row) => row.id === id);
      if (!target) throw new NotFoundError('User not found');
      await change(tx, target, rows.filter(isActiveAdmin).length);
    });
  }

  private async sendWelcome(user: User, temporaryPassword: string): Promise<boolean> {
    try {
      const outcome = await this.mail.send(welcomeMail({ to: user.email, fullName: user.fullName, temporaryPassword, siteUrl: this.siteUrl }));
      return outcome === 'sent';
    } catch (error) {
      this.logger.warn({ to: user.email, reason: (error as Error).message }, 'welcome mail could not be sent; the account exists');
      return false;
    }
  }
}
