import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, signedIn, sql, truckBody, truckInput } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const JWT_SECRET = randomBytes(32).toString('hex');

let server: TestServer;
let admin: string;
let editor: string;
let manager: string;
let viewer: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET });
  admin = await server.login();
  [editor, manager, viewer, customer] = (
    await Promise.all((['editor', 'manager', 'viewer', 'customer'] as const).map((role) => signedIn(server, role)))
  ).map((u) => u.token);
});
afterAll(() => server?.close());

type Json = Record<string, any>;

async function list(query = '') {
  const res = await server.request(`/api/trucks${query ? `?${query}` : ''}`);
  const body = await res.json();
  return { res, body, total: Number(res.headers.get('x-total-count')) };
}

async function storedCount(): Promise<number> {
  const [row] = await sql<{ n: string }>(server, 'SELECT count(*) AS n FROM trucks');
  return Number(row.n);
}

const TRUCK_FIELDS = `id title make model year price mileage bodytype featured uniquestockid availableForHire hireStatus
  hireDailyRate images videos createdAt updatedAt`;

// Runs first, while the database holds only these six trucks; later blocks add their own.
describe('listing trucks', () => {
  const labels = new Map<number, string>();
  const stock: Record<string, string> = {};
  const names = (items: Json[]) => items.map((t) => labels.get(t.id) ?? `other:${t.id}`);
  const sorted = (items: Json[]) => names(items).sort();
  const names$ = async (query: string) => {
    const { res, body } = await list(query);
    expect(res.status, JSON.stringify(body)).toBe(200);
    return sorted(body);
  };

  beforeAll(async () => {
    // Created in this order, so "newest first" is F, E, D, C, B, A.
    const fixtures: [string, Json][] = [
      ['A', { make: 'Scania', model: 'R450', bodytype: 'Tractor Unit', year: 2019, price: 45_000, mileage: 250_000, featured: true }],
      ['B', { make: 'Volvo', model: 'FH16', bodytype: 'Tractor Unit', year: 2020, price: 60_000, mileage: 100_000, available_for_hire: true, hire_daily_rate: 150 }],
      ['C', { make: 'DAF', model: 'CF 450', bodytype: 'Tipper', year: 2018, price: null, mileage: null, featured: true }],
      ['D', { make: 'Scania', model: 'P280', bodytype: 'Rigid', year: 2021, price: 25_000, mileage: 50_000, available_for_hire: true, hire_status: 'hired' }],
      ['E', { make: 'MAN', model: 'TGX', bodytype: 'Curtainside', year: 2017, price: 30_000, mileage: 400_000, available_for_hire: true, hire_status: 'maintenance' }],
      ['F', { make: 'Scania', model: 'R500', bodytype: 'Chassis Cab', year: 2022, price: 90_000, mileage: 10_000 }],
    ];
    for (const [label, fields] of fixtures) {
      const title = label === 'E' ? 'MAN TGX 100% genuine' : label === 'F' ? 'Scania R500 low_km' : `${fields.make} ${fields.model} truck`;
      const truck = await createTruck(server, admin, { ...fields, title });
      labels.set(truck.id, label);
      stock[label] = truck.uniquestockid;
    }
  });

  it('returns every truck newest first by default, with the total in X-Total-Count', async () => {
    const { res, body, total } = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(names(body)).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
    expect(total).toBe(6);
    expect(body[0]).toHaveProperty('available_for_hire');
    expect(body[0]).not.toHaveProperty('availableForHire');
  });

  it('filters by make, exact and in any case', async () => {
    expect(await names$('make=scania')).toEqual(['A', 'D', 'F']);
    expect(await names$('make=SCANIA')).toEqual(['A', 'D', 'F']);
    expect(await names$('make=Scan')).toEqual([]);
  });

  it('filters by model containing the text', async () => {
    expect(await names$('model=fh')).toEqual(['B']);
    expect(await names$('model=R4')).toEqual(['A']);
    expect(await names$('model=r')).toEqual(['A', 'F']);
  });

  it('filters by year', async () => {
    expect(await names$('year=2019')).toEqual(['A']);
    expect(await names$('year=2000')).toEqual([]);
  });

  it('filters by body type containment, plural needles matching the singular', async () => {
    expect(await names$('bodytype=tractor')).toEqual(['A', 'B']);
    expect(await names$('bodytype=Tippers')).toEqual(['C']);
    expect(await names$('bodytype=CAB')).toEqual(['F']);
    expect(await names$('bodytype=Curtainside')).toEqual(['E']);
  });

  it('filters by featured', async () => {
    expect(await names$('featured=true')).toEqual(['A', 'C']);
    expect(await names$('featured=false')).toEqual(['B', 'D', 'E', 'F']);
  });

  it('filters by availability for hire and by hire status', async () => {
    expect(await names$('available_for_hire=true')).toEqual(['B', 'D', 'E']);
    expect(await names$('available_for_hire=false')).toEqual(['A', 'C', 'F']);
    expect(await names$('hire_status=hired')).toEqual(['D']);
    expect(await names$('hire_status=maintenance')).toEqual(['E']);
  });

  it("filters For Sale by the public rule: not for hire, or priced; a hire truck on POA is not for sale", async () => {
    expect(await names$('for_sale=true')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const poaHire = await createTruck(server, admin, { title: 'Hire only', make: 'Iveco', price: null, available_for_hire: true });
    labels.set(poaHire.id, 'G');
    try {
      expect(await names$('for_sale=true')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
      expect(await names$('for_sale=false')).toEqual(['G']);
      expect(await names$('for_sale=true&available_for_hire=true')).toEqual(['B', 'D', 'E']);
      expect(await server.graphql(`{ trucks(filter: { forSale: false }) { total items { id } } }`)).toEqual({ data: { trucks: { total: 1, items: [{ id: poaHire.id }] } } });
    } finally {
      expect((await server.request(`/api/trucks/${poaHire.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    }
  });

  it('filters by price, a missing price (POA) counting as 0', async () => {
    expect(await names$('price_max=10000')).toEqual(['C']);
    expect(await names$('price_min=30000&price_max=60000')).toEqual(['A', 'B', 'E']);
    expect(await names$('price_min=60001')).toEqual(['F']);
    expect(await names$('price_min=1')).not.toContain('C');
    expect(await names$('price_max=99999999999')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('filters by mileage, a missing mileage counting as 0', async () => {
    expect(await names$('mileage_max=50000')).toEqual(['C', 'D', 'F']);
    expect(await names$('mileage_min=300000')).toEqual(['E']);
    expect(await names$('mileage_min=50000&mileage_max=250000')).toEqual(['A', 'B', 'D']);
  });

  it('combines filters with AND', async () => {
    expect(await names$('make=scania&price_max=50000')).toEqual(['A', 'D']);
    expect(await names$('available_for_hire=true&hire_status=available')).toEqual(['B']);
    expect(await names$('bodytype=tractor&featured=true')).toEqual(['A']);
    expect(await names$('make=scania&year=2022&mileage_max=20000&featured=false')).toEqual(['F']);
    expect(await names$('make=volvo&featured=true')).toEqual([]);
  });

  it('searches title, make, model and stock ID', async () => {
    expect(await names$('search=volvo')).toEqual(['B']);
    expect(await names$('search=p280')).toEqual(['D']);
    expect(await names$('search=genuine')).toEqual(['E']);
    expect(await names$(`search=${encodeURIComponent(stock.C.toLowerCase())}`)).toEqual(['C']);
  });

  it('treats % and _ in the search text literally', async () => {
    expect(await names$(`search=${encodeURIComponent('%')}`)).toEqual(['E']);
    expect(await names$(`search=${encodeURIComponent('100%')}`)).toEqual(['E']);
    expect(await names$('search=_')).toEqual(['F']);
    expect(await names$('search=low_km')).toEqual(['F']);
    expect(await names$(`search=${encodeURIComponent('R_00')}`)).toEqual([]);
  });

  it('sorts by price, mileage and newest', async () => {
    const order = async (sort: string) => names((await list(`sort=${sort}`)).body);
    expect(await order('price_asc')).toEqual(['C', 'D', 'E', 'A', 'B', 'F']);
    expect(await order('price_desc')).toEqual(['F', 'B', 'A', 'E', 'D', 'C']);
    expect(await order('mileage_asc')).toEqual(['C', 'F', 'D', 'B', 'A', 'E']);
    expect(await order('mileage_desc')).toEqual(['E', 'A', 'B', 'D', 'F', 'C']);
    expect(await order('newest')).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
  });

  it('sorts by oldest, model year and title for the back office', async () => {
    const order = async (sort: string) => {
      const { res, body } = await list(`sort=${sort}`);
      expect(res.status, JSON.stringify(body)).toBe(200);
      return names(body);
    };
    expect(await order('oldest')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(await order('year_desc')).toEqual(['F', 'D', 'B', 'A', 'C', 'E']);
    expect(await order('year_asc')).toEqual(['E', 'C', 'A', 'B', 'D', 'F']);
    // Any case: "DAF CF 450 truck", "MAN TGX 100% genuine", "Scania P280 truck", "Scania R450 truck", ...
    expect(await order('title_asc')).toEqual(['C', 'E', 'D', 'A', 'F', 'B']);
    expect(await order('title_desc')).toEqual(['B', 'F', 'A', 'D', 'E', 'C']);
  });

  it('searches and sorts together, paging through the matches', async () => {
    const page1 = await list('search=scania&sort=year_asc&limit=2');
    expect(names(page1.body)).toEqual(['A', 'D']);
    expect(page1.total).toBe(3);
    const page2 = await list('search=scania&sort=year_asc&skip=2&limit=2');
    expect(names(page2.body)).toEqual(['F']);
    expect(page2.total).toBe(3);
  });

  it('pages with skip and limit, X-Total-Count counting every match', async () => {
    let page = await list('limit=2');
    expect(names(page.body)).toEqual(['F', 'E']);
    expect(page.total).toBe(6);
    page = await list('skip=2&limit=2');
    expect(names(page.body)).toEqual(['D', 'C']);
    expect(page.total).toBe(6);
    page = await list('skip=4&limit=100&sort=price_asc');
    expect(names(page.body)).toEqual(['B', 'F']);
    page = await list('skip=10');
    expect(page.body).toEqual([]);
    expect(page.total).toBe(6);
    page = await list('make=scania&limit=1');
    expect(page.body).toHaveLength(1);
    expect(page.total).toBe(3);
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['skip=-1', 'skip'],
    ['year=abc', 'year'],
    ['featured=maybe', 'featured'],
    ['available_for_hire=perhaps', 'available_for_hire'],
    ['price_min=cheap', 'price_min'],
    ['price_max=-5', 'priceMax'],
    ['hire_status=sold', 'hire_status'],
    ['sort=cheapest', 'sort'],
    ['make=a&make=b', 'make'],
  ])('rejects %s with 422 and a detail naming the parameter', async (query, name) => {
    const { res, body } = await list(query);
    expect(res.status).toBe(422);
    expect(typeof body.detail).toBe('string');
    expect(body.detail).toContain(name);
  });

  describe('through GraphQL', () => {
    const query = `query TruckList($filter: TruckFilter, $sort: TruckSort, $skip: Int, $limit: Int) {
      trucks(filter: $filter, sort: $sort, skip: $skip, limit: $limit) { total items { ${TRUCK_FIELDS} } }
    }`;
    const run = async (variables: Json) => {
      const res = await server.graphql(query, variables);
      expect(res.errors).toBeUndefined();
      return { total: res.data.trucks.total as number, names: names(res.data.trucks.items) };
    };

    it('lists newest first with the total and camelCase fields', async () => {
      const res = await server.graphql(query, {});
      expect(res.errors).toBeUndefined();
      expect(res.data.trucks.total).toBe(6);
      expect(names(res.data.trucks.items)).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
      const b = res.data.trucks.items.find((t: Json) => labels.get(t.id) === 'B');
      expect(b).toMatchObject({ make: 'Volvo', availableForHire: true, hireStatus: 'available', hireDailyRate: 150, price: 60000 });
      expect(b.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    });

    it('applies the same filters as REST', async () => {
      expect((await run({ filter: { make: 'SCANIA' } })).names.sort()).toEqual(['A', 'D', 'F']);
      expect((await run({ filter: { bodytype: 'Tippers' } })).names).toEqual(['C']);
      expect((await run({ filter: { priceMax: 10000 } })).names).toEqual(['C']);
      expect((await run({ filter: { availableForHire: true, hireStatus: 'hired' } })).names).toEqual(['D']);
      expect((await run({ filter: { search: '%' } })).names).toEqual(['E']);
      expect((await run({ filter: { model: 'r', year: 2022, featured: false, mileageMax: 10000 } })).names).toEqual(['F']);
    });

    it('sorts and pages', async () => {
      expect(await run({ sort: 'PRICE_ASC', limit: 3 })).toEqual({ total: 6, names: ['C', 'D', 'E'] });
      expect(await run({ sort: 'MILEAGE_DESC', skip: 4, limit: 10 })).toEqual({ total: 6, names: ['F', 'C'] });
      expect(await run({ sort: 'OLDEST', limit: 2 })).toEqual({ total: 6, names: ['A', 'B'] });
      expect(await run({ sort: 'YEAR_DESC', limit: 2 })).toEqual({ total: 6, names: ['F', 'D'] });
      expect(await run({ sort: 'TITLE_ASC', limit: 2 })).toEqual({ total: 6, names: ['C', 'E'] });
    });

    it('searches by stock ID in any case, with the admin sorts', async () => {
      expect(await run({ filter: { search: stock.D.toLowerCase() }, sort: 'TITLE_DESC' })).toEqual({ total: 1, names: ['D'] });
      expect(await run({ filter: { search: 'scania' }, sort: 'YEAR_ASC' })).toEqual({ total: 3, names: ['A', 'D', 'F'] });
    });

    it('rejects a limit above 100 with BAD_USER_INPUT', async () => {
      const res = await server.graphql(query, { limit: 101 });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('reads one truck by id, and NOT_FOUND for an unknown id', async () => {
      const id = [...labels].find(([, l]) => l === 'D')![0];
      const one = await server.graphql(`query($id: Int!) { truck(id: $id) { ${TRUCK_FIELDS} } }`, { id });
      expect(one.errors).toBeUndefined();
      expect(one.data.truck).toMatchObject({ id, make: 'Scania', model: 'P280', hireStatus: 'hired', uniquestockid: stock.D });
      const missing = await server.graphql(`query { truck(id: 999999) { id } }`);
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(missing.errors?.[0].message).toBe('Truck not found');
    });

    it('offers facets: makes ascending, years newest first, body types ascending', async () => {
      const res = await server.graphql(`query { truckFacets { makes years bodytypes } }`);
      expect(res.errors).toBeUndefined();
      expect(res.data.truckFacets).toEqual({
        makes: ['DAF', 'MAN', 'Scania', 'Volvo'],
        years: [2022, 2021, 2020, 2019, 2018, 2017],
        bodytypes: ['Chassis Cab', 'Curtainside', 'Rigid', 'Tipper', 'Tractor Unit'],
      });
      const rest = await server.request('/api/trucks/facets');
      expect(rest.status).toBe(200);
      expect(await rest.json()).toEqual(res.data.truckFacets);
    });
  });
});

describe('creating, reading, replacing and deleting over REST', () => {
  it('creates a truck: 201 with the snake_case record', async () => {
    const body = truckBody({ available_for_hire: true, hire_status: 'hired', hire_daily_rate: 120, hire_weekly_rate: 700, featured: true });
    const res = await server.request('/api/trucks', { body, token: editor });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      title: body.title,
      make: 'Scania',
      model: 'R450',
      bodytype: 'Tractor Unit',
      uniquestockid: body.uniquestockid,
      price: 45000,
      mileage: 250000,
      year: 2019,
      weight: 18,
      featured: true,
      available_for_hire: true,
      hire_status: 'hired',
      hire_daily_rate: 120,
      hire_weekly_rate: 700,
      hire_monthly_rate: null,
      images: ['/media/demo/truck-1.jpg'],
      videos: [],
    });
    expect(Number.isInteger(created.id)).toBe(true);
    expect(Date.parse(created.created_at)).not.toBeNaN();
    expect(Date.parse(created.updated_at)).not.toBeNaN();

    const got = await server.request(`/api/trucks/${created.id}`);
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual(created);
  });

  it('fills defaults for optional fields and trims text', async () => {
    const { uniquestockid } = truckBody();
    const res = await server.request('/api/trucks', {
      token: editor,
      body: { title: '  Bare truck  ', description: 'x', make: 'Iveco', model: 'Stralis', bodytype: 'Rigid', uniquestockid },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      title: 'Bare truck',
      price: null,
      year: null,
      mileage: null,
      images: [],
      videos: [],
      featured: false,
      available_for_hire: false,
      hire_status: 'available',
    });
  });

  it('replaces every field on PUT, optional ones left out becoming empty', async () => {
    const created = await createTruck(server, editor, { featured: true, available_for_hire: true, hire_daily_rate: 99 });
    const { uniquestockid } = created;
    const res = await server.request(`/api/trucks/${created.id}`, {
      method: 'PUT',
      token: editor,
      body: { title: 'Replaced', description: 'New text', make: 'DAF', model: 'XF', bodytype: 'Tipper', uniquestockid },
    });
    expect(res.status).toBe(200);
    const replaced = await res.json();
    expect(replaced).toMatchObject({
      id: created.id,
      title: 'Replaced',
      make: 'DAF',
      model: 'XF',
      bodytype: 'Tipper',
      price: null,
      mileage: null,
      images: [],
      featured: false,
      available_for_hire: false,
      hire_daily_rate: null,
      created_at: created.created_at,
    });
    expect(Date.parse(replaced.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect(await (await server.request(`/api/trucks/${created.id}`)).json()).toEqual(replaced);
  });

  it('accepts a truck read back from GET as the body of a PUT, ignoring its read-only fields', async () => {
    const created = await createTruck(server, editor, { price: 20_000 });
    const res = await server.request(`/api/trucks/${created.id}`, {
      method: 'PUT',
      token: editor,
      body: { ...created, id: 999_999, created_at: '2000-01-01T00:00:00.000Z', price: 21_000 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: created.id, price: 21_000, created_at: created.created_at });
  });

  it('lets a truck keep its own stock ID in another case on PUT', async () => {
    const created = await createTruck(server, editor);
    const res = await server.request(`/api/trucks/${created.id}`, {
      method: 'PUT',
      token: editor,
      body: truckBody({ uniquestockid: created.uniquestockid.toLowerCase() }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).uniquestockid).toBe(created.uniquestockid.toLowerCase());
  });

  it('deletes: 204, then 404 for the detail and gone from the list', async () => {
    const created = await createTruck(server, editor);
    expect((await server.request(`/api/trucks/${created.id}`)).status).toBe(200);
    const del = await server.request(`/api/trucks/${created.id}`, { method: 'DELETE', token: editor });
    expect(del.status).toBe(204);
    expect(await del.text()).toBe('');
    const after = await server.request(`/api/trucks/${created.id}`);
    expect(after.status).toBe(404);
    expect(await after.json()).toEqual({ detail: 'Truck not found' });
    expect((await list(`search=${created.uniquestockid}`)).body).toEqual([]);
    const again = await server.request(`/api/trucks/${created.id}`, { method: 'DELETE', token: editor });
    expect(again.status).toBe(404);
  });

  it('answers 404 {"detail":"Truck not found"} for an unknown id on GET, PUT and DELETE', async () => {
    for (const [method, body] of [['GET', undefined], ['PUT', truckBody()], ['DELETE', undefined]] as const) {
      const res = await server.request('/api/trucks/987654', { method, body, token: editor });
      expect(res.status, method).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Truck not found' });
    }
  });

  it('answers 422 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await server.request(`/api/trucks/${id}`);
      expect(res.status, id).toBe(422);
      expect((await res.json()).detail).toMatch(/id/);
    }
    const put = await server.request('/api/trucks/abc', { method: 'PUT', body: truckBody(), token: editor });
    expect(put.status).toBe(422);
    const del = await server.request('/api/trucks/abc', { method: 'DELETE', token: editor });
    expect(del.status).toBe(422);
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await server.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('detail');
  });
});

describe('validation', () => {
  async function rejected(body: unknown, status = 422) {
    const before = await storedCount();
    const res = await server.request('/api/trucks', { body, token: editor });
    const answer = await res.json();
    expect(res.status, JSON.stringify(answer)).toBe(status);
    expect(typeof answer.detail).toBe('string');
    expect(await storedCount()).toBe(before);
    return answer.detail as string;
  }

  it('names the missing required field', async () => {
    const { title: _title, ...body } = truckBody();
    expect(await rejected(body)).toMatch(/title/i);
    expect(await rejected(truckBody({ title: '   ' }))).toMatch(/title/i);
    const { uniquestockid: _id, ...noStock } = truckBody();
    expect(await rejected(noStock)).toMatch(/uniquestockid/);
  });

  it.each([
    ['price', 'abc'],
    ['price', -1],
    ['price', 12.5],
    ['year', 1980],
    ['year', 'soon'],
    ['mileage', -10],
    ['hire_status', 'sold'],
    ['cabtype', 'Penthouse'],
    ['emissions', 'Euro-1'],
    ['featured', 'maybe'],
    ['weight', 500],
    ['images', ['javascript:alert(1)']],
    ['uniquestockid', 'has spaces'],
    ['title', 'x'.repeat(201)],
  ])('rejects %s = %j with 422 naming the field', async (field, value) => {
    expect(await rejected(truckBody({ [field]: value }))).toContain(field);
  });

  it.each([
    ['title', ['Scania']],
    ['title', 450],
    ['make', { name: 'Scania' }],
    ['axle', true],
    ['images', [['/media/a.jpg']]],
    ['images', [42]],
  ])('rejects %s of the wrong JSON type (%j) with 422, not a server error', async (field, value) => {
    expect(await rejected(truckBody({ [field]: value }))).toContain(field);
  });

  it('rejects a year more than one year ahead', async () => {
    expect(await rejected(truckBody({ year: new Date().getFullYear() + 2 }))).toContain('year');
  });

  it('rejects an unknown field', async () => {
    expect(await rejected(truckBody({ colour: 'red' }))).toMatch(/Unknown field.*colour/);
  });

  it('rejects numbers too large for the database with 422, not a server error', async () => {
    expect(await rejected(truckBody({ price: 1e12 }))).toContain('price');
    expect(await rejected(truckBody({ mileage: 3_000_000_000 }))).toContain('mileage');
    expect(await rejected(truckBody({ hire_daily_rate: 2 ** 40 }))).toContain('hire_daily_rate');
  });

  it('rejects text holding the NUL character with 422, in bodies and in filters', async () => {
    expect(await rejected(truckBody({ title: 'Scania\u0000R450' }))).toContain('title');
    expect(await rejected(truckBody({ images: ['/media/a\u0000.jpg'] }))).toContain('images');
    for (const query of ['search=a%00b', 'make=%00', 'model=R%00', 'bodytype=%00']) {
      const { res, body } = await list(query);
      expect(res.status, query).toBe(422);
      expect(body.detail).toMatch(/NUL/);
    }
    const gql = await server.graphql(`query { trucks(filter: { search: "a\\u0000" }) { total } }`);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
  });

  it('answers 400 {"detail"} for malformed JSON', async () => {
    const before = await storedCount();
    const res = await server.request('/api/trucks', { body: '{"title": "Broken",', token: editor });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: expect.any(String) });
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    await rejected([truckBody()], 400);
    await rejected('"just a string"', 400);
    await rejected('null', 400);
    const res = await server.request('/api/trucks', { method: 'POST', token: editor, headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('detail');
  });

  it('rejects a duplicate stock ID, also in another case, with 409 and stores nothing', async () => {
    const first = await createTruck(server, editor);
    const before = (await list()).total;
    const count = await storedCount();
    for (const uniquestockid of [first.uniquestockid, first.uniquestockid.toLowerCase()]) {
      const res = await server.request('/api/trucks', { body: truckBody({ uniquestockid, title: 'Copy' }), token: editor });
      expect(res.status).toBe(409);
      expect((await res.json()).detail).toContain(uniquestockid);
    }
    expect((await list()).total).toBe(before);
    expect(await storedCount()).toBe(count);
    expect((await list('search=Copy')).body).toEqual([]);
  });

  it('rejects a PUT taking another truck\'s stock ID with 409 and leaves both unchanged', async () => {
    const a = await createTruck(server, editor);
    const b = await createTruck(server, editor);
    const res = await server.request(`/api/trucks/${b.id}`, {
      method: 'PUT',
      token: editor,
      body: truckBody({ uniquestockid: a.uniquestockid.toLowerCase(), title: 'Stolen' }),
    });
    expect(res.status).toBe(409);
    expect(await (await server.request(`/api/trucks/${b.id}`)).json()).toEqual(b);
    expect(await (await server.request(`/api/trucks/${a.id}`)).json()).toEqual(a);
  });

  it('rejects an invalid PUT with 422 and keeps the truck', async () => {
    const created = await createTruck(server, editor);
    const res = await server.request(`/api/trucks/${created.id}`, { method: 'PUT', token: editor, body: truckBody({ price: 'abc' }) });
    expect(res.status).toBe(422);
    expect(await (await server.request(`/api/trucks/${created.id}`)).json()).toEqual(created);
  });
});

describe('access', () => {
  let target: Json;
  beforeAll(async () => {
    target = await createTruck(server, admin);
  });

  const writes = () =>
    [
      ['POST', '/api/trucks', truckBody()],
      ['PUT', `/api/trucks/${target.id}`, truckBody({ title: 'Changed by an intruder' })],
      ['DELETE', `/api/trucks/${target.id}`, undefined],
    ] as const;

  async function expectUnchanged() {
    const res = await server.request(`/api/trucks/${target.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(target);
  }

  it('lets anyone read without a token', async () => {
    expect((await server.request('/api/trucks')).status).toBe(200);
    expect((await server.request(`/api/trucks/${target.id}`)).status).toBe(200);
  });

  it('answers 401 to anonymous writes', async () => {
    const count = await storedCount();
    for (const [method, path, body] of writes()) {
      const res = await server.request(path, { method, body });
      expect(res.status, method).toBe(401);
      expect(await res.json()).toHaveProperty('detail');
    }
    expect(await storedCount()).toBe(count);
    await expectUnchanged();
  });

  it.each(['customer', 'viewer'])('answers 403 to a %s', async (role) => {
    const token = role === 'customer' ? customer : viewer;
    const count = await storedCount();
    for (const [method, path, body] of writes()) {
      const res = await server.request(path, { method, body, token });
      expect(res.status, method).toBe(403);
      expect(await res.json()).toHaveProperty('detail');
    }
    expect(await storedCount()).toBe(count);
    await expectUnchanged();
  });

  it.each(['editor', 'manager', 'admin'])('lets a %s create, replace and delete', async (role) => {
    const token = role === 'editor' ? editor : role === 'manager' ? manager : admin;
    const created = await createTruck(server, token);
    const put = await server.request(`/api/trucks/${created.id}`, { method: 'PUT', token, body: truckBody({ title: `By ${role}` }) });
    expect(put.status).toBe(200);
    expect((await put.json()).title).toBe(`By ${role}`);
    const del = await server.request(`/api/trucks/${created.id}`, { method: 'DELETE', token });
    expect(del.status).toBe(204);
  });

  it('answers 401 to a garbage token, a malformed header and a token signed with another secret', async () => {
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(randomBytes(32).toString('hex')));
    const attempts: Record<string, string>[] = [
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic YWRtaW46cGFzcw==' },
      { authorization: 'Bearer' },
      { authorization: `Bearer ${forged}` },
    ];
    for (const headers of attempts) {
      const res = await server.request('/api/trucks', { body: truckBody(), headers });
      expect(res.status, headers.authorization).toBe(401);
      expect(await res.json()).toHaveProperty('detail');
    }
    await expectUnchanged();
  });

  it('answers 401 to an expired token signed with the right secret', async () => {
    const [{ id }] = await sql<{ id: number }>(server, `SELECT id FROM users WHERE role = 'admin' LIMIT 1`);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuedAt(past - 3600)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const res = await server.request('/api/trucks', { body: truckBody(), token: expired });
    expect(res.status).toBe(401);
    expect((await res.json()).detail).toMatch(/expired/i);
    // The same claims, still valid, are accepted: only the expiry made the difference.
    const valid = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(JWT_SECRET));
    const ok = await server.request('/api/trucks', { body: truckBody(), token: valid });
    expect(ok.status).toBe(201);
  });

  it('follows the current role in the database, not the one in an older token', async () => {
    const user = await signedIn(server, 'editor');
    await sql(server, `UPDATE users SET role = 'viewer' WHERE id = $1`, [user.id]);
    const res = await server.request('/api/trucks', { body: truckBody(), token: user.token });
    expect(res.status).toBe(403);
  });
});

describe('GraphQL mutations', () => {
  const create = `mutation($input: TruckInput!) { createTruck(input: $input) { ${TRUCK_FIELDS} } }`;
  const update = `mutation($id: Int!, $input: TruckInput!) { updateTruck(id: $id, input: $input) { ${TRUCK_FIELDS} } }`;
  const remove = `mutation($id: Int!) { deleteTruck(id: $id) }`;

  it('creates, updates and deletes as an editor', async () => {
    const input = truckInput({ availableForHire: true, hireStatus: 'maintenance', hireMonthlyRate: 2500, price: null });
    const created = await server.graphql(create, { input }, editor);
    expect(created.errors).toBeUndefined();
    const truck = created.data.createTruck;
    expect(truck).toMatchObject({ uniquestockid: input.uniquestockid, availableForHire: true, hireStatus: 'maintenance', price: null });

    const updated = await server.graphql(update, { id: truck.id, input: { ...input, title: 'Renamed', price: 51000 } }, editor);
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateTruck).toMatchObject({ id: truck.id, title: 'Renamed', price: 51000 });
    expect((await (await server.request(`/api/trucks/${truck.id}`)).json()).title).toBe('Renamed');

    const deleted = await server.graphql(remove, { id: truck.id }, editor);
    expect(deleted).toEqual({ data: { deleteTruck: true } });
    expect((await server.request(`/api/trucks/${truck.id}`)).status).toBe(404);
  });

  it('answers UNAUTHENTICATED without a token and FORBIDDEN for a viewer or customer, changing nothing', async () => {
    const existing = await createTruck(server, editor);
    const count = await storedCount();
    for (const [token, code] of [[undefined, 'UNAUTHENTICATED'], [viewer, 'FORBIDDEN'], [customer, 'FORBIDDEN']] as const) {
      const results = [
        await server.graphql(create, { input: truckInput() }, token),
        await server.graphql(update, { id: existing.id, input: truckInput({ title: 'Nope' }) }, token),
        await server.graphql(remove, { id: existing.id }, token),
      ];
      for (const res of results) {
        expect(res.data ?? null).toBeNull();
        expect(res.errors?.[0].extensions?.code).toBe(code);
      }
    }
    expect(await storedCount()).toBe(count);
    expect(await (await server.request(`/api/trucks/${existing.id}`)).json()).toEqual(existing);
  });

  it('answers BAD_USER_INPUT naming the field for invalid input', async () => {
    const count = await storedCount();
    const res = await server.graphql(create, { input: truckInput({ year: 1980 }) }, editor);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'year' });
    const blank = await server.graphql(create, { input: truckInput({ title: ' ' }) }, editor);
    expect(blank.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title' });
    expect(await storedCount()).toBe(count);
  });

  it('answers CONFLICT for a duplicate stock ID, in any case', async () => {
    const existing = await createTruck(server, editor);
    const count = await storedCount();
    const res = await server.graphql(create, { input: truckInput({ uniquestockid: existing.uniquestockid.toLowerCase() }) }, editor);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'uniquestockid' });
    expect(await storedCount()).toBe(count);
  });

  it('answers NOT_FOUND when updating or deleting an unknown truck', async () => {
    expect((await server.graphql(update, { id: 999999, input: truckInput() }, editor)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await server.graphql(remove, { id: 999999 }, editor)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('cached reads', () => {
  it('shows an update in the list and the detail at once, over REST and GraphQL', async () => {
    const created = await createTruck(server, editor, { price: 40_000, title: 'Before the update' });
    const query = `search=${created.uniquestockid}`;
    // Warm every cache first.
    expect((await list(query)).body[0].title).toBe('Before the update');
    expect((await (await server.request(`/api/trucks/${created.id}`)).json()).price).toBe(40_000);
    const gqlList = `query($s: String) { trucks(filter: { search: $s }) { total items { id title price } } }`;
    expect((await server.graphql(gqlList, { s: created.uniquestockid })).data.trucks.items[0].title).toBe('Before the update');

    const res = await server.request(`/api/trucks/${created.id}`, {
      method: 'PUT',
      token: editor,
      body: truckBody({ uniquestockid: created.uniquestockid, price: 38_500, title: 'After the update' }),
    });
    expect(res.status).toBe(200);

    expect((await list(query)).body[0]).toMatchObject({ title: 'After the update', price: 38_500 });
    expect(await (await server.request(`/api/trucks/${created.id}`)).json()).toMatchObject({ title: 'After the update', price: 38_500 });
    expect((await server.graphql(gqlList, { s: created.uniquestockid })).data.trucks.items[0]).toMatchObject({ title: 'After the update' });
    const one = await server.graphql(`query($id: Int!) { truck(id: $id) { price } }`, { id: created.id });
    expect(one.data.truck.price).toBe(38_500);
  });

  it('shows a create and a delete in the list and the facets at once', async () => {
    const before = (await list()).total;
    const facets = async () => (await (await server.request('/api/trucks/facets')).json()) as { makes: string[] };
    expect((await facets()).makes).not.toContain('Foden');
    const created = await createTruck(server, editor, { make: 'Foden' });
    expect((await list()).total).toBe(before + 1);
    expect((await facets()).makes).toContain('Foden');
    await server.request(`/api/trucks/${created.id}`, { method: 'DELETE', token: editor });
    expect((await list()).total).toBe(before);
    expect((await facets()).makes).not.toContain('Foden');
  });

  it('remembers a detail looked up before the truck existed only until a write', async () => {
    const [{ next }] = await sql<{ next: number }>(
      server,
      'SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END::int AS next FROM trucks_id_seq',
    );
    expect((await server.request(`/api/trucks/${next}`)).status).toBe(404);
    const created = await createTruck(server, editor);
    expect(created.id).toBe(next);
    expect((await server.request(`/api/trucks/${next}`)).status).toBe(200);
  });

  it('answers a conditional GET of an unchanged list with 304, and 200 with a new ETag after a write', async () => {
    const first = await server.request('/api/trucks?sort=price_desc');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    await first.arrayBuffer();

    const again = await server.request('/api/trucks?sort=price_desc', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const weakInList = await server.request('/api/trucks?sort=price_desc', { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weakInList.status).toBe(304);

    await createTruck(server, editor, { price: 999_999 });
    const changed = await server.request('/api/trucks?sort=price_desc', { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await changed.json())[0].price).toBe(999_999);
  });
});

describe('sorting by model year', () => {
  it('puts trucks without a year last, whichever way', async () => {
    const make = `Yearless${Date.now().toString(36)}`;
    const dated = await createTruck(server, editor, { make, year: 2015 });
    const later = await createTruck(server, editor, { make, year: 2020 });
    const undated = await createTruck(server, editor, { make, year: null });
    const ids = async (sort: string) => (await list(`make=${make}&sort=${sort}`)).body.map((t: Json) => t.id);
    expect(await ids('year_desc')).toEqual([later.id, dated.id, undated.id]);
    expect(await ids('year_asc')).toEqual([dated.id, later.id, undated.id]);
  });
});
