import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { capturedLogger, closedPort, mailPart as part, startSmtp } from '../../test/smtp.js';
import { welcomeMail } from './mail.templates.js';

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
