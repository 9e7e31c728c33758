import { readdirSync, readFileSync, statSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../common/logger.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { welcomeMail } from './mail.templates.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a random loopback port that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The decoded body of the message part with this content type (nodemailer writes multipart/alternative). */
function part(raw: string, contentType: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const section = raw.split(`--${boundary}`).find((p) => new RegExp(`content-type:\\s*${contentType}`, 'i').test(p));
  if (!section) throw new Error(`no ${contentType} part`);
  const [headers, ...body] = section.split(/\r?\n\r?\n/);
  const content = body.join('\n\n').trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1].toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(content);
  if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  return content;
}

/** A logger writing into a string, to check what reaches the log. */
function capturedLogger() {
  let output = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      output += chunk.toString();
      callback();
    },
  });
  return { logger: createLogger('info', stream), output: () => output };
}

const NAME = 'Tom <b>&</b> "Jerry"';

describe('the welcome mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let admin: string;
  const log = capturedLogger();

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://trucks.example.com', LOG_LEVEL: 'info' }, { logger: log.logger });
    admin = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('reaches the new user with a temporary password that signs them in', async () => {
    const email = `welcome-${Date.now()}@test.example.com`;
    const res = await server.request('/api/auth/users', { token: admin, body: { email, full_name: NAME, role: 'editor' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email, role: 'editor', email_sent: true });

    expect(smtp.received).toHaveLength(1);
    const [{ to, raw }] = smtp.received;
    expect(to).toEqual([email]);
    expect(raw).toMatch(/^Subject: Your Leicester Commercial Trucks account$/m);
    expect(raw).toMatch(/^From: Leicester Commercial Trucks <no-reply@localhost>$/m);

    const text = part(raw, 'text/plain');
    expect(text).toContain(`Hello ${NAME},`);
    expect(text).toContain('https://trucks.example.com/login');
    const password = /Temporary password: (\S+)/.exec(text)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);

    const html = part(raw, 'text/html');
    expect(html).toContain('Tom &lt;b&gt;&amp;&lt;/b&gt; &quot;Jerry&quot;');
    expect(html).not.toContain('<b>&</b>');
    expect(html).toContain(password);

    const token = await server.login(email, password!);
    expect(await (await server.request('/api/auth/me', { token })).json()).toMatchObject({ email, role: 'editor' });

    expect(log.output()).toContain('"msg":"mail sent"');
    expect(log.output()).not.toContain(password);
  });

  it('sends nothing when the administrator gives the password', async () => {
    const before = smtp.received.length;
    const res = await server.request('/api/auth/users', { token: admin, body: { email: `given-${Date.now()}@test.example.com`, password: 'a-password' } });
    expect((await res.json()).email_sent).toBe(false);
    expect(smtp.received.length).toBe(before);
  });
});

describe('when the mail server cannot be reached', () => {
  it('still creates the user, answers email_sent false and logs why without the password', async () => {
    const log = capturedLogger();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, LOG_LEVEL: 'info' }, { logger: log.logger });
    try {
      const email = `unreachable-${Date.now()}@test.example.com`;
      const res = await server.request('/api/auth/users', { token: await server.login(), body: { email } });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ email, email_sent: false });
      expect(log.output()).toContain('welcome mail could not be sent');
      expect(log.output()).not.toMatch(/Temporary password/);
    } finally {
      await server.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes the message as an .eml file into DATA_DIR/outbox and logs its recipient and subject only', async () => {
    const log = capturedLogger();
    const server = await startTestServer({ LOG_LEVEL: 'info' }, { logger: log.logger });
    try {
      const email = `outbox-${Date.now()}@test.example.com`;
      const res = await server.request('/api/auth/users', { token: await server.login(), body: { email, full_name: 'Otto Outbox' } });
      expect((await res.json()).email_sent).toBe(false);

      const dir = path.join(server.dataDir, 'outbox');
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(statSync(path.join(dir, files[0])).mode & 0o777).toBe(0o600);
      const raw = readFileSync(path.join(dir, files[0]), 'utf8');
      expect(raw).toMatch(new RegExp(`^To: ${email}$`, 'm'));
      const password = /Temporary password: (\S+)/.exec(part(raw, 'text/plain'))?.[1];
      expect(await server.login(email, password!)).toEqual(expect.any(String));

      const line = log.output().split('\n').find((l) => l.includes('mail written to the outbox'));
      expect(JSON.parse(line!)).toMatchObject({ to: email, subject: 'Your Leicester Commercial Trucks account' });
      expect(log.output()).not.toContain(password);
    } finally {
      await server.close();
    }
  });
});

describe('welcomeMail', () => {
  it('has a text and an HTML part, the name escaped in HTML, and no link without a site address', () => {
    const mail = welcomeMail({ to: 'a@b.co', fullName: '<script>alert(1)</script>', temporaryPassword: 'p4ss' });
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).not.toContain('http');
    expect(welcomeMail({ to: 'a@b.co', fullName: null, temporaryPassword: 'p' }).text).toMatch(/^Hello,$/m);
  });
});
