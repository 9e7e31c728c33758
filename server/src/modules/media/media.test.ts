import { createHash } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { thumbnailUrl } from '@dealer/schema';
import { createLogger } from '../../common/logger.js';
import { ormOptions } from '../../db/orm.js';
import { blogBody, createTruck, partBody, signedIn, sql, truckBody } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { MediaService } from './media.service.js';

let server: TestServer;
let editor: string;

beforeAll(async () => {
  server = await startTestServer();
  editor = (await signedIn(server, 'editor')).token;
});
afterAll(() => server?.close());

type Format = 'jpeg' | 'png' | 'gif' | 'webp';

/** Every picture made here differs from the others, so none is stored already. */
let made = 0;
async function picture(format: Format = 'png', width = 40, height = 30, noise = false): Promise<Buffer> {
  made += 1;
  const image = noise
    ? sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    : sharp({ create: { width, height, channels: 3, background: { r: made % 256, g: Math.floor(made / 256) % 256, b: 77 } } });
  return image.toFormat(format).toBuffer();
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const mediaCount = async () => Number((await sql<{ n: string }>(server, 'SELECT count(*) AS n FROM media'))[0].n);
const truckCount = async () => Number((await sql<{ n: string }>(server, 'SELECT count(*) AS n FROM trucks'))[0].n);
const MEDIA_URL = /^\/media\/([0-9a-f]{64})\.(jpg|png|gif|webp)$/;

/** POST /api/media with the file as the body. */
async function upload(bytes: Buffer, contentType = 'image/png', token = editor, target: TestServer = server) {
  const res = await fetch(`${target.url}/api/media`, {
    method: 'POST',
    body: new Uint8Array(bytes),
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { res, body: (await res.json()) as Record<string, any> };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await server.request(path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('pictures in record writes', () => {
  it('turns a data URL in a truck create into a /media URL, served with its type and a year of caching', async () => {
    const jpeg = await picture('jpeg');
    const truck = await createTruck(server, editor, { images: [dataUrl(jpeg, 'image/jpeg'), '/media/demo/tractor-1.svg'] });
    expect(truck.images).toEqual([`/media/${sha256(jpeg)}.jpg`, '/media/demo/tractor-1.svg']);
    const [row] = await sql<{ images: string }>(server, 'SELECT images::text FROM trucks WHERE id = $1', [truck.id]);
    expect(row.images).not.toContain('base64');

    const { res, bytes } = await get(truck.images[0]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(`"${sha256(jpeg)}"`);
    expect(bytes.equals(jpeg)).toBe(true);
  });

  it('does the same through GraphQL, for parts, blog featured images and the content editor', async () => {
    const [a, b, c, d, e] = await Promise.all([picture('webp'), picture('png'), picture('gif'), picture('jpeg'), picture('png')]);
    const gql = await server.graphql(
      'mutation($input: TruckInput!) { createTruck(input: $input) { images } }',
      { input: { title: 'T', description: 'D', make: 'DAF', model: 'XF', bodytype: 'Rigid', uniquestockid: `GQL-${made}`, images: [dataUrl(a, 'image/webp')] } },
      editor,
    );
    expect(gql.data?.createTruck.images).toEqual([`/media/${sha256(a)}.webp`]);

    const part = await server.request('/api/parts', { body: partBody({ images: [dataUrl(b)] }), token: editor });
    expect(part.status).toBe(201);
    expect(await part.json()).toMatchObject({ images: [`/media/${sha256(b)}.png`], image: `/media/${sha256(b)}.png` });

    const post = await server.request('/api/blog', { body: blogBody({ featured_image: dataUrl(c, 'image/gif') }), token: editor });
    expect(post.status).toBe(201);
    expect((await post.json()).featured_image).toBe(`/media/${sha256(c)}.gif`);

    const hero = await server.request('/api/content/hero', { method: 'PUT', token: editor, body: { content: { backgroundImage: dataUrl(d, 'image/jpeg') } } });
    expect(hero.status).toBe(200);
    expect((await hero.json()).content.backgroundImage).toBe(`/media/${sha256(d)}.jpg`);
    const images = await server.request('/api/content/heroImages', { method: 'PUT', token: editor, body: { content: { aboutPage: dataUrl(e), partsPage: '' } } });
    expect((await images.json()).content).toMatchObject({ aboutPage: `/media/${sha256(e)}.png`, partsPage: '' });
  });

  it('takes a picture of more than 1 MB in the content editor and the blog over REST', async () => {
    const big = await picture('png', 900, 700, true);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const hero = await server.request('/api/content/hero', { method: 'PUT', token: editor, body: { content: { backgroundImage: dataUrl(big) } } });
    expect(hero.status).toBe(200);
    expect((await hero.json()).content.backgroundImage).toBe(`/media/${sha256(big)}.png`);
    const post = await server.request('/api/blog', { body: blogBody({ featured_image: dataUrl(big) }), token: editor });
    expect(post.status).toBe(201);
    expect((await post.json()).featured_image).toBe(`/media/${sha256(big)}.png`);
  });

  it('stores the same picture once, however often and by whichever way it arrives', async () => {
    const png = await picture('png');
    const before = await mediaCount();
    const first = await createTruck(server, editor, { images: [dataUrl(png), dataUrl(png)] });
    const second = await createTruck(server, editor, { images: [dataUrl(png)] });
    const uploaded = await upload(png);
    const graphql = await server.graphql('mutation($d: String!) { uploadImage(dataUrl: $d) { id url thumbUrl } }', { d: dataUrl(png) }, editor);
    expect(await mediaCount()).toBe(before + 1);
    const url = `/media/${sha256(png)}.png`;
    expect(first.images).toEqual([url, url]);
    expect(second.images).toEqual([url]);
    expect(uploaded.res.status).toBe(201);
    expect(uploaded.body).toMatchObject({ id: sha256(png), url, thumb_url: `/media/${sha256(png)}.thumb.webp` });
    expect(graphql.data?.uploadImage).toEqual({ id: sha256(png), url, thumbUrl: `/media/${sha256(png)}.thumb.webp` });
  });

  it('keeps addresses of stored pictures, and refuses one that is not stored here with 422', async () => {
    const { body } = await upload(await picture('webp'), 'image/webp');
    const truck = await createTruck(server, editor, { images: [body.url, body.thumb_url, 'https://cdn.example.com/a.jpg'] });
    expect(truck.images).toEqual([body.url, body.thumb_url, 'https://cdn.example.com/a.jpg']);
    for (const url of [`/media/${'0'.repeat(64)}.jpg`, body.url.replace('.webp', '.png')]) {
      const res = await server.request('/api/trucks', { body: truckBody({ images: ['/media/demo/tipper-1.svg', url] }), token: editor });
      expect(res.status).toBe(422);
      expect((await res.json()).detail).toBe('images[1]: No picture is stored at this address any more; upload it again');
    }
  });
});

describe('uploads: POST /api/media and uploadImage', () => {
  it.each(['jpeg', 'png', 'gif', 'webp'] as const)('takes a %s file, by its bytes, and answers its URLs and size', async (format) => {
    const bytes = await picture(format, 64, 48);
    const { res, body } = await upload(bytes, `image/${format}`);
    expect(res.status).toBe(201);
    const ext = format === 'jpeg' ? 'jpg' : format;
    expect(body).toEqual({
      id: sha256(bytes),
      url: `/media/${sha256(bytes)}.${ext}`,
      thumb_url: `/media/${sha256(bytes)}.thumb.webp`,
      content_type: `image/${format}`,
      width: 64,
      height: 48,
      size: bytes.length,
    });
    expect(res.headers.get('location')).toBe(body.url);
    expect(thumbnailUrl(body.url)).toBe(body.thumb_url);
    expect((await get(body.url)).res.headers.get('content-type')).toBe(`image/${format}`);
  });

  it('goes by the bytes, not by what the sender claims: a JPEG sent as PNG is stored as a JPEG', async () => {
    const jpeg = await picture('jpeg');
    const { res, body } = await upload(jpeg, 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(body.content_type).toBe('image/jpeg');
    const json = await server.request('/api/media', { body: { data_url: dataUrl(await picture('jpeg'), 'image/png') }, token: editor });
    expect(json.status).toBe(201);
    expect((await json.json()).url).toMatch(/\.jpg$/);
  });

  it.each([
    ['a text file sent as a PNG', () => upload(Buffer.from('just some notes, renamed to notes.png\n'), 'image/png')],
    ['HTML in a data URL claiming image/png', () => server.request('/api/media', { body: { data_url: dataUrl(Buffer.from('<html><script>alert(1)</script></html>')) }, token: editor })],
    ['an SVG file', () => upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml')],
    ['an SVG data URL', () => server.request('/api/media', { body: { data_url: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml') }, token: editor })],
    ['a data URL of another type', () => server.request('/api/media', { body: { data_url: 'data:text/html;base64,PGI+aGk8L2I+' }, token: editor })],
  ])('refuses %s with 422 "Images must be JPEG, PNG, GIF or WebP" and stores nothing', async (_name, send) => {
    const before = await mediaCount();
    const res = await send();
    const response = res instanceof Response ? res : res.res;
    const body = res instanceof Response ? await res.json() : res.body;
    expect(response.status).toBe(422);
    expect(body.detail).toMatch(/^(data_url: )?Images must be JPEG, PNG, GIF or WebP$/);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a file that only starts like a picture, or is cut short, with 422', async () => {
    const before = await mediaCount();
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a picture')]);
    const whole = await picture('jpeg', 300, 200, true);
    for (const bytes of [fake, whole.subarray(0, Math.floor(whole.length / 2))]) {
      const { res, body } = await upload(bytes);
      expect(res.status).toBe(422);
      expect(body.detail).toBe('The image could not be read; it may be damaged');
    }
    const broken = await server.request('/api/media', { body: { data_url: 'data:image/png;base64,not base64!' }, token: editor });
    expect(broken.status).toBe(422);
    expect((await broken.json()).detail).toMatch(/^data_url: Embedded pictures must be data URLs/);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a whole truck when one of its pictures is refused: neither the truck nor its good pictures are stored', async () => {
    const [media, trucks] = [await mediaCount(), await truckCount()];
    const good = dataUrl(await picture('png'));
    const bad = dataUrl(Buffer.from('GIF89a but not really'), 'image/gif');
    const res = await server.request('/api/trucks', { body: truckBody({ images: [good, bad] }), token: editor });
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toBe('images[1]: The image could not be read; it may be damaged');
    const gql = await server.graphql('mutation($input: PartInput!) { createPart(input: $input) { id } }', {
      input: { ...partBody(), part_number: undefined, partNumber: `BAD-${made}`, images: [good, 'data:image/png;base64,PGh0bWw+'] },
    }, editor);
    expect(gql.errors?.[0]).toMatchObject({ message: 'images[1]: Images must be JPEG, PNG, GIF or WebP', extensions: { code: 'BAD_USER_INPUT', field: 'images[1]' } });
    expect([await mediaCount(), await truckCount()]).toEqual([media, trucks]);
  });

  it('keeps nothing when the record cannot be saved after its pictures were checked', async () => {
    const taken = await createTruck(server, editor);
    const before = await mediaCount();
    const res = await server.request('/api/trucks', { body: truckBody({ uniquestockid: taken.uniquestockid, images: [dataUrl(await picture('png'))] }), token: editor });
    expect(res.status).toBe(409);
    expect(await mediaCount()).toBe(before);
  });

  it('needs a picture: an empty JSON body, or a body of another type, is refused', async () => {
    const empty = await server.request('/api/media', { body: {}, token: editor });
    expect(empty.status).toBe(422);
    expect((await empty.json()).detail).toBe('data_url is required');
    const text = await server.request('/api/media', { method: 'POST', body: 'hello', token: editor, headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
    expect((await text.json()).detail).toMatch(/^Send the picture as the request body/);
  });

  it('lets only staff who may change the catalogue upload', async () => {
    const bytes = await picture('png');
    expect((await upload(bytes, 'image/png', '')).res.status).toBe(401);
    expect((await upload(bytes, 'image/png', (await signedIn(server, 'viewer')).token)).res.status).toBe(403);
    const customer = await server.graphql('mutation($d: String!) { uploadImage(dataUrl: $d) { id } }', { d: dataUrl(bytes) }, (await signedIn(server, 'customer')).token);
    expect(customer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('takes a picture of more than 1 MB through GraphQL from staff who may change the catalogue', async () => {
    const big = await picture('png', 900, 700, true);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await server.graphql('mutation($d: String!) { uploadImage(dataUrl: $d) { url width height size } }', { d: dataUrl(big) }, editor);
    expect(res.data?.uploadImage).toEqual({ url: `/media/${sha256(big)}.png`, width: 900, height: 700, size: big.length });
    const stranger = await server.request('/graphql', { body: { query: 'mutation($d: String!) { uploadImage(dataUrl: $d) { url } }', variables: { d: dataUrl(big) } } });
    expect(stranger.status).toBe(413);
  });
});

describe('processing', () => {
  it('scales a picture larger than 1920x1080 down to fit, keeping its format', async () => {
    const wide = await sharp({ create: { width: 3840, height: 1200, channels: 3, background: '#336699' } }).png().toBuffer();
    const { body } = await upload(wide);
    expect(body).toMatchObject({ id: sha256(wide), url: `/media/${sha256(wide)}.png`, width: 1920, height: 600 });
    const served = await get(body.url);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'png', width: 1920, height: 600 });
    expect(served.bytes.length).toBe(body.size);
  });

  it('serves a smaller WebP thumbnail that fits 480x360, with its own ETag', async () => {
    const photo = await picture('jpeg', 1200, 900, true);
    const { body } = await upload(photo, 'image/jpeg');
    const thumb = await get(body.thumb_url);
    expect(thumb.res.status).toBe(200);
    expect(thumb.res.headers.get('content-type')).toBe('image/webp');
    expect(thumb.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(thumb.res.headers.get('etag')).toBe(`"${body.id}.thumb"`);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(thumb.bytes.length).toBeLessThan(photo.length / 4);
    // A second read comes from the in-memory cache, byte for byte the same.
    expect((await get(body.thumb_url)).bytes.equals(thumb.bytes)).toBe(true);
  });

  it('answers 304 to a browser that has the picture already', async () => {
    const { body } = await upload(await picture('gif'), 'image/gif');
    for (const [url, etag] of [[body.url, `"${body.id}"`], [body.thumb_url, `"${body.id}.thumb"`]]) {
      const { res, bytes } = await get(url, { 'if-none-match': etag });
      expect(res.status).toBe(304);
      expect(bytes.length).toBe(0);
      expect(res.headers.get('etag')).toBe(etag);
    }
    expect((await get(body.url, { 'if-none-match': '"something-else"' })).res.status).toBe(200);
  });

  it('answers 404 JSON for a picture it does not have, and still serves the demo pictures', async () => {
    const { body } = await upload(await picture('png'));
    for (const url of [`/media/${'f'.repeat(64)}.jpg`, `/media/${'f'.repeat(64)}.thumb.webp`, body.url.replace('.png', '.jpg'), '/media/nothing-here.png', '/media/demo/nothing.svg']) {
      const res = await server.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json(), url).toEqual({ detail: expect.stringMatching(/not found/i) });
    }
    const demo = await server.request('/media/demo/tractor-1.svg');
    expect(demo.status).toBe(200);
    expect(demo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(thumbnailUrl('/media/demo/tractor-1.svg')).toBe('/media/demo/tractor-1.svg');
  });
});

describe('the size limit (MEDIA_MAX_BYTES)', () => {
  let small: TestServer;
  let token: string;
  beforeAll(async () => {
    small = await startTestServer({ MEDIA_MAX_BYTES: '2048' });
    token = await small.login();
  });
  afterAll(() => small?.close());

  it('refuses a larger picture, as a file (413) or a data URL (422), and stores nothing', async () => {
    const big = await picture('png', 100, 100, true);
    expect(big.length).toBeGreaterThan(2048);
    const file = await upload(big, 'image/png', token, small);
    expect(file.res.status).toBe(413);
    expect(file.body).toEqual({ detail: 'Images must be at most 2 KB' });
    const truck = await small.request('/api/trucks', { body: truckBody({ images: [dataUrl(big)] }), token });
    expect(truck.status).toBe(422);
    expect((await truck.json()).detail).toBe('images[0]: Images must be at most 2 KB');
    const gql = await small.graphql('mutation($d: String!) { uploadImage(dataUrl: $d) { id } }', { d: dataUrl(big) }, token);
    expect(gql.errors?.[0]).toMatchObject({ message: 'dataUrl: Images must be at most 2 KB', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await sql(small, 'SELECT id FROM media')).toEqual([]);
    expect((await upload(await picture('png'), 'image/png', token, small)).res.status).toBe(201);
  });
});

describe('clean-up of pictures no record uses', () => {
  let orm: MikroORM;
  let media: MediaService;
  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(server.databaseUrl));
    media = new MediaService({ maxBytes: 10 * 1024 * 1024, logger: createLogger('silent'), em: orm.em });
  });
  afterAll(async () => {
    await media?.stop();
    await orm?.close(true);
  });

  const stored = async (...ids: string[]) =>
    (await sql<{ id: string }>(server, 'SELECT id FROM media WHERE id = ANY($1)', [ids])).map((row) => row.id).sort();
  const age = (ids: string[]) => sql(server, `UPDATE media SET last_stored_at = now() - interval '2 days' WHERE id = ANY($1)`, [ids]);

  it('removes unused pictures older than the grace period; keeps used ones and recent uploads', async () => {
    const urls: Record<string, string> = {};
    for (const name of ['truck', 'part', 'blog', 'html', 'content', 'unused', 'recent']) urls[name] = (await upload(await picture('png'))).body.url;
    const id = (name: string) => MEDIA_URL.exec(urls[name])![1];
    await createTruck(server, editor, { images: ['/media/demo/tractor-1.svg', urls.truck] });
    await server.request('/api/parts', { body: partBody({ images: [urls.part] }), token: editor });
    await server.request('/api/blog', { body: blogBody({ featured_image: urls.blog, content: `<p>Seen at the yard</p><img src="${urls.html}">` }), token: editor });
    await server.request('/api/content/heroImages', { method: 'PUT', token: editor, body: { content: { contactPage: urls.content } } });
    const old = ['truck', 'part', 'blog', 'html', 'content', 'unused'].map(id);
    await age(old);

    expect(await media.collectGarbage()).toBeTypeOf('number');
    expect(await stored(...old, id('recent'))).toEqual([...old.filter((x) => x !== id('unused')), id('recent')].sort());
    expect((await server.request(urls.unused)).status).toBe(404);
    expect((await server.request(urls.truck)).status).toBe(200);
  });

  it('resolveImages: stores embedded pictures and passes other addresses through; one refused picture stores nothing', async () => {
    const png = await picture('png');
    const em = orm.em.fork();
    expect(await media.resolveImages(em, [dataUrl(png), '/media/demo/tractor-1.svg', 'https://cdn.example.com/a.jpg'])).toEqual([
      `/media/${sha256(png)}.png`,
      '/media/demo/tractor-1.svg',
      'https://cdn.example.com/a.jpg',
    ]);
    const fresh = await picture('gif');
    await expect(media.resolveImages(em, [dataUrl(fresh, 'image/gif'), 'data:image/png;base64,PHN2Zz4='], 'gallery')).rejects.toMatchObject({
      message: 'gallery[1]: Images must be JPEG, PNG, GIF or WebP',
      status: 422,
      field: 'gallery[1]',
    });
    expect(await stored(sha256(fresh))).toEqual([]);
  });

  it('runs on one instance at a time, by a PostgreSQL advisory lock', async () => {
    const { body } = await upload(await picture('png'));
    await age([body.id]);
    const other = new pg.Client({ connectionString: server.databaseUrl });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1::bigint)', [0x6d65646961]);
      expect(await media.collectGarbage()).toBeUndefined();
      expect(await stored(body.id)).toEqual([body.id]);
      await other.query('SELECT pg_advisory_unlock($1::bigint)', [0x6d65646961]);
      // The server's own clean-up may hold the lock for a moment, after an earlier test's changes.
      await expect.poll(async () => (await media.collectGarbage(), stored(body.id)), { timeout: 10_000 }).toEqual([]);
    } finally {
      await other.end();
    }
  });

  it('runs in the background after a record that used a picture is deleted', async () => {
    const truck = await createTruck(server, editor, { images: [dataUrl(await picture('webp'), 'image/webp')] });
    const id = MEDIA_URL.exec(truck.images[0])![1];
    await age([id]);
    expect((await server.request(`/api/trucks/${truck.id}`, { method: 'DELETE', token: editor })).status).toBe(204);
    await expect.poll(() => stored(id), { timeout: 10_000, interval: 200 }).toEqual([]);
  });
});
