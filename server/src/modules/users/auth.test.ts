import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn, sql } from '../../test/factories.js';
import { ADMIN, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const INCORRECT = { detail: 'Incorrect email or password' };

function login(body: unknown) {
  return server.request('/api/auth/login', { body });
}

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

  it('answers with a bearer token', async () => {
    const res = await login({ email: ADMIN.email, password: ADMIN.password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), token_type: 'bearer' });
  });

  it('gives the same 401 body for a wrong password and an unknown email', async () => {
    const user = await createUser(server, { role: 'editor' });
    const wrong = await login({ email: user.email, password: `${user.password}x` });
    const unknown = await login({ email: 'nobody@test.example.com', password: user.password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(INCORRECT);
    expect(await unknown.json()).toEqual(INCORRECT);
  });

  it('matches the email in any case and around spaces', async () => {
    const user = await createUser(server, { role: 'viewer', email: 'Mixed.Case@Test.Example.com' });
    for (const email of ['mixed.case@test.example.com', 'MIXED.CASE@TEST.EXAMPLE.COM', '  Mixed.Case@Test.Example.com ']) {
      const res = await login({ email, password: user.password });
      expect(res.status, email).toBe(200);
    }
    const token = await server.login('MIXED.case@test.example.COM', user.password);
    const me = await (await server.request('/api/auth/me', { token })).json();
    expect(me).toMatchObject({ id: user.id, email: 'Mixed.Case@Test.Example.com', role: 'viewer', is_admin: true });
  });

  it('does not let an inactive user sign in, with the same answer as a wrong password', async () => {
    const user = await createUser(server, { role: 'manager', isActive: false });
    const res = await login({ email: user.email, password: user.password });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(INCORRECT);
  });

  it('stops accepting the token of a user who is deactivated', async () => {
    const user = await signedIn(server, 'editor');
    expect((await server.request('/api/auth/me', { token: user.token })).status).toBe(200);
    await sql(server, 'UPDATE users SET is_active = false WHERE id = $1', [user.id]);
    expect((await server.request('/api/auth/me', { token: user.token })).status).toBe(401);
  });

  it.each([
    [{ password: 'x' }, 'email'],
    [{ email: ADMIN.email }, 'password'],
    [{ email: 'not-an-email', password: 'x' }, 'email'],
    [{ email: ADMIN.email, password: ADMIN.password, remember: true }, 'remember'],
  ])('answers 422 naming the field for %j', async (body, field) => {
    const res = await login(body);
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain(field);
  });

  it('answers 422 for an empty body and 400 for malformed JSON', async () => {
    expect((await login({})).status).toBe(422);
    const malformed = await login('{"email":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ detail: expect.any(String) });
  });

  it('records the time of the last sign-in', async () => {
    const user = await createUser(server, { role: 'customer' });
    const before = Date.now();
    const token = await server.login(user.email, user.password);
    const me = await (await server.request('/api/auth/me', { token })).json();
    expect(Date.parse(me.last_login)).toBeGreaterThanOrEqual(before - 1000);
    expect(me).toMatchObject({ role: 'customer', is_admin: false });
  });
});

describe('/api/auth/me', () => {
  it('answers 401 without a token', async () => {
    const res = await server.request('/api/auth/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty('detail');
  });

  it('answers 401 to a garbage token and a malformed header', async () => {
    for (const headers of [{ authorization: 'Bearer garbage' }, { authorization: 'Token abc' }, { authorization: 'Bearer a.b.c' }]) {
      const res = await server.request('/api/auth/me', { headers });
      expect(res.status, headers.authorization).toBe(401);
      expect(await res.json()).toHaveProperty('detail');
    }
  });

  it('never shows the password hash', async () => {
    const user = await signedIn(server, 'editor');
    const res = await server.request('/api/auth/me', { token: user.token });
    const text = await res.text();
    const [{ password_hash }] = await sql<{ password_hash: string }>(server, 'SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(text).not.toContain(password_hash);
    expect(text).not.toContain(password_hash.split('$').pop()!);
    expect(text).not.toMatch(/password|hash|scrypt/i);
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(['created_at', 'email', 'full_name', 'id', 'is_active', 'is_admin', 'last_login', 'role']);
  });

  it('stops accepting the token of a deleted user', async () => {
    const user = await signedIn(server, 'manager');
    expect((await server.request('/api/auth/me', { token: user.token })).status).toBe(200);
    await sql(server, 'DELETE FROM users WHERE id = $1', [user.id]);
    const res = await server.request('/api/auth/me', { token: user.token });
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty('detail');
    const gql = await server.graphql('query { me { id } }', {}, user.token);
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GraphQL', () => {
  const LOGIN = `mutation($email: String!, $password: String!) {
    login(email: $email, password: $password) { accessToken user { id email role isAdmin isActive lastLogin } }
  }`;

  it('signs in and answers me with the token', async () => {
    const user = await createUser(server, { role: 'editor', fullName: 'Eddie Editor' });
    const res = await server.graphql(LOGIN, { email: user.email.toUpperCase(), password: user.password });
    expect(res.errors).toBeUndefined();
    expect(res.data.login.user).toMatchObject({ id: user.id, email: user.email, role: 'editor', isAdmin: true, isActive: true });
    expect(res.data.login.user.lastLogin).not.toBeNull();
    const me = await server.graphql('query { me { id email fullName role isAdmin createdAt } }', {}, res.data.login.accessToken);
    expect(me.errors).toBeUndefined();
    expect(me.data.me).toMatchObject({ id: user.id, email: user.email, fullName: 'Eddie Editor', role: 'editor', isAdmin: true });
    // The GraphQL token works for REST as well.
    expect((await server.request('/api/auth/me', { token: res.data.login.accessToken })).status).toBe(200);
  });

  it('answers UNAUTHENTICATED with the same message for a wrong password and an unknown email', async () => {
    const user = await createUser(server, { role: 'viewer' });
    const wrong = await server.graphql(LOGIN, { email: user.email, password: 'wrong-password' });
    const unknown = await server.graphql(LOGIN, { email: 'ghost@test.example.com', password: 'wrong-password' });
    for (const res of [wrong, unknown]) {
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0]).toMatchObject({ message: INCORRECT.detail, extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('answers BAD_USER_INPUT for an invalid email', async () => {
    const res = await server.graphql(LOGIN, { email: 'nope', password: 'x' });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('answers me without a token, or with a garbage one, with UNAUTHENTICATED', async () => {
    const anonymous = await server.graphql('query { me { id } }');
    expect(anonymous.data ?? null).toBeNull();
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const garbage = await server.graphql('query { me { id } }', {}, 'garbage');
    expect(garbage.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('does not offer the password hash in the schema', async () => {
    const res = await server.graphql('query { __type(name: "User") { fields { name } } }');
    const names = res.data.__type.fields.map((f: { name: string }) => f.name);
    expect(names).toContain('email');
    expect(names.filter((n: string) => /password|hash/i.test(n))).toEqual([]);
  });
});

describe('registration', () => {
  const register = (body: unknown) => server.request('/api/auth/register', { body });
  let sequence = 0;
  const address = () => `register-${++sequence}-${Date.now()}@test.example.com`;
  const count = async () => Number((await sql<{ n: string }>(server, 'SELECT count(*) AS n FROM users'))[0].n);

  it('creates a customer: 201 with the message and the user, who can then sign in', async () => {
    const email = address();
    const res = await register({ email, password: 'long-enough', full_name: 'Rita Register', is_admin: false });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      message: 'User registered successfully',
      user: expect.objectContaining({ email, full_name: 'Rita Register', role: 'customer', is_admin: false, is_active: true, last_login: null }),
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|scrypt/i);
    const token = await server.login(email, 'long-enough');
    expect(await (await server.request('/api/auth/me', { token })).json()).toMatchObject({ email, role: 'customer', is_admin: false });
  });

  it('always creates a customer, even when the body asks for an admin', async () => {
    const email = address();
    const res = await register({ email, password: 'long-enough', full_name: null, is_admin: true });
    expect(res.status).toBe(201);
    expect((await res.json()).user).toMatchObject({ role: 'customer', is_admin: false, full_name: null });
    const [row] = await sql<{ role: string }>(server, 'SELECT role FROM users WHERE email = $1', [email]);
    expect(row.role).toBe('customer');
  });

  it('rejects an email already registered, in any case, with 409 and stores nothing', async () => {
    const before = await count();
    for (const email of [ADMIN.email, ADMIN.email.toUpperCase(), ` ${ADMIN.email} `]) {
      const res = await register({ email, password: 'long-enough', full_name: null, is_admin: false });
      expect(res.status, email).toBe(409);
      expect(await res.json()).toEqual({ detail: 'Email already registered' });
    }
    expect(await count()).toBe(before);
  });

  it('lets only one of two simultaneous registrations of one email succeed', async () => {
    const email = address();
    const statuses = (await Promise.all([register({ email, password: 'long-enough' }), register({ email: email.toUpperCase(), password: 'long-enough' })])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it.each([
    [{ email: 'short@test.example.com', password: 'seven77' }, 'Password must be at least 8 characters'],
    [{ email: 'nopass@test.example.com' }, 'Password is required'],
    [{ password: 'long-enough' }, 'Email is required'],
    [{ email: 'nope', password: 'long-enough' }, 'Enter a valid email address'],
    [{ email: 'types@test.example.com', password: 12345678 }, 'Password must be text'],
    [{ email: { $ne: '' }, password: 'long-enough' }, 'Email must be text'],
    [{ email: 'flag@test.example.com', password: 'long-enough', is_admin: 'no' }, 'is_admin must be true or false'],
    [{ email: 'role@test.example.com', password: 'long-enough', role: 'admin' }, 'Unknown field: role'],
    [{ email: 'big@test.example.com', password: 'long-enough', full_name: 'n'.repeat(201) }, 'Full name must be at most 200 characters'],
    [{ email: 'huge@test.example.com', password: 'p'.repeat(5000) }, 'Password must be at most 200 characters'],
  ])('answers 422 for %j and stores nothing', async (body, detail) => {
    const before = await count();
    const res = await register(body);
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain(detail);
    expect(await count()).toBe(before);
  });

  it('answers 400 for malformed JSON and 413 for a body over 1 MB', async () => {
    const malformed = await register('{"email": "a@b.co",');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ detail: 'Malformed JSON body' });
    const huge = await register({ email: address(), password: 'long-enough', full_name: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('registers over GraphQL too, as a customer', async () => {
    const email = address();
    const res = await server.graphql('mutation($input: RegisterInput!) { register(input: $input) { id email fullName role isAdmin } }', {
      input: { email, password: 'long-enough', fullName: 'Graph Q' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.register).toMatchObject({ email, fullName: 'Graph Q', role: 'customer', isAdmin: false });
    const duplicate = await server.graphql('mutation($input: RegisterInput!) { register(input: $input) { id } }', { input: { email, password: 'long-enough' } });
    expect(duplicate.errors?.[0]).toMatchObject({ message: 'Email already registered', extensions: { code: 'CONFLICT' } });
    const short = await server.graphql('mutation { register(input: { email: "s@test.example.com", password: "short" }) { id } }');
    expect(short.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
  });
});

describe('wrong JSON types on sign-in', () => {
  it.each([{ email: ['a@b.co'], password: 'x' }, { email: { a: 1 }, password: 'x' }, { email: ADMIN.email, password: 123 }, { email: ADMIN.email, password: null }])(
    'answers 422, not a server error, for %j',
    async (body) => {
      const res = await login(body);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ detail: expect.any(String) });
    },
  );
});
