import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './fixtures.mjs';

/** Test data goes in through the API, never through the UI. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
  return (await res.json()).access_token;
}

export interface TruckBody {
  title: string;
  make: string;
  model: string;
  bodytype: string;
  uniquestockid: string;
  description: string;
  [field: string]: unknown;
}

export async function createTruck(request: APIRequestContext, token: string, body: TruckBody) {
  const res = await request.post('/api/trucks', { data: body, headers: { authorization: `Bearer ${token}` } });
  if (res.status() !== 201) throw new Error(`create truck failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as TruckBody & { id: number };
}
