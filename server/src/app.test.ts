import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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
