import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { thumbnailUrl } from '@dealer/schema';
import { createLogger } from '../../common/logger.js';
import { ormOptions } from '../../db/orm.js';
import { blogBody, createTruck, partBody, signedIn, sql, truckBody } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { mediaFiles } from './media.routes.js';
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

async function get(path: string, headers: Record<string, string> = {}, base?: string) {
  const res = base ? await fetch(base + path, { headers }) : await server.request(path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** An ISO base media box: 32-bit size, four-letter type, payload. */
function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/**
 * A small MP4 (or MOV with brand 'qt  '): ftyp with its brands, a movie box with a movie header
 * (time scale 1000, 30 seconds) and the media data. Every one made here differs from the others.
 */
function mp4({ brand = 'isom', compatible = ['isom', 'iso2', 'mp41'], dataBytes = 64 } = {}): Buffer {
  made += 1;
  const mvhd = box('mvhd', Buffer.alloc(4), u32(0), u32(0), u32(1000), u32(30_000), Buffer.alloc(80));
  const data = Buffer.alloc(dataBytes, `frame ${made} `);
  return Buffer.concat([box('ftyp', Buffer.from(brand, 'latin1'), u32(512), ...compatible.map((b) => Buffer.from(b, 'latin1'))), box('moov', mvhd), box('mdat', data)]);
}

/** An EBML element: its id bytes, a one-byte size and the data. */
const ebml = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);

/** The start of a WebM file: the EBML header (DocType webm) and a Segment of unknown size with some data. */
function webm(docType = 'webm'): Buffer {
  made += 1;
  const header = Buffer.concat([
    ebml([0x42, 0x86], Buffer.from([1])),
    ebml([0x42, 0xf7], Buffer.from([1])),
    ebml([0x42, 0xf2], Buffer.from([4])),
    ebml([0x42, 0xf3], Buffer.from([8])),
    ebml([0x42, 0x82], Buffer.from(docType, 'latin1')),
    ebml([0x42, 0x87], Buffer.from([4])),
    ebml([0x42, 0x85], Buffer.from([2])),
  ]);
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), Buffer.alloc(200, `cluster ${made} `)]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header, segment]);
}
const VIDEO_URL = /^\/media\/([0-9a-f]{64})\.(mp4|webm|mov)$/;

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

