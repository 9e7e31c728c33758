import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, signedIn, sql } from '../../test/factories.js';
import { createLogger } from '../../common/logger.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { xmlDocument, el } from './xml.js';

interface Node {
  name: string;
  attributes: Record<string, string>;
  children: Node[];
  text: string;
}

/** Reads XML back with a strict (well-formedness checking) parser into a small tree. */
function parseXml(xml: string): Node {
  const parser = new SaxesParser();
  const stack: Node[] = [];
  let root: Node | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const node: Node = { name: tag.name, attributes: tag.attributes as Record<string, string>, children: [], text: '' };
    if (stack.length > 0) stack[stack.length - 1].children.push(node);
    else root = node;
    stack.push(node);
  });
  parser.on('text', (text) => {
    if (stack.length > 0) stack[stack.length - 1].text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  return root!;
}

const child = (node: Node, name: string) => node.children.find((c) => c.name === name);

/** A logger writing into a string, to show what reaches the logs. */
function capturedLogger() {
  let output = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      output += chunk.toString();
      callback();
    },
  });
  return { logger: createLogger('trace', stream), output: () => output };
}

const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;

interface Received {
  authorization?: string;
  contentType?: string;
  body: string;
}

async function startReceiver() {
  const received: Received[] = [];
  let answer = 200;
  let delayMs = 0;
  const server = http.createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ authorization: req.headers.authorization, contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
    setTimeout(() => res.writeHead(answer).end('ok'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`,
    received,
    answer: (status: number) => {
      answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the XML writer', () => {
  it('escapes text and attributes and drops characters XML cannot hold, so a strict parser reads the same back', () => {
    const nasty = `a & b < c > d "e" 'f' \u0001\u0008 line\nbreak\r\n]]> end`;
    const doc = parseXml(xmlDocument(el('root', [el('t', nasty)], { a: nasty })));
    expect(child(doc, 't')!.text).toBe(`a & b < c > d "e" 'f'  line\nbreak\r\n]]> end`);
    // A parser turns a literal newline in an attribute into a space; the CR, written as a reference, survives.
    expect(doc.attributes.a).toBe(`a & b < c > d "e" 'f'  line break\r ]]> end`);
  });
});

describe('the feed tool', () => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let manager: string;
  let editor: string;
  let viewer: string;
  const log = capturedLogger();

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer({ PUBLIC_URL: 'https://trucks.example.com' }, { logger: log.logger });
    manager = (await signedIn(server, 'manager')).token;
    editor = (await signedIn(server, 'editor')).token;
    viewer = (await signedIn(server, 'viewer')).token;
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const upload = (body: unknown = undefined) => server.request('/api/xml-feed/upload', { method: 'POST', token: manager, body });
  const saveConfig = (body: unknown) => server.request('/api/xml-feed/config', { token: manager, body });

  it('refuses to upload before feed_url and dealer_id are configured, and never returns the password', async () => {
    const res = await upload();
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Please configure feed settings first.' });

    const saved = await saveConfig({ feed_url: receiver.url, username: 'lct', password: 's3cret:pass', auto_sync_hours: 12 });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toEqual({
      message: 'Configuration saved successfully!',
      config: { feed_url: receiver.url, username: 'lct', has_password: true, dealer_id: null, auto_sync_hours: 12 },
    });
    expect(JSON.stringify(body)).not.toContain('s3cret');
    // Kept encrypted: neither the column nor its decoded bytes hold the password.
    const [{ password_encrypted: sealed }] = await sql<{ password_encrypted: string }>(server, 'SELECT password_encrypted FROM feed_config');
    expect(sealed).toMatch(/^v1:[\w-]+$/);
    expect(sealed).not.toContain('s3cret');
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('s3cret');
    expect((await upload()).status).toBe(400);

    // The screen does not load the settings back: an empty password keeps the saved one.
    await saveConfig({ feed_url: receiver.url, username: 'lct', password: '', dealer_id: 'D-42', auto_sync_hours: 6 });
    const status = await (await server.request('/api/xml-feed/status', { token: viewer })).json();
    expect(status.config).toEqual({ feed_url: receiver.url, username: 'lct', has_password: true, dealer_id: 'D-42', auto_sync_hours: 6 });
    expect(JSON.stringify(status)).not.toContain('s3cret');

    for (const bad of [{ auto_sync_hours: 5 }, { feed_url: 'ftp://x.example.com' }, { feed_url: 'not a url' }, { colour: 'red' }, { password: 5 }]) {
      expect((await saveConfig(bad)).status).toBe(422);
    }
    expect((await server.request('/api/xml-feed/config', { token: editor, body: { dealer_id: 'X' } })).status).toBe(403);
  });

  it('refuses to upload an empty feed', async () => {
    const res = await upload();
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toMatch(/empty/);
    expect(receiver.received).toHaveLength(0);
  });

  it('previews, generates well-formed XML, and uploads it with Basic auth, recording the activity', async () => {
    const a = await createTruck(server, editor, { title: 'Scania R450 & "Friends" <Highline>', uniquestockid: 'FEED-A', images: ['/media/a.jpg', 'https://cdn.example.com/b.jpg'], price: 45_000 });
    await createTruck(server, editor, { title: 'DAF XF', uniquestockid: 'FEED-B', price: null, images: [] });

    const preview = await (await server.request('/api/xml-feed/preview', { token: viewer })).json();
    expect(preview.total_vehicles).toBe(2);
    expect(preview.preview_vehicles).toContainEqual({ stock_number: 'FEED-A', title: 'Scania R450 & "Friends" <Highline>', make: 'Scania', model: 'R450', year: 2019, images_count: 2 });

    const generated = await server.request('/api/xml-feed/generate', { token: viewer });
    expect(generated.status).toBe(200);
    expect(generated.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(generated.headers.get('content-disposition')).toMatch(/^attachment; filename="vehicle-feed-\d{4}-\d\d-\d\d\.xml"$/);
    const feed = parseXml(await generated.text());
    expect(feed.name).toBe('feed');
    expect(feed.attributes).toMatchObject({ dealer_id: 'D-42', vehicle_count: '2' });
    const vehicle = feed.children.find((v) => child(v, 'stock_number')!.text === 'FEED-A')!;
    expect(child(vehicle, 'title')!.text).toBe('Scania R450 & "Friends" <Highline>');
    expect(child(vehicle, 'price')!.text).toBe('45000');
    expect(child(vehicle, 'url')!.text).toBe(`https://trucks.example.com/trucks/${a.id}`);
    expect(child(vehicle, 'images')!.children.map((i) => i.text)).toEqual(['https://trucks.example.com/media/a.jpg', 'https://cdn.example.com/b.jpg']);
    expect(child(feed.children.find((v) => child(v, 'stock_number')!.text === 'FEED-B')!, 'price')!.text).toBe('POA');

    const res = await upload();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Uploaded 2 vehicles', vehicles: 2 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].authorization).toBe(`Basic ${Buffer.from('lct:s3cret:pass').toString('base64')}`);
    expect(receiver.received[0].contentType).toMatch(/^application\/xml/);
    expect(parseXml(receiver.received[0].body).children).toHaveLength(2);

    const status = await (await server.request('/api/xml-feed/status', { token: viewer })).json();
    expect(status).toMatchObject({ status: 'success', total_vehicles: 2, last_upload: expect.stringMatching(/Z$/) });
    expect(status.sync_status[0]).toEqual({ type: 'upload', status: 'success', message: 'Uploaded 2 vehicles', timestamp: expect.any(String) });
  });

  it('records a refused upload as failed and an unreachable server as error, answering 502', async () => {
    receiver.answer(500);
    const refused = await upload();
    expect(refused.status).toBe(502);
    expect((await refused.json()).detail).toBe('The feed server answered 500 Internal Server Error');
    receiver.answer(200);

    await saveConfig({ feed_url: 'http://127.0.0.1:1/feed' });
    const unreachable = await upload();
    expect(unreachable.status).toBe(502);
    expect((await unreachable.json()).detail).toMatch(/^The feed server could not be reached/);
    await saveConfig({ feed_url: receiver.url });

    const { sync_status } = await (await server.request('/api/xml-feed/status', { token: viewer })).json();
    expect(sync_status.slice(0, 2).map((s: { status: string }) => s.status)).toEqual(['error', 'failed']);
  });

  it('will not make more than half of the last upload vanish unless confirmed', async () => {
    await sql(server, "DELETE FROM trucks WHERE uniquestockid = 'FEED-A'");
    await createTruck(server, editor, { uniquestockid: 'FEED-C' });
    // FEED-A of A and B vanishes: half, not more, so it goes.
    expect((await upload()).status).toBe(200);

    await sql(server, "DELETE FROM trucks WHERE uniquestockid IN ('FEED-B', 'FEED-C')");
    await createTruck(server, editor, { uniquestockid: 'FEED-D' });
    const before = receiver.received.length;
    const refused = await upload();
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toBe('2 of the 2 vehicles of the last upload would be removed from the marketplace. Upload anyway?');
    expect(receiver.received).toHaveLength(before);
    const confirmed = await upload({ confirm: true });
    expect(confirmed.status).toBe(200);
    expect(receiver.received).toHaveLength(before + 1);
  });

  it('auto-syncs when the last upload is older than auto_sync_hours, one instance at a time', async () => {
    const feed = server.services.feed;
    expect(await feed.autoSyncIfDue()).toBe(false);
    await sql(server, "UPDATE feed_activity SET created_at = created_at - interval '7 hours'");
    const before = receiver.received.length;
    const runs = await Promise.all([feed.autoSyncIfDue(), feed.autoSyncIfDue()]);
    expect(runs).toContain(true);
    expect(receiver.received).toHaveLength(before + 1);
    const [latest] = await sql(server, 'SELECT type, status FROM feed_activity ORDER BY id DESC LIMIT 1');
    expect(latest).toEqual({ type: 'auto_sync', status: 'success' });
    expect(await feed.autoSyncIfDue()).toBe(false);
  });

  it('records an auto-sync refused by the vanishing check, and uploads nothing', async () => {
    await sql(server, "DELETE FROM trucks WHERE uniquestockid = 'FEED-D'");
    await createTruck(server, editor, { uniquestockid: 'FEED-E' });
    await sql(server, "UPDATE feed_activity SET created_at = created_at - interval '7 hours'");
    const before = receiver.received.length;
    expect(await server.services.feed.autoSyncIfDue()).toBe(true);
    expect(receiver.received).toHaveLength(before);
    const [latest] = await sql(server, 'SELECT type, status, message FROM feed_activity ORDER BY id DESC LIMIT 1');
    expect(latest).toEqual({ type: 'auto_sync', status: 'failed', message: expect.stringMatching(/would be removed from the marketplace/) });
    expect(await server.services.feed.autoSyncIfDue()).toBe(false);
  });

  it('lets only managers and admins upload', async () => {
    expect((await server.request('/api/xml-feed/upload', { method: 'POST', token: editor })).status).toBe(403);
    expect((await server.request('/api/xml-feed/status')).status).toBe(401);
  });

  it('never logs the password', () => {
    expect(log.output()).toContain('feed upload');
    expect(log.output()).not.toContain('s3cret');
    expect(log.output()).not.toContain(Buffer.from('lct:s3cret:pass').toString('base64'));
  });
});

