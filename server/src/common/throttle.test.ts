import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sql } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import type { RequestContext } from './context.js';
import { errorHandler } from './http.js';
import { mountRoutes, route, routeGroup } from './routes.js';
import { createThrottles, type Sql } from './throttle.js';

const LIMIT = 10;
const TOO_MANY = { detail: 'Too many requests, please try again later.' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_LOGIN: String(LIMIT), RATE_LIMIT_FORMS: '3', RATE_LIMIT_WINDOW_MINUTES: '15' });
});
afterAll(() => server?.close());

/** Each test signs in from its own address (the app trusts X-Forwarded-For from loopback). */
let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;

const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }';

function restLogin(from: string, email: string, password: string, target = server) {
  return target.request('/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': from } });
}

async function graphqlAs(from: string, query: string, variables: Record<string, unknown>) {
  const res = await server.request('/graphql', { body: { query, variables }, headers: { 'x-forwarded-for': from } });
  return res.json() as Promise<{ data?: any; errors?: { message: string; extensions?: { code?: string } }[] }>;
}

describe('sign-in throttling', () => {
  it('answers the 11th attempt in the window with 429, even with the right password', async () => {
    const from = newAddress();
    const user = await createUser(server, { role: 'editor' });
    for (let i = 1; i <= LIMIT; i += 1) {
      const res = await restLogin(from, user.email, 'wrong-password');
      expect(res.status, `attempt ${i}`).toBe(401);
      expect(res.headers.get('ratelimit-policy')).toBe(`${LIMIT};w=900`);
    }
    const res = await restLogin(from, user.email, user.password);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(TOO_MANY);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers the 11th GraphQL login with TOO_MANY_REQUESTS', async () => {
    const from = newAddress();
    const user = await createUser(server, { role: 'viewer' });
    for (let i = 1; i <= LIMIT; i += 1) {
      const res = await graphqlAs(from, LOGIN, { email: user.email, password: 'wrong-password' });
      expect(res.errors?.[0].extensions?.code, `attempt ${i}`).toBe('UNAUTHENTICATED');
    }
    const res = await graphqlAs(from, LOGIN, { email: user.email, password: user.password });
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message: TOO_MANY.detail, extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('counts REST and GraphQL attempts against one budget, the email in any case', async () => {
    const from = newAddress();
    const user = await createUser(server, { role: 'viewer' });
    for (let i = 0; i < LIMIT / 2; i += 1) {
      await restLogin(from, user.email.toUpperCase(), 'wrong-password');
      await graphqlAs(from, LOGIN, { email: ` ${user.email} `, password: 'wrong-password' });
    }
    expect((await restLogin(from, user.email, user.password)).status).toBe(429);
    expect((await graphqlAs(from, LOGIN, { email: user.email, password: user.password })).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('counts by address and email: another email, or the same email from another address, still gets in', async () => {
    const from = newAddress();
    const [victim, colleague] = [await createUser(server), await createUser(server)];
    for (let i = 0; i <= LIMIT; i += 1) await restLogin(from, victim.email, 'wrong-password');
    expect((await restLogin(from, victim.email, victim.password)).status).toBe(429);
    expect((await restLogin(from, colleague.email, colleague.password)).status).toBe(200);
    expect((await restLogin(newAddress(), victim.email, victim.password)).status).toBe(200);
  });

  it('starts counting again once the window has passed', async () => {
    const from = newAddress();
    const user = await createUser(server);
    for (let i = 0; i <= LIMIT; i += 1) await restLogin(from, user.email, 'wrong-password');
    expect((await restLogin(from, user.email, user.password)).status).toBe(429);
    await sql(server, `UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    expect((await restLogin(from, user.email, user.password)).status).toBe(200);
  });

  it('shares the count between server instances on one database', async () => {
    const second = await startTestServer({ DATABASE_URL: server.databaseUrl, RATE_LIMIT_LOGIN: String(LIMIT) });
    try {
      const from = newAddress();
      const user = await createUser(server);
      for (let i = 0; i < LIMIT; i += 1) await restLogin(from, user.email, 'wrong-password', i % 2 ? server : second);
      expect((await restLogin(from, user.email, user.password, second)).status).toBe(429);
      expect((await restLogin(from, user.email, user.password, server)).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('keeps no email in the counters, only a hash of it', async () => {
    const rows = await sql<{ key: string }>(server, 'SELECT key FROM rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.key).join(' ')).not.toMatch(/@|example/);
  });
});

describe('registration throttling', () => {
  const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { id } }';
  let sequence = 0;
  const body = () => ({ email: `throttled-${++sequence}-${Date.now()}@test.example.com`, password: 'long-enough' });

  it('allows 10 registrations per address in the window, over REST and GraphQL together', async () => {
    const from = newAddress();
    for (let i = 0; i < LIMIT / 2; i += 1) {
      expect((await server.request('/api/auth/register', { body: body(), headers: { 'x-forwarded-for': from } })).status).toBe(201);
      expect((await graphqlAs(from, REGISTER, { input: body() })).errors).toBeUndefined();
    }
    const rest = await server.request('/api/auth/register', { body: body(), headers: { 'x-forwarded-for': from } });
    expect(rest.status).toBe(429);
    expect(await rest.json()).toEqual(TOO_MANY);
    expect((await graphqlAs(from, REGISTER, { input: body() })).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await server.request('/api/auth/register', { body: body(), headers: { 'x-forwarded-for': newAddress() } })).status).toBe(201);
  });
});

describe('the public forms throttle', () => {
  let app: http.Server;
  let base: string;
  let client: pg.Client;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const run: Sql = async (query, params) => {
      let n = 0;
      return (await client.query(query.replace(/\?/g, () => `$${++n}`), params)).rows;
    };
    const throttles = createThrottles({ login: 100, forms: 3, windowMs: 60_000 }, run);
    // A form route exactly as a module would declare it: one option attaches the throttle.
    const contact = routeGroup('/contact', [
      route('post', '/', 'public', async ({ res }) => void res.status(201).json({ message: 'sent' }), { throttle: 'forms' }),
    ]);
    const { router } = mountRoutes([contact], { context: () => ({}) as RequestContext, throttles });
    const site = express();
    site.set('trust proxy', 'loopback');
    site.use('/api', router, errorHandler);
    app = http.createServer(site).listen(0, '127.0.0.1');
    await new Promise((resolve) => app.once('listening', resolve));
    base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => app?.close(resolve));
    await client?.end();
  });

  it('answers 429 after RATE_LIMIT_FORMS posts from one address', async () => {
    const post = (from: string) =>
      fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: '{}' });
    const from = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await post(from)).status).toBe(201);
    const limited = await post(from);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(TOO_MANY);
    expect((await post(newAddress())).status).toBe(201);
  });
});
