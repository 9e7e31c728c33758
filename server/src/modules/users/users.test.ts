import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn, sql } from '../../test/factories.js';
import { ADMIN, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let admin: string;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login();
  [{ id: adminId }] = await sql<{ id: number }>(server, 'SELECT id FROM users WHERE email = $1', [ADMIN.email]);
});
afterAll(() => server?.close());

type Json = Record<string, any>;

const USER_KEYS = ['created_at', 'email', 'full_name', 'id', 'is_active', 'is_admin', 'last_login', 'role'];

let sequence = 0;
const email = (label = 'user') => `${label}-${++sequence}-${Date.now()}@users.test.example.com`;

async function userCount(): Promise<number> {
  const [row] = await sql<{ n: string }>(server, 'SELECT count(*) AS n FROM users');
  return Number(row.n);
}

async function stored(id: number) {
  const [row] = await sql<Json>(server, 'SELECT id, email, full_name, role, is_active, password_hash FROM users WHERE id = $1', [id]);
  return row;
}

function outbox(): string[] {
  try {
    return readdirSync(path.join(server.dataDir, 'outbox'));
  } catch {
    return [];
  }
}

const addUser = (body: unknown, token = admin) => server.request('/api/auth/users', { body, token });

describe('POST /api/auth/users (Add User)', () => {
  it('creates a user with the given password: 201, the user and email_sent false, and the user can sign in', async () => {
    const address = email('given');
    const res = await addUser({ email: address, full_name: 'Gina Given', role: 'editor', password: 'given-password' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual([...USER_KEYS, 'email_sent'].sort());
    expect(body).toMatchObject({ email: address, full_name: 'Gina Given', role: 'editor', is_active: true, is_admin: true, last_login: null, email_sent: false });
    const token = await server.login(address, 'given-password');
    expect((await (await server.request('/api/auth/me', { token })).json()).role).toBe('editor');
  });

  it('gives the viewer role when none is given', async () => {
    const res = await addUser({ email: email(), password: 'a-password' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ role: 'viewer', full_name: null });
  });

  it('without a password, generates one and writes the welcome mail to the outbox (no SMTP_URL): email_sent false', async () => {
    const before = outbox().length;
    for (const password of [undefined, '', null]) {
      const res = await addUser({ email: email('nopass'), full_name: 'No Pass', ...(password === undefined ? {} : { password }) });
      expect(res.status).toBe(201);
      expect((await res.json()).email_sent).toBe(false);
    }
    expect(outbox().length).toBe(before + 3);
  });

  it('rejects an email that exists in any case with 409 "Email already registered" and stores nothing', async () => {
    const address = email('dup');
    expect((await addUser({ email: address, password: 'a-password' })).status).toBe(201);
    const count = await userCount();
    const res = await addUser({ email: `  ${address.toUpperCase()} `, password: 'a-password' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: 'Email already registered' });
    expect(await userCount()).toBe(count);
  });

  it.each([
    [{ full_name: 'No Email' }, 'email'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 42 }, 'email'],
    [{ email: ['a@b.co'] }, 'email'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'email'],
    [{ email: 'role@test.example.com', role: 'owner' }, 'role'],
    [{ email: 'role@test.example.com', role: 3 }, 'role'],
    [{ email: 'short@test.example.com', password: 'short' }, 'password'],
    [{ email: 'numeric@test.example.com', password: 12345678 }, 'password'],
    [{ email: 'long@test.example.com', password: 'p'.repeat(201) }, 'password'],
    [{ email: 'name@test.example.com', full_name: 'n'.repeat(201) }, 'full_name'],
    [{ email: 'name@test.example.com', full_name: { first: 'A' } }, 'full_name'],
    [{ email: 'extra@test.example.com', is_admin: true }, 'is_admin'],
    [{ email: 'nul@test.example.com', full_name: 'a\u0000b' }, 'full_name'],
  ])('answers 422 naming the field for %j and stores nothing', async (body, field) => {
    const count = await userCount();
    const res = await addUser(body);
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain(field);
    expect(await userCount()).toBe(count);
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    for (const body of ['{"email":', '[]', '"text"', 'null']) {
      const res = await addUser(body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it('answers 413 {"detail"} for a body over 1 MB', async () => {
    const res = await addUser({ email: email(), full_name: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: expect.any(String) });
  });
});

describe('GET /api/auth/users', () => {
  const label = `list-${Date.now()}`;
  const ids: number[] = [];

  beforeAll(async () => {
    for (const [i, role] of (['viewer', 'editor', 'manager'] as const).entries()) {
      const res = await addUser({ email: `${label}-${i}@Users.Test.Example.com`, full_name: `Listed ${role}`, role, password: 'a-password' });
      ids.push((await res.json()).id);
    }
    await server.login(`${label}-0@users.test.example.com`, 'a-password');
  });

  it('lists users newest first with the total in X-Total-Count and no secrets', async () => {
    const res = await server.request('/api/auth/users', { token: admin });
    expect(res.status).toBe(200);
    const body: Json[] = await res.json();
    expect(Number(res.headers.get('x-total-count'))).toBe(await userCount());
    expect(body.slice(0, 3).map((u) => u.id)).toEqual([...ids].reverse());
    expect(Object.keys(body[0]).sort()).toEqual(USER_KEYS);
    expect(JSON.stringify(body)).not.toMatch(/password|hash|scrypt/i);
    expect(body.find((u) => u.id === ids[0])!.last_login).not.toBeNull();
  });

  it('searches email and name in any case, with % and _ taken literally', async () => {
    const res = await server.request(`/api/auth/users?search=${encodeURIComponent(label.toUpperCase())}`, { token: admin });
    expect((await res.json()).map((u: Json) => u.id)).toEqual([...ids].reverse());
    expect(res.headers.get('x-total-count')).toBe('3');
    const byName = await (await server.request('/api/auth/users?search=listed%20EDITOR', { token: admin })).json();
    expect(byName.map((u: Json) => u.id)).toEqual([ids[1]]);
    const wildcard = await server.request('/api/auth/users?search=%25', { token: admin });
    expect(await wildcard.json()).toEqual([]);
  });

  it('filters by role and pages with skip and limit', async () => {
    const managers = await (await server.request(`/api/auth/users?role=manager&search=${label}`, { token: admin })).json();
    expect(managers.map((u: Json) => u.id)).toEqual([ids[2]]);
    const page = await server.request(`/api/auth/users?search=${label}&skip=1&limit=1`, { token: admin });
    expect((await page.json()).map((u: Json) => u.id)).toEqual([ids[1]]);
    expect(page.headers.get('x-total-count')).toBe('3');
  });

  it.each(['limit=0', 'limit=101', 'limit=x', 'skip=-1', 'role=owner', 'search=a&search=b', `search=${'s'.repeat(201)}`, 'search=%00'])(
    'answers 422 for %s',
    async (query) => {
      const res = await server.request(`/api/auth/users?${query}`, { token: admin });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ detail: expect.any(String) });
    },
  );
});

describe('PATCH and PUT /api/auth/users/{id} (Edit)', () => {
  let target: Json;
  beforeAll(async () => {
    target = await (await addUser({ email: email('edit'), full_name: 'Eddie Edit', role: 'viewer', password: 'a-password' })).json();
  });

  const patch = (id: number | string, body: unknown, token = admin) => server.request(`/api/auth/users/${id}`, { method: 'PATCH', body, token });
  const put = (id: number | string, body: unknown, token = admin) => server.request(`/api/auth/users/${id}`, { method: 'PUT', body, token });

  it('PATCH changes only the fields sent', async () => {
    const res = await patch(target.id, { role: 'manager' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: target.id, email: target.email, full_name: 'Eddie Edit', role: 'manager', is_active: true });
    const again = await (await patch(target.id, { full_name: '  Edward  ' })).json();
    expect(again).toMatchObject({ full_name: 'Edward', role: 'manager' });
    expect((await (await patch(target.id, { full_name: '' })).json()).full_name).toBeNull();
  });

  it('PUT sets full_name, role and is_active together, a missing name clearing it', async () => {
    const res = await put(target.id, { role: 'editor', is_active: true, full_name: 'Edith' });
    expect(await res.json()).toMatchObject({ full_name: 'Edith', role: 'editor', is_active: true });
    expect(await (await put(target.id, { role: 'editor', is_active: true })).json()).toMatchObject({ full_name: null });
    const missing = await put(target.id, { full_name: 'Only a name' });
    expect(missing.status).toBe(422);
    expect((await missing.json()).detail).toMatch(/role|is_active/);
  });

  it('deactivating stops sign-in and the user\'s token; reactivating lets them back', async () => {
    const user = await signedIn(server, 'editor');
    expect((await patch(user.id, { is_active: false })).status).toBe(200);
    expect((await server.request('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await server.request('/api/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await patch(user.id, { is_active: true })).status).toBe(200);
    expect((await server.request('/api/auth/me', { token: user.token })).status).toBe(200);
  });

  it('a role change applies to the user\'s existing token at once', async () => {
    const user = await signedIn(server, 'admin');
    expect((await server.request('/api/auth/users', { token: user.token })).status).toBe(200);
    await patch(user.id, { role: 'viewer' });
    expect((await server.request('/api/auth/users', { token: user.token })).status).toBe(403);
  });

  it('lets an administrator set a new password to share by hand', async () => {
    const user = await createUser(server, { role: 'viewer' });
    expect((await patch(user.id, { password: 'shared-by-hand' })).status).toBe(200);
    await expect(server.login(user.email, user.password)).rejects.toThrow(/401/);
    expect(await server.login(user.email, 'shared-by-hand')).toEqual(expect.any(String));
  });

  it.each([
    [{}, /at least one/],
    [{ role: 'owner' }, /role/],
    [{ role: null }, /role/],
    [{ is_active: 'false' }, /is_active/],
    [{ is_active: 0 }, /is_active/],
    [{ full_name: 7 }, /full_name/],
    [{ password: 'short' }, /password/],
    [{ email: 'new@test.example.com' }, /email/],
    [{ id: 5 }, /id/],
  ])('PATCH answers 422 for %j and changes nothing', async (body, detail) => {
    const before = await stored(target.id);
    const res = await patch(target.id, body);
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toMatch(detail);
    expect(await stored(target.id)).toEqual(before);
  });

  it('answers 404 "User not found" for an unknown id and 422 for an id that is not a positive whole number', async () => {
    for (const send of [patch, put]) {
      const res = await send(999_999, { role: 'viewer', is_active: true });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'User not found' });
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '1e3']) {
      const res = await patch(id, { role: 'viewer' });
      expect(res.status, id).toBe(422);
      expect(await res.json()).toEqual({ detail: expect.any(String) });
    }
  });
});

describe('DELETE /api/auth/users/{id}', () => {
  it('deletes: 204, gone from the list, and their token stops working', async () => {
    const user = await signedIn(server, 'manager');
    const res = await server.request(`/api/auth/users/${user.id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(204);
    expect(await stored(user.id)).toBeUndefined();
    expect((await server.request('/api/auth/me', { token: user.token })).status).toBe(401);
    const again = await server.request(`/api/auth/users/${user.id}`, { method: 'DELETE', token: admin });
    expect(again.status).toBe(404);
  });

  it('does not let anybody delete themselves: 400 with a clear detail', async () => {
    const other = await signedIn(server, 'admin');
    for (const [token, id] of [[admin, adminId], [other.token, other.id]] as const) {
      const res = await server.request(`/api/auth/users/${id}`, { method: 'DELETE', token });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'You cannot delete your own account' });
      expect(await stored(id)).toBeDefined();
    }
    await server.request(`/api/auth/users/${other.id}`, { method: 'DELETE', token: admin });
  });
});

describe('the last active administrator', () => {
  it('cannot be demoted or deactivated, with 409 and a clear detail; the admin stays', async () => {
    // Here the seeded admin is the only active one: the other admins made above were deleted or demoted.
    await sql(server, `UPDATE users SET is_active = false WHERE role = 'admin' AND id <> $1`, [adminId]);
    const cases: [Json, string][] = [
      [{ role: 'manager' }, 'The last active administrator cannot be given another role'],
      [{ is_active: false }, 'The last active administrator cannot be deactivated'],
    ];
    for (const [body, detail] of cases) {
      const res = await server.request(`/api/auth/users/${adminId}`, { method: 'PATCH', body, token: admin });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ detail });
    }
    const put = await server.request(`/api/auth/users/${adminId}`, { method: 'PUT', body: { role: 'viewer', is_active: true }, token: admin });
    expect(put.status).toBe(409);
    expect(await stored(adminId)).toMatchObject({ role: 'admin', is_active: true });
  });

  it('may change their own name, and may step down once another admin is active', async () => {
    const res = await server.request(`/api/auth/users/${adminId}`, { method: 'PATCH', body: { full_name: 'Chief' }, token: admin });
    expect(await res.json()).toMatchObject({ full_name: 'Chief', role: 'admin' });
    const second = await signedIn(server, 'admin');
    const demote = await server.request(`/api/auth/users/${second.id}`, { method: 'PATCH', body: { role: 'editor' }, token: admin });
    expect(demote.status).toBe(200);
    // An inactive admin does not count as the one who remains.
    const inactive = await createUser(server, { role: 'admin', isActive: false });
    const res2 = await server.request(`/api/auth/users/${adminId}`, { method: 'PATCH', body: { is_active: false }, token: admin });
    expect(res2.status).toBe(409);
    await sql(server, 'DELETE FROM users WHERE id = $1', [inactive.id]);
  });
});

describe('two administrators removing each other at the same time', () => {
  it('leave exactly one active administrator, for delete, demotion and deactivation', async () => {
    // A database of its own: here the only admins are the two who race.
    const race = await startTestServer();
    try {
      const [{ id }] = await sql<{ id: number }>(race, 'SELECT id FROM users WHERE email = $1', [ADMIN.email]);
      let first = { id, email: ADMIN.email, password: ADMIN.password, token: await race.login() };
      const bodies = { delete: undefined, demote: { role: 'viewer' }, deactivate: { is_active: false } };
      for (const [operation, body] of Object.entries(bodies)) {
        const second = await signedIn(race, 'admin');
        const remove = (actor: { token: string }, target: { id: number }) =>
          race.request(`/api/auth/users/${target.id}`, { method: body ? 'PATCH' : 'DELETE', body, token: actor.token });
        const statuses = (await Promise.all([remove(first, second), remove(second, first)])).map((r) => r.status);
        const admins = await sql<{ id: number }>(race, `SELECT id FROM users WHERE role = 'admin' AND is_active`);
        expect(admins, `${operation}: ${statuses}`).toHaveLength(1);
        expect(statuses.filter((s) => s === 200 || s === 204), operation).toHaveLength(1);
        // The loser was refused as the last admin, or had already lost its own access.
        expect(statuses.filter((s) => [401, 403, 409].includes(s)), operation).toHaveLength(1);
        if (admins[0].id === second.id) first = second;
      }
    } finally {
      await race.close();
    }
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (body: unknown, token?: string) => server.request('/api/auth/change-password', { body, token });

  it('lets any signed-in user change their own password', async () => {
    for (const role of ['customer', 'viewer', 'admin'] as const) {
      const user = await signedIn(server, role);
      const res = await change({ current_password: user.password, new_password: 'brand-new-password' }, user.token);
      expect(res.status, role).toBe(200);
      expect(await res.json()).toEqual({ message: 'Password changed successfully' });
      await expect(server.login(user.email, user.password)).rejects.toThrow(/401/);
      expect(await server.login(user.email, 'brand-new-password')).toEqual(expect.any(String));
    }
  });

  it('answers 400 "Current password is incorrect" and keeps the old password', async () => {
    const user = await signedIn(server, 'editor');
    const before = (await stored(user.id)).password_hash;
    const res = await change({ current_password: 'not-my-password', new_password: 'brand-new-password' }, user.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Current password is incorrect' });
    expect((await stored(user.id)).password_hash).toBe(before);
  });

  it.each([
    [{ current_password: 'x', new_password: 'short' }, 'at least 8'],
    [{ current_password: 'x' }, 'New password is required'],
    [{ new_password: 'long-enough' }, 'Current password is required'],
    [{ current_password: 'x', new_password: 123456789 }, 'must be text'],
    [{ current_password: 'x', new_password: 'long-enough', confirm_password: 'long-enough' }, 'confirm_password'],
  ])('answers 422 for %j', async (body, detail) => {
    const user = await signedIn(server, 'viewer');
    const before = (await stored(user.id)).password_hash;
    const res = await change(body, user.token);
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain(detail);
    expect((await stored(user.id)).password_hash).toBe(before);
  });

  it('answers 401 without a token', async () => {
    expect((await change({ current_password: 'x', new_password: 'long-enough' })).status).toBe(401);
  });
});

describe('user management over GraphQL', () => {
  const USER = 'id email fullName role isActive isAdmin createdAt lastLogin';

  it('lists with search, skip, limit and the total', async () => {
    const label = `gql-list-${Date.now()}`;
    for (const i of [0, 1, 2]) await addUser({ email: `${label}-${i}@test.example.com`, password: 'a-password' });
    const res = await server.graphql(`query($s: String, $skip: Int, $limit: Int) { users(search: $s, skip: $skip, limit: $limit) { total items { ${USER} } } }`, { s: label, skip: 1, limit: 1 }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.users.total).toBe(3);
    expect(res.data.users.items.map((u: Json) => u.email)).toEqual([`${label}-1@test.example.com`]);
  });

  it('creates (emailSent false with a password), updates and deletes', async () => {
    const address = email('gql');
    const created = await server.graphql(
      `mutation($input: CreateUserInput!) { createUser(input: $input) { emailSent user { ${USER} } } }`,
      { input: { email: address, fullName: 'Gql User', role: 'manager', password: 'a-password' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createUser).toMatchObject({ emailSent: false, user: { email: address, fullName: 'Gql User', role: 'manager', isActive: true, isAdmin: true } });
    const id = created.data.createUser.user.id;

    const updated = await server.graphql(`mutation($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER} } }`, { id, input: { role: 'editor', isActive: false } }, admin);
    expect(updated.data.updateUser).toMatchObject({ id, role: 'editor', isActive: false, fullName: 'Gql User' });
    const cleared = await server.graphql(`mutation($id: Int!) { updateUser(id: $id, input: { fullName: null }) { fullName role } }`, { id }, admin);
    expect(cleared.data.updateUser).toEqual({ fullName: null, role: 'editor' });

    const deleted = await server.graphql('mutation($id: Int!) { deleteUser(id: $id) }', { id }, admin);
    expect(deleted).toEqual({ data: { deleteUser: true } });
    expect(await stored(id)).toBeUndefined();
  });

  it('answers with the codes of the REST statuses', async () => {
    const duplicate = await server.graphql('mutation { createUser(input: { email: "admin@test.example.com" }) { emailSent } }', {}, admin);
    expect(duplicate.errors?.[0]).toMatchObject({ message: 'Email already registered', extensions: { code: 'CONFLICT', field: 'email' } });
    const self = await server.graphql('mutation($id: Int!) { deleteUser(id: $id) }', { id: adminId }, admin);
    expect(self.errors?.[0]).toMatchObject({ message: 'You cannot delete your own account', extensions: { code: 'BAD_REQUEST' } });
    const missing = await server.graphql('mutation { updateUser(id: 999999, input: { role: "viewer" }) { id } }', {}, admin);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const invalid = await server.graphql('mutation { updateUser(id: 1, input: { role: "owner" }) { id } }', {}, admin);
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'role' });
    const wrongType = await server.graphql('mutation { updateUser(id: "x", input: {}) { id } }', {}, admin);
    expect(wrongType.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('changes the own password, with BAD_REQUEST for a wrong current one', async () => {
    const user = await signedIn(server, 'viewer');
    const CHANGE = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
    const wrong = await server.graphql(CHANGE, { c: 'wrong', n: 'another-password' }, user.token);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Current password is incorrect', extensions: { code: 'BAD_REQUEST' } });
    const short = await server.graphql(CHANGE, { c: user.password, n: 'short' }, user.token);
    expect(short.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'new_password' });
    expect(await server.graphql(CHANGE, { c: user.password, n: 'another-password' }, user.token)).toEqual({ data: { changePassword: true } });
    expect(await server.login(user.email, 'another-password')).toEqual(expect.any(String));
  });
});
