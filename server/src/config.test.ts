import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dealer-config-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every case gets its own data folder under the temporary one, never the repository's `.data`. */
let cases = 0;
function env(extra: Record<string, string | undefined> = {}) {
  cases += 1;
  return { DATA_DIR: path.join(dataDir, `case-${cases}`), ...extra };
}

function configError(values: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env(values));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(values)}`);
}

describe('loadConfig', () => {
  it('has sensible defaults', () => {
    const config = loadConfig(env());
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      embeddedPgPort: 54329,
      tokenTtlSeconds: 12 * 3600,
      corsOrigins: [],
      logLevel: 'info',
      seedDemoData: true,
      mail: { smtpUrl: undefined, from: 'Leicester Commercial Trucks <no-reply@localhost>' },
      rateLimits: { login: 10, forms: 20, windowMs: 15 * 60_000 },
      media: { maxBytes: 10 * 1024 * 1024, videoMaxBytes: 50 * 1024 * 1024 },
    });
    expect(config.dataDir).toBe(path.join(dataDir, `case-${cases}`));
    expect(config.mail.outboxDir).toBe(path.join(config.dataDir, 'outbox'));
  });

  it('generates a signing secret once and keeps it in the data folder', () => {
    const values = env();
    const first = loadConfig(values);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(values.DATA_DIR, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig(values).jwtSecret).toBe(first.jwtSecret);
  });

  it('reads the values it is given', () => {
    const config = loadConfig(
      env({
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgresql://u:p@db.example.com:5432/dealer',
        JWT_SECRET: 'x'.repeat(32),
        TOKEN_TTL_HOURS: '2',
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'long-enough',
        CORS_ORIGINS: 'https://a.example.com, https://b.example.com,',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'no',
        PUBLIC_URL: 'https://trucks.example.com',
        SMTP_URL: 'smtps://mailer:pa%24s@smtp.example.com:465',
        MAIL_FROM: 'Sales <sales@trucks.example.com>',
        RATE_LIMIT_LOGIN: '5',
        RATE_LIMIT_FORMS: '50',
        RATE_LIMIT_WINDOW_MINUTES: '60',
        MEDIA_MAX_BYTES: '5000000',
        MEDIA_VIDEO_MAX_BYTES: '104857600',
      }),
    );
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://u:p@db.example.com:5432/dealer',
      jwtSecret: 'x'.repeat(32),
      tokenTtlSeconds: 7200,
      adminEmail: 'boss@example.com',
      adminPassword: 'long-enough',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      logLevel: 'warn',
      seedDemoData: false,
      publicUrl: 'https://trucks.example.com',
      mail: { smtpUrl: 'smtps://mailer:pa%24s@smtp.example.com:465', from: 'Sales <sales@trucks.example.com>' },
      rateLimits: { login: 5, forms: 50, windowMs: 60 * 60_000 },
      media: { maxBytes: 5_000_000, videoMaxBytes: 100 * 1024 * 1024 },
    });
  });

  it('accepts a bare address as MAIL_FROM and smtp:// without credentials', () => {
    expect(loadConfig(env({ MAIL_FROM: 'sales@trucks.example.com', SMTP_URL: 'smtp://localhost:25' })).mail).toMatchObject({
      from: 'sales@trucks.example.com',
      smtpUrl: 'smtp://localhost:25',
    });
  });

  it.each(['http://smtp.example.com', 'smtp.example.com:587', 'smtp://', 'smtps://user:secret@'])('rejects SMTP_URL=%s without repeating it', (url) => {
    const message = configError({ SMTP_URL: url }).message;
    expect(message).toMatch(/^SMTP_URL must look like smtp:/);
    expect(message).not.toContain('secret');
  });

  it('treats empty values as not set', () => {
    expect(loadConfig(env({ PORT: '', DATABASE_URL: '', ADMIN_PASSWORD: '' }))).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      adminPassword: undefined,
    });
  });

  it.each(['abc', '70000', '-1', '80.5'])('rejects PORT=%s with a clear message', (port) => {
    expect(configError({ PORT: port }).message).toBe(`PORT must be a whole number from 0 to 65535, got "${port}"`);
  });

  it('rejects a DATABASE_URL that is not PostgreSQL', () => {
    expect(configError({ DATABASE_URL: 'mysql://localhost/dealer' }).message).toBe(
      'DATABASE_URL must start with postgres:// or postgresql://',
    );
    expect(configError({ DATABASE_URL: 'localhost:5432' }).message).toMatch(/DATABASE_URL/);
  });

  it('rejects a JWT_SECRET shorter than 32 characters', () => {
    expect(configError({ JWT_SECRET: 'short-secret' }).message).toBe('JWT_SECRET must be at least 32 characters long');
  });

  it('rejects an ADMIN_PASSWORD shorter than 8 characters', () => {
    expect(configError({ ADMIN_PASSWORD: 'short' }).message).toBe('ADMIN_PASSWORD must be at least 8 characters long');
  });

  it.each([
    [{ ADMIN_EMAIL: 'not-an-email' }, /ADMIN_EMAIL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be one of development, production, test/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SEED_DEMO_DATA: 'maybe' }, /SEED_DEMO_DATA must be true or false/],
    [{ TOKEN_TTL_HOURS: '0' }, /TOKEN_TTL_HOURS/],
    [{ EMBEDDED_PG_PORT: '80' }, /EMBEDDED_PG_PORT/],
    [{ PUBLIC_URL: 'ftp://example.com' }, /PUBLIC_URL/],
    [{ MAIL_FROM: 'not an address' }, /MAIL_FROM must be an address/],
    [{ MAIL_FROM: 'Sales <sales@example.com' }, /MAIL_FROM/],
    [{ RATE_LIMIT_LOGIN: '0' }, /RATE_LIMIT_LOGIN must be a whole number from 1/],
    [{ RATE_LIMIT_FORMS: 'many' }, /RATE_LIMIT_FORMS/],
    [{ RATE_LIMIT_WINDOW_MINUTES: '1441' }, /RATE_LIMIT_WINDOW_MINUTES/],
    [{ MEDIA_MAX_BYTES: '10MB' }, /MEDIA_MAX_BYTES must be a whole number from 1024 to 104857600/],
    [{ MEDIA_MAX_BYTES: '1000' }, /MEDIA_MAX_BYTES/],
    [{ MEDIA_VIDEO_MAX_BYTES: '50MB' }, /MEDIA_VIDEO_MAX_BYTES must be a whole number from 1024 to 536870912/],
    [{ MEDIA_VIDEO_MAX_BYTES: '1073741824' }, /MEDIA_VIDEO_MAX_BYTES/],
  ])('rejects %j', (values, message) => {
    expect(configError(values).message).toMatch(message);
  });
});
