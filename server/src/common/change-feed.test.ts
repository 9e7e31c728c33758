import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({ JWT_SECRET: 'shared-secret-for-both-instances-0123456789' });
  second = await startTestServer({ DATABASE_URL: first.databaseUrl, JWT_SECRET: 'shared-secret-for-both-instances-0123456789' });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const truck = {
  title: 'Two-instance test truck',
  make: 'Scania',
  model: 'R 450',
  bodytype: 'Tractor Unit',
  uniquestockid: 'FEED-1',
  description: 'Written through one instance, read through the other.',
  price: 30000,
};

it('a write on one instance is visible at once on another that had the list cached', async () => {
  const before = await (await second.request('/api/trucks')).json();
  expect(before).toEqual([]);

  const token = await first.login();
  const created = await first.request('/api/trucks', { body: truck, token });
  expect(created.status).toBe(201);
  const { id } = await created.json();

  await expect.poll(async () => (await (await second.request('/api/trucks')).json()).length, { timeout: 5_000 }).toBe(1);
  const cachedDetail = await (await second.request(`/api/trucks/${id}`)).json();
  expect(cachedDetail.price).toBe(30000);

  const updated = await first.request(`/api/trucks/${id}`, { method: 'PUT', body: { ...truck, price: 31000 }, token });
  expect(updated.status).toBe(200);
  await expect.poll(async () => (await (await second.request(`/api/trucks/${id}`)).json()).price, { timeout: 5_000 }).toBe(31000);
});
