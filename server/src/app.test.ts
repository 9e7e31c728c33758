import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, truckBody } from './test/factories.js';
import { startTestServer, type TestServer } from './test/harness.js';

const ALLOWED_ORIGIN = 'https://partner.example.com';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: ALLOWED_ORIGIN });
});
afterAll(() => server?.close());

describe('the app', () => {
  it('answers /healthz with {"status":"ok"} while the database is reachable', async () => {
    const res = await server.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await server.request('/api/nothing-here', { method: 'POST', body: {} });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers GraphQL for an API client and does not advertise express', async () => {
    const res = await server.request('/graphql', { body: { query: '{ __typename }' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('security headers', () => {
  function directives(csp: string | null): Record<string, string> {
    return Object.fromEntries((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
  }

  it('sends a Content-Security-Policy for the app, the maps embed and the playground', async () => {
    const res = await server.request('/api/trucks');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob: https:",
      'connect-src': "'self'",
      'frame-src': 'https://www.google.com https://maps.google.com',
      'worker-src': "'self' blob:",
      'object-src': "'none'",
      'frame-ancestors': "'self'",
    });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('lets other sites show media, and nothing else', async () => {
    expect((await server.request('/media/demo/truck-1.jpg')).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await server.request('/api/trucks')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('cross-origin calls', () => {
  it('answers a preflight from a configured origin, PATCH included, and refuses others', async () => {
    const ok = await server.request('/api/auth/users/1', { method: 'OPTIONS', headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'PATCH' } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(ok.headers.get('access-control-allow-methods')).toContain('PATCH');
    const other = await server.request('/api/auth/users/1', { method: 'OPTIONS', headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'PATCH' } });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request body limits', () => {
  let token: string;
  beforeAll(async () => {
    token = await server.login();
  });

  const bodyOf = (megabytes: number) => truckBody({ description: 'x'.repeat(megabytes * 1024 * 1024) });

  it('lets a truck write carry up to 25 MB (for embedded pictures)', async () => {
    const res = await server.request('/api/trucks', { body: bodyOf(3), token });
    // Read in full, then refused by validation (the description is far too long), not by size.
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toMatch(/Description/);
  });

  it('answers 413 {"detail"} above 25 MB on truck writes and above 1 MB elsewhere', async () => {
    const bigQuery = { query: `{ trucks(filter: { search: "${'x'.repeat(1_100_000)}" }) { total } }` };
    const viewer = (await signedIn(server, 'viewer')).token;
    const cases: [string, string, unknown, string | undefined][] = [
      ['/api/trucks', 'POST', bodyOf(26), token],
      ['/api/auth/login', 'POST', { email: 'a@b.co', password: 'x'.repeat(1_100_000) }, token],
      ['/graphql', 'POST', bigQuery, undefined],
      ['/graphql', 'POST', bigQuery, viewer],
      ['/graphql', 'POST', { query: `{ __typename }`, pad: 'x'.repeat(26 * 1024 * 1024) }, token],
    ];
    for (const [path, method, body, caller] of cases) {
      const res = await server.request(path, { method, body, token: caller });
      expect(res.status, path).toBe(413);
      expect(await res.json(), path).toEqual({ detail: 'Request body is too large' });
    }
  });

  it('lets staff who may change the catalogue send GraphQL bodies over 1 MB (pictures as data URLs), checking the token first', async () => {
    const res = await server.request('/graphql', { body: { query: `{ trucks(filter: { search: "${'x'.repeat(1_100_000)}" }) { total } }` }, token });
    // Read in full, then refused by the filter's own limit, not by size.
    expect(res.status).toBe(200);
    expect((await res.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('checks access before reading a body: a stranger cannot make the server parse 25 MB', async () => {
    const res = await server.request('/api/trucks', { body: '{"title": "x", ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
  });
});
