import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPart, partBody, signedIn, sql } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
let editor: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer();
  [editor, viewer] = (await Promise.all((['editor', 'viewer'] as const).map((role) => signedIn(server, role)))).map((u) => u.token);
});
afterAll(() => server?.close());

type Json = Record<string, any>;

const storedCount = async () => Number((await sql<{ n: string }>(server, 'SELECT count(*) AS n FROM parts'))[0].n);

const PART_FIELDS = 'id name category partNumber condition compatibility description price availability warranty images image featured createdAt updatedAt';
const PARTS = `query Parts($filter: PartFilter, $skip: Int, $limit: Int) { parts(filter: $filter, skip: $skip, limit: $limit) { total items { ${PART_FIELDS} } } }`;

// Runs first, while the catalogue holds only these parts.
describe('the catalogue', () => {
  const labels = new Map<number, string>();
  const names = (items: Json[]) => items.map((p) => labels.get(p.id) ?? `other:${p.id}`).sort();
  const rest = async (query = '') => {
    const res = await server.request(`/api/parts${query ? `?${query}` : ''}`);
    expect(res.status).toBe(200);
    return names(await res.json());
  };
  const graphql = async (filter: Json) => {
    const { data, errors } = await server.graphql(PARTS, { filter });
    expect(errors).toBeUndefined();
    expect(data.parts.total).toBe(data.parts.items.length);
    return names(data.parts.items);
  };

  beforeAll(async () => {
    const fixtures: [string, Json][] = [
      ['A', { name: 'DC13 Cylinder Head', part_number: 'ENG001', category: 'Engine', condition: 'Reconditioned', compatibility: 'Scania R series DC13' }],
      ['B', { name: 'Clutch Kit 430 mm', part_number: 'TRN002', category: 'Transmission', condition: 'Genuine New', compatibility: 'Scania G and P series' }],
      ['C', { name: 'Starter Motor', part_number: 'ELE002', category: 'Electrical', condition: 'Used - Good', compatibility: 'Volvo FH 100% compatible' }],
      ['D', { name: 'Cab Door', part_number: 'CAB_001', category: 'Cab & Body', condition: 'Used - Very Good', compatibility: 'Scania R series Highline' }],
      ['E', { name: 'Rear Air Bag', part_number: 'SUS001', category: 'Suspension', condition: 'Used - Excellent', compatibility: 'DAF XF', images: [] }],
    ];
    for (const [label, fields] of fixtures) labels.set((await createPart(server, editor, fields)).id, label);
  });

  it('lists every part as a JSON array carrying both partNumber and part_number, image and images', async () => {
    const res = await server.request('/api/parts');
    expect(res.headers.get('x-total-count')).toBe('5');
    const body = (await res.json()) as Json[];
    expect(Array.isArray(body)).toBe(true);
    expect(names(body)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const a = body.find((p) => labels.get(p.id) === 'A')!;
    expect(a).toMatchObject({
      partNumber: 'ENG001',
      part_number: 'ENG001',
      image: '/media/demo/part-engine.svg',
      images: ['/media/demo/part-engine.svg'],
      price: '£1,250',
      warranty: '6 months',
    });
    expect(a.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.find((p) => labels.get(p.id) === 'E')).toMatchObject({ image: null, images: [] });
  });

  it('searches name, part number and compatibility, contains in any case', async () => {
    expect(await rest('search=cylinder')).toEqual(['A']);
    expect(await rest('search=eng0')).toEqual(['A']);
    expect(await rest('search=SCANIA')).toEqual(['A', 'B', 'D']);
    expect(await rest('search=daf')).toEqual(['E']);
    expect(await graphql({ search: 'highline' })).toEqual(['D']);
  });

  it('treats % and _ in the search literally', async () => {
    expect(await rest(`search=${encodeURIComponent('100%')}`)).toEqual(['C']);
    expect(await rest('search=_')).toEqual(['D']);
    expect(await rest(`search=${encodeURIComponent('CAB_0')}`)).toEqual(['D']);
    expect(await rest(`search=${encodeURIComponent('E_G')}`)).toEqual([]);
  });

  it('matches the category exactly', async () => {
    expect(await rest(`category=${encodeURIComponent('Cab & Body')}`)).toEqual(['D']);
    expect(await rest('category=Eng')).toEqual([]);
    expect(await graphql({ category: 'Transmission' })).toEqual(['B']);
  });

  it("matches the start of the condition, so 'Used - Good' does not match 'Used - Very Good'", async () => {
    expect(await rest(`condition=${encodeURIComponent('Used - Good')}`)).toEqual(['C']);
    expect(await rest(`condition=${encodeURIComponent('Used - Very Good')}`)).toEqual(['D']);
    expect(await rest('condition=Used')).toEqual(['C', 'D', 'E']);
    expect(await graphql({ condition: 'used - good' })).toEqual(['C']);
    expect(await graphql({ condition: 'Good' })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await graphql({ search: 'scania', condition: 'Used' })).toEqual(['D']);
    expect(await graphql({ search: 'scania', category: 'Engine', condition: 'Recon' })).toEqual(['A']);
  });

  it('answers GraphQL with camelCase fields, image as the first image, and the total', async () => {
    const { data } = await server.graphql(PARTS, { filter: { search: 'ENG001' } });
    expect(data.parts.items[0]).toMatchObject({ partNumber: 'ENG001', image: '/media/demo/part-engine.svg', category: 'Engine', featured: false });
    const page = await server.graphql(PARTS, { limit: 2, skip: 1 });
    expect(page.data.parts.total).toBe(5);
    expect(page.data.parts.items).toHaveLength(2);
  });

  it('lists featured parts first, then newest first', async () => {
    const featured = await createPart(server, editor, { name: 'Featured turbo', featured: true });
    labels.set(featured.id, 'F');
    try {
      const body = (await (await server.request('/api/parts')).json()) as Json[];
      expect(body.map((p) => labels.get(p.id))).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
    } finally {
      await server.request(`/api/parts/${featured.id}`, { method: 'DELETE', token: editor });
    }
  });

  it.each([
    ['limit=201', 'limit'],
    ['limit=0', 'limit'],
    ['skip=-1', 'skip'],
    ['search=a&search=b', 'search'],
  ])('rejects %s with 422 naming the parameter', async (query, name) => {
    const res = await server.request(`/api/parts?${query}`);
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain(name);
  });

  it('allows up to 200 per GraphQL page and refuses more', async () => {
    expect((await server.graphql(PARTS, { limit: 200 })).errors).toBeUndefined();
    const { errors } = await server.graphql(PARTS, { limit: 201 });
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it('reads one part by id, and 404 / NOT_FOUND for an unknown id', async () => {
    const [a] = [...labels].find(([, label]) => label === 'A')!;
    expect(await (await server.request(`/api/parts/${a}`)).json()).toMatchObject({ id: a, part_number: 'ENG001', partNumber: 'ENG001' });
    expect((await server.graphql(`{ part(id: ${a}) { partNumber image } }`)).data.part).toEqual({ partNumber: 'ENG001', image: '/media/demo/part-engine.svg' });
    expect((await server.request('/api/parts/999999')).status).toBe(404);
    expect((await server.graphql('{ part(id: 999999) { id } }')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('writing parts over REST', () => {
  it('creates with 201 and the admin and public names, trimming text', async () => {
    const res = await server.request('/api/parts', { body: partBody({ name: '  Water Pump  ', part_number: 'WP-100', featured: true }), token: editor });
    expect(res.status).toBe(201);
    const part = await res.json();
    expect(part).toMatchObject({ name: 'Water Pump', part_number: 'WP-100', partNumber: 'WP-100', featured: true });
    const [row] = await sql(server, 'SELECT name, part_number, price FROM parts WHERE id = $1', [part.id]);
    expect(row).toEqual({ name: 'Water Pump', part_number: 'WP-100', price: '£1,250' });
  });

  it('takes embedded pictures (data: URLs) in a body over 1 MB and keeps their stored URLs', async () => {
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    const picture = `data:image/png;base64,${photo.toString('base64')}`;
    expect(picture.length).toBeGreaterThan(1024 * 1024);
    const res = await server.request('/api/parts', { body: partBody({ images: [picture, '/media/demo/part-cab.svg'] }), token: editor });
    expect(res.status).toBe(201);
    const part = await res.json();
    expect(part.image).toBe(`/media/${createHash('sha256').update(photo).digest('hex')}.png`);
    expect(part.images).toEqual([part.image, '/media/demo/part-cab.svg']);
  });

  it('replaces every field on PUT and accepts a part read back from GET', async () => {
    const part = await createPart(server, editor);
    const res = await server.request(`/api/parts/${part.id}`, { method: 'PUT', token: editor, body: { ...part, price: 'POA', availability: 'Out of Stock' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: part.id, price: 'POA', availability: 'Out of Stock', part_number: part.part_number });
    const renamed = await server.request(`/api/parts/${part.id}`, {
      method: 'PUT',
      token: editor,
      body: { ...partBody(), part_number: undefined, partNumber: 'FROM-PUBLIC-NAME' },
    });
    expect((await renamed.json()).part_number).toBe('FROM-PUBLIC-NAME');
  });

  it('deletes: 204, then 404', async () => {
    const part = await createPart(server, editor);
    expect((await server.request(`/api/parts/${part.id}`, { method: 'DELETE', token: editor })).status).toBe(204);
    expect((await server.request(`/api/parts/${part.id}`)).status).toBe(404);
    expect((await server.request(`/api/parts/${part.id}`, { method: 'DELETE', token: editor })).status).toBe(404);
  });

  it('refuses a duplicate part number, in any case, with 409 and stores nothing', async () => {
    const part = await createPart(server, editor, { part_number: 'DUP-001' });
    const before = await storedCount();
    const res = await server.request('/api/parts', { body: partBody({ part_number: 'dup-001' }), token: editor });
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe('A part with part number "dup-001" already exists');
    expect(await storedCount()).toBe(before);
    const other = await createPart(server, editor);
    const taken = await server.request(`/api/parts/${other.id}`, { method: 'PUT', token: editor, body: partBody({ part_number: 'DUP-001' }) });
    expect(taken.status).toBe(409);
    expect((await (await server.request(`/api/parts/${other.id}`)).json()).part_number).toBe(other.part_number);
    expect(part.part_number).toBe('DUP-001');
  });

  it.each([
    [{ name: undefined }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ part_number: '' }, 'part_number'],
    [{ part_number: 'ENG 001 <b>' }, 'part_number'],
    [{ category: 'Tyres' }, 'category'],
    [{ condition: 'Used' }, 'condition'],
    [{ availability: 'Soon' }, 'availability'],
    [{ warranty: '12 months' }, 'warranty'],
    [{ price: undefined }, 'price'],
    [{ compatibility: '' }, 'compatibility'],
    [{ description: undefined }, 'description'],
    [{ images: ['javascript:alert(1)'] }, 'images[0]'],
    [{ images: 'one.jpg' }, 'images'],
    [{ featured: 'yes' }, 'featured'],
    [{ colour: 'red' }, 'colour'],
  ])('answers 422 naming the field for %j and stores nothing', async (overrides, field) => {
    const before = await storedCount();
    const res = await server.request('/api/parts', { body: partBody(overrides), token: editor });
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain(field);
    expect(await storedCount()).toBe(before);
  });

  it('answers 401 without a token and 403 for a viewer', async () => {
    expect((await server.request('/api/parts', { body: partBody() })).status).toBe(401);
    expect((await server.request('/api/parts', { body: partBody(), token: viewer })).status).toBe(403);
  });
});

describe('GraphQL mutations', () => {
  const input = (overrides: Json = {}) => {
    const { part_number, ...rest } = partBody();
    return { ...rest, partNumber: part_number, ...overrides };
  };

  it('creates, updates and deletes as an editor', async () => {
    const created = await server.graphql(`mutation($input: PartInput!) { createPart(input: $input) { id partNumber condition } }`, { input: input({ condition: 'Used - Good' }) }, editor);
    expect(created.errors).toBeUndefined();
    const { id } = created.data.createPart;
    const updated = await server.graphql(`mutation($id: Int!, $input: PartInput!) { updatePart(id: $id, input: $input) { id price featured } }`, { id, input: input({ price: '£99', featured: true }) }, editor);
    expect(updated.data.updatePart).toEqual({ id, price: '£99', featured: true });
    expect((await server.graphql(`mutation { deletePart(id: ${id}) }`, undefined, editor)).data.deletePart).toBe(true);
    expect((await server.graphql(`mutation { deletePart(id: ${id}) }`, undefined, editor)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('answers BAD_USER_INPUT naming the field, CONFLICT for a taken part number, FORBIDDEN for a viewer', async () => {
    const create = `mutation($input: PartInput!) { createPart(input: $input) { id } }`;
    expect((await server.graphql(create, { input: input({ category: 'Wheels' }) }, editor)).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'category' });
    const taken = await createPart(server, editor);
    expect((await server.graphql(create, { input: input({ partNumber: taken.part_number }) }, editor)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await server.graphql(create, { input: input() }, viewer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('cached reads', () => {
  it('shows a create, an update and a delete to anonymous REST and GraphQL readers at once', async () => {
    const query = `{ parts(filter: { search: "CACHE-" }) { total items { partNumber price } } }`;
    const both = async () => ({
      rest: ((await (await server.request('/api/parts?search=CACHE-')).json()) as Json[]).map((p) => `${p.part_number} ${p.price}`),
      graphql: (await server.graphql(query)).data.parts.items.map((p: Json) => `${p.partNumber} ${p.price}`),
    });
    expect(await both()).toEqual({ rest: [], graphql: [] });
    expect(await both()).toEqual({ rest: [], graphql: [] });
    const part = await createPart(server, editor, { part_number: 'CACHE-1', price: '£10' });
    expect(await both()).toEqual({ rest: ['CACHE-1 £10'], graphql: ['CACHE-1 £10'] });
    await server.request(`/api/parts/${part.id}`, { method: 'PUT', token: editor, body: { ...part, price: '£20' } });
    expect(await both()).toEqual({ rest: ['CACHE-1 £20'], graphql: ['CACHE-1 £20'] });
    expect((await server.graphql(`{ part(id: ${part.id}) { price } }`)).data.part.price).toBe('£20');
    await server.request(`/api/parts/${part.id}`, { method: 'DELETE', token: editor });
    expect(await both()).toEqual({ rest: [], graphql: [] });
    expect((await server.graphql(`{ part(id: ${part.id}) { price } }`)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('answers a conditional GET of an unchanged list with 304, and 200 after a write', async () => {
    const etag = (await server.request('/api/parts')).headers.get('etag')!;
    expect((await server.request('/api/parts', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await createPart(server, editor);
    expect((await server.request('/api/parts', { headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});
