import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import type { Config } from '../config.js';
import { TooManyRequestsError } from './errors.js';

/** Runs one SQL statement with `?` placeholders and returns its rows. */
export type Sql = (query: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * express-rate-limit's Store on the UNLOGGED table `rate_limits`, so every server instance on the
 * same database counts against one budget. One upsert per hit; a row whose window has passed
 * starts again at 1, and passed rows are swept about once a window.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private lastSweep = Date.now();

  constructor(
    readonly prefix: string,
    private windowMs: number,
    private readonly sql: Sql,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.sql('SELECT hits, reset_at FROM rate_limits WHERE key = ? AND reset_at > now()', [this.prefix + key]);
    return row ? { totalHits: Number(row.hits), resetTime: new Date(row.reset_at as string) } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    this.sweep();
    const [row] = await this.sql(
      `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES (?, 1, now() + ?::integer * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at as string) };
  }

  async decrement(key: string): Promise<void> {
    await this.sql('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ? AND reset_at > now()', [this.prefix + key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.sql('DELETE FROM rate_limits WHERE key = ?', [this.prefix + key]);
  }

  private sweep(): void {
    if (Date.now() - this.lastSweep < this.windowMs) return;
    this.lastSweep = Date.now();
    // Housekeeping only: a failure costs nothing but a little space until the next sweep.
    this.sql('DELETE FROM rate_limits WHERE reset_at < now()', []).catch(() => undefined);
  }
}

export type ThrottleName = 'login' | 'register' | 'forms';

/** What a hit is counted by: the client address alone, or the address and the email tried. */
type CountBy = 'address' | 'address+email';

/**
 * One throttling rule, used by REST (as express-rate-limit middleware) and by GraphQL (`hit`)
 * with the same store and keys, so switching API does not buy extra attempts.
 */
export class Throttle {
  readonly middleware: RequestHandler;
  private readonly store: PostgresRateLimitStore;

  constructor(
    name: ThrottleName,
    private readonly limit: number,
    windowMs: number,
    sql: Sql,
    private readonly countBy: CountBy,
  ) {
    this.store = new PostgresRateLimitStore(`${name}:`, windowMs, sql);
    this.middleware = rateLimit({
      windowMs,
      limit,
      store: this.store,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: (req: Request) => this.keyOf(req),
      handler: (_req, _res, next) => next(new TooManyRequestsError()),
    });
  }

  /** Counts one attempt outside express (GraphQL); throws TooManyRequestsError past the limit. */
  async hit(ip: string | undefined, email?: unknown): Promise<void> {
    const { totalHits } = await this.store.increment(this.key(ip, email));
    if (totalHits > this.limit) throw new TooManyRequestsError();
  }

  /** The body is parsed before throttling, so sign-in counts by the email tried. */
  private keyOf(req: Request): string {
    return this.key(req.ip, (req.body as { email?: unknown } | undefined)?.email);
  }

  /** IPv6 clients count by their /56 like express-rate-limit's default; emails are hashed, never stored. */
  private key(ip: string | undefined, email: unknown): string {
    const address = ip ? ipKeyGenerator(ip) : 'unknown';
    if (this.countBy === 'address') return address;
    const normalised = typeof email === 'string' ? email.trim().toLowerCase() : '';
    return `${address}:${createHash('sha256').update(normalised).digest('base64url')}`;
  }
}

export type Throttles = Record<ThrottleName, Throttle>;

/**
 * Brute-force guards for sign-in (per address and email) and registration (per address), and one
 * budget per address shared by every public form, so moving between forms buys nothing.
 */
export function createThrottles(limits: Config['rateLimits'], sql: Sql): Throttles {
  return {
    login: new Throttle('login', limits.login, limits.windowMs, sql, 'address+email'),
    register: new Throttle('register', limits.login, limits.windowMs, sql, 'address'),
    forms: new Throttle('forms', limits.forms, limits.windowMs, sql, 'address'),
  };
}
