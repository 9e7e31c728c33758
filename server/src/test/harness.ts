import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger, type Logger } from '../common/logger.js';
import { startServer, type RunningServer } from '../server.js';

export const ADMIN = { email: 'admin@test.example.com', password: 'admin-password-1' };

/** A brand-new database on the run's PostgreSQL, so every test file starts clean. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = new URL(inject('postgresAdminUrl'));
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  adminUrl.pathname = `/${name}`;
  return adminUrl.toString();
}

export interface TestServer extends RunningServer {
  databaseUrl: string;
  /** This server's own data folder (the mail outbox lives here), removed on close. */
  dataDir: string;
  /** fetch against the server; JSON bodies are encoded, `token` becomes a bearer header. */
  request(path: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Response>;
  graphql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string; field?: string } }[] }>;
  login(email?: string, password?: string): Promise<string>;
}

/**
 * The real server (HTTP, GraphQL, REST) on a random loopback port against a fresh database,
 * or against `env.DATABASE_URL` to run a second instance on the same one. Throttling limits are
 * high unless `env` sets them, as every test signs in from the same address.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<TestServer> {
  const databaseUrl = env.DATABASE_URL ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealer-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: 'does-not-exist',
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_FORMS: '100000',
    ...env,
  });
  const server = await startServer(config, options.logger ?? createLogger(config.logLevel)).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const base = `http://127.0.0.1:${server.port}`;
  const request: TestServer['request'] = (path, init = {}) =>
    fetch(base + path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
  return {
    ...server,
    databaseUrl,
    dataDir,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    request,
    async graphql(query, variables, token) {
      const res = await request('/graphql', { body: { query, variables }, token });
      return res.json();
    },
    async login(email = ADMIN.email, password = ADMIN.password) {
      const res = await request('/api/auth/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    },
  };
}
