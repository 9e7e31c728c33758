import type { APIRequestContext, Page, Request } from '@playwright/test';
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

/** The number of matches a REST list reports in X-Total-Count (trucks, parts, blog posts). */
export async function totalOf(request: APIRequestContext, path: string): Promise<number> {
  const res = await request.get(path);
  if (!res.ok()) throw new Error(`GET ${path} failed: ${res.status()}`);
  const total = Number(res.headers()['x-total-count']);
  if (!Number.isInteger(total)) throw new Error(`GET ${path} sent no X-Total-Count`);
  return total;
}

export interface SiteContact {
  company_name: string;
  office_phone: string;
  mobile_phone: string;
  email: string;
  address: string;
}

/** The contact details the pages show ({phone}, {email}), as the site content API gives them. */
export async function siteContact(request: APIRequestContext): Promise<SiteContact> {
  const res = await request.get('/api/content/contact');
  if (!res.ok()) throw new Error(`GET /api/content/contact failed: ${res.status()}`);
  return (await res.json()).content as SiteContact;
}

/** The GraphQL operation a browser request carries: urql POSTs mutations and GETs most queries. */
export function operationName(request: Request): string | null {
  if (!new URL(request.url()).pathname.endsWith('/graphql')) return null;
  if (request.method() === 'POST') {
    try {
      return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? null;
    } catch {
      return null;
    }
  }
  return new URL(request.url()).searchParams.get('operationName');
}

/**
 * Pages arrive with the answers they were prerendered from, so the app's first render asks the API
 * nothing. To see what a visitor sees when the API fails or is slow, pages loaded from here on come
 * without those answers and the app asks the API itself, as it does on every later page.
 */
export async function withoutPrerenderedAnswers(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script id="prerendered-data"[^>]*>[\s\S]*?<\/script>/, '');
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, body: html });
  });
}

/**
 * Makes one GraphQL operation fail as if the API were down (the connection is refused), leaving every
 * other request alone: the browser's view of "stopping the API" for that request.
 */
export async function failOperation(page: Page, name: string): Promise<void> {
  await withoutPrerenderedAnswers(page);
  await page.route('**/graphql*', (route) =>
    operationName(route.request()) === name ? route.abort('connectionrefused') : route.fallback(),
  );
}

/** Holds one GraphQL operation back for `ms`, so the in-between state ('Sending...', 'Loading...') can be seen. */
export async function delayOperation(page: Page, name: string, ms: number): Promise<void> {
  await withoutPrerenderedAnswers(page);
  await page.route('**/graphql*', async (route) => {
    if (operationName(route.request()) === name) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/** Every request of one GraphQL operation the page sends, to check that one was (or was not) sent. */
export function recordOperation(page: Page, name: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (operationName(request) === name) sent.push(request);
  });
  return sent;
}