describe('videos: POST /api/media with a video file, served from /media with Range support', () => {
  it.each([
    ['an MP4', 'video/mp4', () => mp4(), 'video/mp4', 'mp4'],
    ['a MOV', 'video/quicktime', () => mp4({ brand: 'qt  ', compatible: ['qt  '] }), 'video/quicktime', 'mov'],
    ['a WebM', 'video/webm', () => webm(), 'video/webm', 'webm'],
    ['an MP4 sent as a WebM (the bytes decide)', 'video/webm', () => mp4({ brand: 'mp42', compatible: ['mp42', 'isom'] }), 'video/mp4', 'mp4'],
    ['an MP4 sent untyped', 'application/octet-stream', () => mp4(), 'video/mp4', 'mp4'],
  ])('takes %s, stores it once as it was sent and serves it with its type, a year of caching and its ETag', async (_name, sentAs, make, type, ext) => {
    const bytes = make();
    const before = await mediaCount();
    const { res, body } = await upload(bytes, sentAs);
    expect(res.status).toBe(201);
    expect(body).toEqual({ id: sha256(bytes), url: `/media/${sha256(bytes)}.${ext}`, thumb_url: null, content_type: type, width: null, height: null, size: bytes.length });
    expect(res.headers.get('location')).toBe(body.url);
    const again = await upload(bytes, sentAs);
    expect(again.res.status).toBe(201);
    expect(again.body).toEqual(body);
    expect(await mediaCount()).toBe(before + 1);

    const served = await get(body.url);
    expect(served.res.status).toBe(200);
    expect(served.bytes.equals(bytes)).toBe(true);
    expect(served.res.headers.get('content-type')).toBe(type);
    expect(served.res.headers.get('content-length')).toBe(String(bytes.length));
    expect(served.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.res.headers.get('etag')).toBe(`"${sha256(bytes)}"`);
    expect(served.res.headers.get('accept-ranges')).toBe('bytes');
    const cached = await get(body.url, { 'if-none-match': `"${sha256(bytes)}"` });
    expect(cached.res.status).toBe(304);
    expect(cached.bytes.length).toBe(0);
  });

  it.each([
    ['a PNG sent as an MP4', async () => picture('png'), 'video/mp4', 'Videos must be MP4, WebM or MOV'],
    ['a text file sent as an MP4', async () => Buffer.from('just some notes, renamed to walkround.mp4\n'), 'video/mp4', 'Videos must be MP4, WebM or MOV'],
    ['a Matroska (not WebM) file', async () => webm('matroska'), 'video/webm', 'Videos must be MP4, WebM or MOV'],
    ['an HEIC picture (ftyp, brand heic)', async () => mp4({ brand: 'heic', compatible: ['mif1', 'heic'] }), 'video/quicktime', 'Videos must be MP4, WebM or MOV'],
    ['an MP4 cut short', async () => mp4().subarray(0, 120), 'video/mp4', 'The video could not be read; it may be damaged'],
    ['an MP4 without its movie box', async () => Buffer.concat([box('ftyp', Buffer.from('isom0000isom')), box('mdat', Buffer.alloc(40, 7))]), 'video/mp4', 'The video could not be read; it may be damaged'],
    ['a WebM header alone', async () => webm().subarray(0, 30), 'video/webm', 'The video could not be read; it may be damaged'],
  ])('refuses %s with 422 and stores nothing', async (_name, make, sentAs, detail) => {
    const before = await mediaCount();
    const { res, body } = await upload(await make(), sentAs);
    expect(res.status).toBe(422);
    expect(body).toEqual({ detail });
    expect(await mediaCount()).toBe(before);
  });

  it('takes a video only as a file of staff who may change the catalogue, never as a picture', async () => {
    const bytes = mp4();
    expect((await upload(bytes, 'video/mp4', '')).res.status).toBe(401);
    expect((await upload(bytes, 'video/mp4', (await signedIn(server, 'viewer')).token)).res.status).toBe(403);
    const asPicture = await upload(bytes, 'image/png');
    expect(asPicture.res.status).toBe(422);
    expect(asPicture.body.detail).toBe('Images must be JPEG, PNG, GIF or WebP');
    const asDataUrl = await server.request('/api/media', { body: { data_url: `data:video/mp4;base64,${bytes.toString('base64')}` }, token: editor });
    expect(asDataUrl.status).toBe(422);
    const truck = await server.request('/api/trucks', { body: truckBody({ images: [dataUrl(bytes, 'image/png')] }), token: editor });
    expect(truck.status).toBe(422);
    expect(await sql(server, 'SELECT id FROM media WHERE id = $1', [sha256(bytes)])).toEqual([]);
  });

  it('answers Range requests with 206 and only the bytes asked for; 416 past the end', async () => {
    const bytes = mp4({ dataBytes: 300 });
    const { body } = await upload(bytes, 'video/mp4');
    const size = bytes.length;
    for (const [range, start, end] of [
      ['bytes=0-9', 0, 9],
      ['bytes=100-', 100, size - 1],
      ['bytes=-25', size - 25, size - 1],
      ['bytes=50-99999', 50, size - 1],
      ['bytes=-99999', 0, size - 1],
      [`bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
    ] as const) {
      const { res, bytes: part } = await get(body.url, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(res.headers.get('content-type'), range).toBe('video/mp4');
      expect(res.headers.get('accept-ranges'), range).toBe('bytes');
      expect(res.headers.get('etag'), range).toBe(`"${body.id}"`);
      expect(part.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const { res, bytes: answer } = await get(body.url, { range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range'), range).toBe(`bytes */${size}`);
      expect(JSON.parse(answer.toString())).toEqual({ detail: `The range asked for is outside the video (${size} bytes)` });
    }
    // Ranges it does not take (malformed, several at once, or for another version) get the whole video.
    for (const headers of [{ range: 'bytes=20-10' }, { range: 'items=0-5' }, { range: 'bytes=0-1,5-6' }, { range: 'bytes=0-9', 'if-range': '"another-version"' }]) {
      const { res, bytes: whole } = await get(body.url, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(whole.equals(bytes)).toBe(true);
    }
    const same = await get(body.url, { range: 'bytes=0-9', 'if-range': `"${body.id}"` });
    expect(same.res.status).toBe(206);
    const head = await server.request(body.url, { method: 'HEAD', headers: { range: 'bytes=10-19' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
  });

  it('answers 404 for a video under another extension, a thumbnail of a video, or a picture as a video', async () => {
    const video = (await upload(webm(), 'video/webm')).body;
    const picture_ = (await upload(await picture('png'))).body;
    for (const url of [video.url.replace('.webm', '.mp4'), video.url.replace('.webm', '.thumb.webp'), video.url.replace('.webm', '.png'), picture_.url.replace('.png', '.mp4'), `/media/${'e'.repeat(64)}.mov`]) {
      const res = await server.request(url, { headers: { range: 'bytes=0-9' } });
      expect(res.status, url).toBe(404);
      expect(await res.json(), url).toEqual({ detail: expect.stringMatching(/not found/i) });
    }
  });

  it('lets trucks keep uploaded videos beside links, and refuses an address of a video that is not stored', async () => {
    const { body } = await upload(mp4(), 'video/mp4');
    const truck = await createTruck(server, editor, { videos: [body.url, 'https://www.youtube.com/watch?v=walkround'] });
    expect(truck.videos).toEqual([body.url, 'https://www.youtube.com/watch?v=walkround']);
    const gql = await server.graphql('query($id: Int!) { truck(id: $id) { videos } }', { id: truck.id });
    expect(gql.data?.truck.videos).toEqual(truck.videos);
    for (const url of [`/media/${'0'.repeat(64)}.mp4`, body.url.replace('.mp4', '.webm')]) {
      const res = await server.request('/api/trucks', { body: truckBody({ videos: ['https://vimeo.com/1', url] }), token: editor });
      expect(res.status, url).toBe(422);
      expect((await res.json()).detail).toBe('videos[1]: No video is stored at this address any more; upload it again');
    }
  });
});

describe('the size limits (MEDIA_MAX_BYTES, MEDIA_VIDEO_MAX_BYTES)', () => {
  let small: TestServer;
  let token: string;
  beforeAll(async () => {
    small = await startTestServer({ MEDIA_MAX_BYTES: '2048', MEDIA_VIDEO_MAX_BYTES: '4096' });
    token = await small.login();
  });
  afterAll(() => small?.close());

  it('refuses a larger video file with 413, and takes one within its own limit (larger than a picture may be)', async () => {
    const big = mp4({ dataBytes: 5000 });
    const file = await upload(big, 'video/mp4', token, small);
    expect(file.res.status).toBe(413);
    expect(file.body).toEqual({ detail: 'Videos must be at most 4 KB' });
    const untyped = await upload(big, 'application/octet-stream', token, small);
    expect(untyped.res.status).toBe(413);
    expect(await sql(small, 'SELECT id FROM media')).toEqual([]);
    const fits = mp4({ dataBytes: 3000 });
    expect(fits.length).toBeGreaterThan(2048);
    const stored = await upload(fits, 'video/webm', token, small);
    expect(stored.res.status).toBe(201);
    expect(stored.body.size).toBe(fits.length);
    await sql(small, 'DELETE FROM media');
  });

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

  it('keeps a video a truck uses, removes an unused one, and sends videos a chunk at a time', async () => {
    const [used, unused] = [mp4({ dataBytes: 100 }), webm()];
    const usedUrl = (await upload(used, 'video/mp4')).body.url;
    const unusedUrl = (await upload(unused, 'video/webm')).body.url;
    const truck = await createTruck(server, editor, { videos: [usedUrl] });
    await age([sha256(used), sha256(unused)]);

    expect(await media.collectGarbage()).toBeTypeOf('number');
    expect(await stored(sha256(used), sha256(unused))).toEqual([sha256(used)]);
    expect((await server.request(unusedUrl)).status).toBe(404);
    expect((await server.request(usedUrl)).status).toBe(200);

    // Seven bytes per query: every range is put together from several reads of the database.
    const app = express().use('/media', mediaFiles(media, { videoChunkBytes: 7 }));
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    try {
      expect((await get(usedUrl, {}, base)).bytes.equals(used)).toBe(true);
      const part = await get(usedUrl, { range: 'bytes=3-40' }, base);
      expect(part.res.status).toBe(206);
      expect(part.bytes.equals(used.subarray(3, 41))).toBe(true);
    } finally {
      listener.close();
    }
    expect((await server.request(`/api/trucks/${truck.id}`, { method: 'DELETE', token: editor })).status).toBe(204);
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
