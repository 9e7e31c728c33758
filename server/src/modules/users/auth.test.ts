import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('sign-in', () => {
  it('gives the seeded admin a token that /api/auth/me accepts', async () => {
    const token = await server.login();
    const res = await server.request('/api/auth/me', { token });
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me).toMatchObject({ email: ADMIN.email, role: 'admin', is_admin: true, is_active: true });
    expect(JSON.stringify(me)).not.toMatch(/password|hash/i);
    expect(me.last_login).not.toBeNull();
  });
});