describe('the feed over GraphQL', () => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let manager: string;
  let editor: string;
  let viewer: string;
  const log = capturedLogger();
  const PASSWORD = 'gql pass £ ✓';

  const STATUS = `query { feedStatus { config { feedUrl username passwordSet dealerId autoSyncHours } lastUpload status totalVehicles
    recentActivity { type status message timestamp } } }`;
  const PREVIEW = 'query { feedPreview { totalVehicles previewVehicles { stockNumber title make model year imagesCount } } }';
  const SAVE = 'mutation ($input: FeedConfigInput!) { saveFeedConfig(input: $input) { feedUrl username passwordSet dealerId autoSyncHours } }';
  const UPLOAD = 'mutation ($confirm: Boolean) { uploadFeed(confirm: $confirm) { message vehicles activity { type status message timestamp } } }';
  const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer({}, { logger: log.logger });
    manager = (await signedIn(server, 'manager')).token;
    editor = (await signedIn(server, 'editor')).token;
    viewer = (await signedIn(server, 'viewer')).token;
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('shows an unconfigured feed to staff, and only to staff', async () => {
    const status = await server.graphql(STATUS, {}, viewer);
    expect(status.data.feedStatus).toEqual({
      config: { feedUrl: null, username: null, passwordSet: false, dealerId: null, autoSyncHours: 6 },
      lastUpload: null,
      status: null,
      totalVehicles: 0,
      recentActivity: [],
    });
    expect((await server.graphql(PREVIEW, {}, viewer)).data.feedPreview).toEqual({ totalVehicles: 0, previewVehicles: [] });
    expect(code(await server.graphql(STATUS))).toBe('UNAUTHENTICATED');
    expect(code(await server.graphql(PREVIEW, {}, (await signedIn(server, 'customer')).token))).toBe('FORBIDDEN');
  });

  it('lets only managers and admins save the settings or upload', async () => {
    for (const token of [viewer, editor]) {
      expect(code(await server.graphql(SAVE, { input: { dealerId: 'X' } }, token))).toBe('FORBIDDEN');
      expect(code(await server.graphql(UPLOAD, {}, token))).toBe('FORBIDDEN');
    }
    expect((await sql(server, 'SELECT 1 FROM feed_config')).length).toBe(0);
  });

  it('refuses invalid settings, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ feedUrl: 'ftp://feeds.example.com' }, 'feed_url'],
      [{ feedUrl: 'not an address' }, 'feed_url'],
      [{ autoSyncHours: 5 }, 'auto_sync_hours'],
      [{ username: 'u'.repeat(201) }, 'username'],
      [{ dealerId: 'd'.repeat(101) }, 'dealer_id'],
      [{ password: 'p'.repeat(501) }, 'password'],
    ];
    for (const [input, field] of cases) {
      const res = await server.graphql(SAVE, { input }, manager);
      expect(res.errors?.[0]?.extensions, JSON.stringify(input).slice(0, 80)).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    expect(code(await server.graphql(UPLOAD, {}, manager))).toBe('BAD_REQUEST');
    expect((await server.graphql(UPLOAD, {}, manager)).errors?.[0]?.message).toBe('Please configure feed settings first.');
  });

  it('saves the settings, never answering the password, and keeps it when saved again empty', async () => {
    const saved = await server.graphql(SAVE, { input: { feedUrl: ` ${receiver.url} `, username: 'gql-user', password: PASSWORD, dealerId: 'G-1', autoSyncHours: 24 } }, manager);
    expect(saved.data.saveFeedConfig).toEqual({ feedUrl: receiver.url, username: 'gql-user', passwordSet: true, dealerId: 'G-1', autoSyncHours: 24 });
    const [{ password_encrypted: first }] = await sql<{ password_encrypted: string }>(server, 'SELECT password_encrypted FROM feed_config');
    expect(first).toMatch(/^v1:/);
    expect(first).not.toContain('gql pass');

    const again = await server.graphql(SAVE, { input: { feedUrl: receiver.url, username: 'gql-user', password: '', dealerId: 'G-2', autoSyncHours: 6 } }, manager);
    expect(again.data.saveFeedConfig).toMatchObject({ passwordSet: true, dealerId: 'G-2', autoSyncHours: 6 });
    const status = await server.graphql(STATUS, {}, viewer);
    expect(status.data.feedStatus.config).toEqual({ feedUrl: receiver.url, username: 'gql-user', passwordSet: true, dealerId: 'G-2', autoSyncHours: 6 });
    expect(JSON.stringify([saved, again, status])).not.toContain('gql pass');
  });

  it('previews and uploads with Basic auth, answering the activity entry', async () => {
    await createTruck(server, editor, { uniquestockid: 'GQL-A', images: ['/media/a.jpg'] });
    await createTruck(server, editor, { uniquestockid: 'GQL-B', images: [] });
    const preview = (await server.graphql(PREVIEW, {}, viewer)).data.feedPreview;
    expect(preview.totalVehicles).toBe(2);
    expect(preview.previewVehicles).toContainEqual({ stockNumber: 'GQL-A', title: expect.any(String), make: 'Scania', model: 'R450', year: 2019, imagesCount: 1 });

    const res = await server.graphql(UPLOAD, {}, manager);
    expect(res.errors).toBeUndefined();
    expect(res.data.uploadFeed).toEqual({
      message: 'Uploaded 2 vehicles',
      vehicles: 2,
      activity: { type: 'upload', status: 'success', message: 'Uploaded 2 vehicles', timestamp: expect.stringMatching(/Z$/) },
    });
    expect(receiver.received.at(-1)!.authorization).toBe(basic('gql-user', PASSWORD));
    expect(parseXml(receiver.received.at(-1)!.body).attributes).toMatchObject({ dealer_id: 'G-2', vehicle_count: '2' });

    const status = (await server.graphql(STATUS, {}, viewer)).data.feedStatus;
    expect(status).toMatchObject({ status: 'success', totalVehicles: 2, lastUpload: res.data.uploadFeed.activity.timestamp });
    expect(status.recentActivity[0]).toEqual(res.data.uploadFeed.activity);
  });

  it('asks for confirmation before most of the last upload vanishes, and reports a refused upload', async () => {
    await sql(server, "DELETE FROM trucks WHERE uniquestockid IN ('GQL-A', 'GQL-B')");
    await createTruck(server, editor, { uniquestockid: 'GQL-C' });
    const before = receiver.received.length;
    const refused = await server.graphql(UPLOAD, { confirm: false }, manager);
    expect(code(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe('2 of the 2 vehicles of the last upload would be removed from the marketplace. Upload anyway?');
    expect(receiver.received).toHaveLength(before);

    receiver.answer(503);
    const failed = await server.graphql(UPLOAD, { confirm: true }, manager);
    expect(code(failed)).toBe('FEED_UPLOAD_FAILED');
    expect(failed.errors?.[0]?.message).toBe('The feed server answered 503 Service Unavailable');
    receiver.answer(200);
    expect((await server.graphql(STATUS, {}, viewer)).data.feedStatus).toMatchObject({ status: 'failed', recentActivity: [{ status: 'failed' }, { status: 'success' }] });

    const confirmed = await server.graphql(UPLOAD, { confirm: true }, manager);
    expect(confirmed.data?.uploadFeed.vehicles).toBe(1);
    expect(receiver.received).toHaveLength(before + 2);
  });

  it('encrypts a password saved before encryption the first time it is read', async () => {
    await sql(server, "UPDATE feed_config SET password_encrypted = 'plain:legacy pass'");
    expect((await server.graphql(STATUS, {}, viewer)).data.feedStatus.config.passwordSet).toBe(true);
    const [{ password_encrypted: sealed }] = await sql<{ password_encrypted: string }>(server, 'SELECT password_encrypted FROM feed_config');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('legacy');
    expect((await server.graphql(UPLOAD, {}, manager)).errors).toBeUndefined();
    expect(receiver.received.at(-1)!.authorization).toBe(basic('gql-user', 'legacy pass'));
    // The column takes nothing but sealed or marked values.
    await expect(sql(server, "UPDATE feed_config SET password_encrypted = 'in the clear'")).rejects.toThrow(/feed_config_password_encrypted_check/);
  });

  it('treats a password sealed under another signing secret as not set, saying so in the log', async () => {
    const otherLog = capturedLogger();
    const other = await startTestServer({ DATABASE_URL: server.databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') }, { logger: otherLog.logger });
    try {
      const token = (await signedIn(other, 'viewer')).token;
      expect((await other.graphql(STATUS, {}, token)).data.feedStatus.config).toMatchObject({ username: 'gql-user', passwordSet: false });
      expect(otherLog.output()).toMatch(/saved feed password cannot be decrypted/);
    } finally {
      await other.close();
    }
    expect((await server.graphql(STATUS, {}, viewer)).data.feedStatus.config.passwordSet).toBe(true);
  });

  it('never logs the password', () => {
    expect(log.output()).toContain('feed upload');
    for (const secret of [PASSWORD, 'legacy pass', Buffer.from(`gql-user:${PASSWORD}`).toString('base64')]) expect(log.output()).not.toContain(secret);
  });
});
