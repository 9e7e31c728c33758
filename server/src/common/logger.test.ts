import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { createLogger, loggableUrl } from './logger.js';

function captured(level = 'trace') {
  let output = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      output += chunk.toString();
      callback();
    },
  });
  return { logger: createLogger(level, stream), output: () => output };
}

const SECRET = 'Sup3r-Secret-Value';

describe('createLogger', () => {
  it('redacts passwords and tokens in request bodies, GraphQL variables and inputs', () => {
    const log = captured();
    log.logger.info({ req: { body: { email: 'a@b.co', password: SECRET } } }, 'rest');
    log.logger.info({ req: { body: { current_password: SECRET, new_password: SECRET } } }, 'change');
    log.logger.info({ req: { body: { variables: { password: SECRET, input: { password: SECRET } } } } }, 'graphql');
    log.logger.info({ variables: { currentPassword: SECRET, newPassword: SECRET, input: { password: SECRET } } }, 'variables');
    log.logger.info({ user: { passwordHash: SECRET, accessToken: SECRET } }, 'user');
    log.logger.info({ password: SECRET }, 'top level');
    expect(log.output()).not.toContain(SECRET);
    expect(log.output().match(/\[redacted\]/g)?.length).toBe(11);
    expect(log.output()).toContain('a@b.co');
  });

  it('takes secrets out of logged URLs', () => {
    expect(loggableUrl('/graphql?query=mutation&variables=%7B%22password%22%3A%22x%22%7D')).toBe('/graphql?query=mutation&variables=%5Bredacted%5D');
    expect(loggableUrl('/api/trucks?make=Scania')).toBe('/api/trucks?make=Scania');
    expect(loggableUrl('/healthz')).toBe('/healthz');
  });
});

describe('the request log', () => {
  const log = captured('trace');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'trace' }, { logger: log.logger });
  });
  afterAll(() => server?.close());

  it('never shows a password sent to sign in, register or change a password', async () => {
    const user = await signedIn(server, 'viewer', { password: `${SECRET}-1` });
    await server.request('/api/auth/login', { body: { email: user.email, password: `${SECRET}-2` } });
    await server.request('/api/auth/login', { body: { email: user.email, password: `${SECRET}-3`, extra: 1 } });
    await server.request('/api/auth/login', { body: `{"email":"${user.email}","password":"${SECRET}-4"` });
    await server.graphql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }', { e: user.email, p: `${SECRET}-5` });
    const variables = encodeURIComponent(JSON.stringify({ e: user.email, p: `${SECRET}-6` }));
    await server.request(`/graphql?query=${encodeURIComponent('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }')}&variables=${variables}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    await server.request('/api/auth/register', { body: { email: `log-${Date.now()}@test.example.com`, password: `${SECRET}-7` } });
    await server.request('/api/auth/change-password', { token: user.token, body: { current_password: `${SECRET}-1`, new_password: `${SECRET}-8` } });
    const output = log.output();
    expect(output).toContain('/api/auth/login');
    expect(output).toContain('/api/auth/change-password');
    expect(output).not.toContain(SECRET);
    expect(output).not.toContain(user.token);
  });
});
