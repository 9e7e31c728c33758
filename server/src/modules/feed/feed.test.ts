import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, signedIn, sql } from '../../test/factories.js';
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

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer({ PUBLIC_URL: 'https://trucks.example.com' });
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
});
