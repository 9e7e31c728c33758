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

export interface UserBody {
  email: string;
  role?: 'admin' | 'manager' | 'editor' | 'viewer' | 'customer';
  password?: string;
  full_name?: string;
}

/** A user made by an administrator (POST /api/auth/users); with a password, so nothing is mailed. */
export async function createUser(request: APIRequestContext, token: string, body: UserBody) {
  const res = await request.post('/api/auth/users', { data: body, headers: { authorization: `Bearer ${token}` } });
  if (res.status() !== 201) throw new Error(`create user failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: number; email: string; role: string; email_sent: boolean };
}

export async function deleteUser(request: APIRequestContext, token: string, id: number) {
  const res = await request.delete(`/api/auth/users/${id}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status() !== 204) throw new Error(`delete user failed: ${res.status()} ${await res.text()}`);
}

/** A distinct address per call, so reruns against the same database never collide. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.example.com`;
}
