import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIDEO_MAX_BYTES } from '@dealer/schema';

/** The repository root: `.data/` and the built client are found relative to it. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export class ConfigError extends Error {}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  jwtSecret: string;
  tokenTtlSeconds: number;
  adminEmail?: string;
  adminPassword?: string;
  corsOrigins: string[];
  logLevel: string;
  seedDemoData: boolean;
  clientDir: string;
  /** The client's prerender bundle (client/src/entry-server.tsx built); pages are not prerendered without it. */
  prerenderEntry: string;
  publicUrl?: string;
  mail: {
    /** smtp:// or smtps:// address of the mail server; without it mails go to `outboxDir`. */
    smtpUrl?: string;
    from: string;
    outboxDir: string;
  };
  rateLimits: {
    /** Sign-in attempts per client address and email, and registrations per client address. */
    login: number;
    /** Public form posts (contact, enquiry, newsletter) per client address. */
    forms: number;
    windowMs: number;
  };
  media: {
    /** The largest picture accepted, in bytes, as a file or decoded from a data URL. */
    maxBytes: number;
    /** The largest video file accepted, in bytes (uploads only: videos never travel as data URLs). */
    videoMaxBytes: number;
  };
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function oneOf<T extends string>(env: Env, name: string, options: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!options.includes(raw as T)) throw new ConfigError(`${name} must be one of ${options.join(', ')}, got "${raw}"`);
  return raw as T;
}

/** The signing secret from config, or one generated once and kept in the data folder. */
function signingSecret(env: Env, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return given;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** "Name <address>" or a bare address; the form nodemailer accepts for a sender. */
const MAIL_ADDRESS = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL || undefined;
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  // The value may hold a password, so the message never repeats it.
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465');
  }
  return raw;
}

/** Reads and validates the environment once; every other module receives the result. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR || '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const adminEmail = env.ADMIN_EMAIL || undefined;
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an email address, got "${adminEmail}"`);
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  }
  const publicUrl = env.PUBLIC_URL || undefined;
  if (publicUrl && !/^https?:\/\/[^\s]+$/.test(publicUrl)) throw new ConfigError('PUBLIC_URL must be an http(s) address');
  const mailFrom = env.MAIL_FROM || 'Leicester Commercial Trucks <no-reply@localhost>';
  if (!MAIL_ADDRESS.test(mailFrom)) throw new ConfigError(`MAIL_FROM must be an address such as "Name <sales@example.co.uk>", got "${mailFrom}"`);
  return {
    env: nodeEnv,
    port: integer(env, 'PORT', 4000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    embeddedPgPort: integer(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    jwtSecret: signingSecret(env, dataDir),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_HOURS', 12, 1, 24 * 30) * 3600,
    adminEmail,
    adminPassword,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    seedDemoData: boolean(env, 'SEED_DEMO_DATA', true),
    clientDir: path.resolve(ROOT_DIR, env.CLIENT_DIR || 'client/dist'),
    prerenderEntry: path.resolve(ROOT_DIR, env.PRERENDER_ENTRY || 'client/dist-ssr/entry-server.js'),
    publicUrl,
    mail: { smtpUrl: smtpUrl(env), from: mailFrom, outboxDir: path.join(dataDir, 'outbox') },
    rateLimits: {
      login: integer(env, 'RATE_LIMIT_LOGIN', 10, 1, 1_000_000),
      forms: integer(env, 'RATE_LIMIT_FORMS', 20, 1, 1_000_000),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MINUTES', 15, 1, 24 * 60) * 60_000,
    },
    media: {
      maxBytes: integer(env, 'MEDIA_MAX_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
      // Each video is held in memory while it is checked and stored, and PostgreSQL's bytea holds at most 1 GB.
      videoMaxBytes: integer(env, 'MEDIA_VIDEO_MAX_BYTES', VIDEO_MAX_BYTES, 1024, 512 * 1024 * 1024),
    },
  };
}
