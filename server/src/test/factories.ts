import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Role } from '@dealer/schema';
import { hashPassword } from '../common/password.js';
import type { TestServer } from './harness.js';

/** Runs one statement on the test server's own database, outside the API. */
export async function sql<R extends pg.QueryResultRow = Record<string, unknown>>(
  server: Pick<TestServer, 'databaseUrl'>,
  text: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}

let sequence = 0;
/** Unique per test process: a random run prefix and a counter. */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${RUN}-${sequence}`;
}
const RUN = randomBytes(3).toString('hex').toUpperCase();

export interface UserOptions {
  role?: Role;
  email?: string;
  password?: string;
  fullName?: string | null;
  isActive?: boolean;
}

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
  role: Role;
}

/** Inserts a user straight into the database: quicker than the API, and free of what the API allows. */
export async function createUser(server: Pick<TestServer, 'databaseUrl'>, options: UserOptions = {}): Promise<CreatedUser> {
  const role = options.role ?? 'customer';
  const email = options.email ?? `${role}-${uniqueSuffix().toLowerCase()}@test.example.com`;
  const password = options.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const [row] = await sql<{ id: number }>(
    server,
    `INSERT INTO users (email, full_name, role, is_active, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [email, options.fullName === undefined ? `Test ${role}` : options.fullName, role, options.isActive ?? true, await hashPassword(password)],
  );
  return { id: row.id, email, password, role };
}

/** A user of the role, signed in through the API; returns the bearer token too. */
export async function signedIn(server: TestServer, role: Role, options: Omit<UserOptions, 'role'> = {}) {
  const user = await createUser(server, { ...options, role });
  return { ...user, token: await server.login(user.email, user.password) };
}

/** The REST body of a truck (snake_case, as POST /api/trucks takes it); every field can be overridden. */
export function truckBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const stock = `STK-${uniqueSuffix()}`;
  return {
    title: `Scania R450 ${stock}`,
    description: 'A well-kept truck with full service history.',
    make: 'Scania',
    model: 'R450',
    bodytype: 'Tractor Unit',
    uniquestockid: stock,
    year: 2019,
    mileage: 250_000,
    price: 45_000,
    cabtype: 'Sleeper Cab',
    axle: '4x2',
    power: '450 hp',
    weight: 18,
    emissions: 'Euro-6',
    images: ['/media/demo/truck-1.jpg'],
    videos: [],
    featured: false,
    available_for_hire: false,
    hire_status: 'available',
    hire_daily_rate: null,
    hire_weekly_rate: null,
    hire_monthly_rate: null,
    ...overrides,
  };
}

/** The same truck in GraphQL's camelCase TruckInput. */
export function truckInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(truckBody())) out[key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  return { ...out, ...overrides };
}

/** Creates a truck through the REST API and returns what the server answered. */
export async function createTruck(server: TestServer, token: string, overrides: Record<string, unknown> = {}) {
  const res = await server.request('/api/trucks', { body: truckBody(overrides), token });
  if (res.status !== 201) throw new Error(`creating a truck failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, any>;
}

/** The REST body of a part (admin names, as POST /api/parts takes it); every field can be overridden. */
export function partBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'DC13 Cylinder Head',
    part_number: `PT-${uniqueSuffix()}`,
    category: 'Engine',
    condition: 'Reconditioned',
    compatibility: 'Scania R series DC13',
    description: 'Skimmed and pressure tested.',
    price: '£1,250',
    availability: 'In Stock',
    warranty: '6 months',
    images: ['/media/demo/part-engine.svg'],
    featured: false,
    ...overrides,
  };
}

/** Creates a part through the REST API and returns what the server answered. */
export async function createPart(server: TestServer, token: string, overrides: Record<string, unknown> = {}) {
  const res = await server.request('/api/parts', { body: partBody(overrides), token });
  if (res.status !== 201) throw new Error(`creating a part failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, any>;
}

/** The REST body of a blog post; every field can be overridden. */
export function blogBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `News ${uniqueSuffix()}`,
    content: '<h2>Fresh stock</h2><p>Three Scania R 450 tractor units arrived this week.</p>',
    tags: ['News'],
    ...overrides,
  };
}

/** Creates a blog post through the REST API and returns what the server answered. */
export async function createBlogPost(server: TestServer, token: string, overrides: Record<string, unknown> = {}) {
  const res = await server.request('/api/blog', { body: blogBody(overrides), token });
  if (res.status !== 201) throw new Error(`creating a blog post failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, any>;
}
