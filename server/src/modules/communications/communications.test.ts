import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, signedIn, sql } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { capturedLogger, closedPort, mailPart, startSmtp, type TestSmtp } from '../../test/smtp.js';

type Json = Record<string, any>;

const enquiry = (overrides: Json = {}) => ({
  name: 'Tom <b>&</b> "Jerry"',
  email: 'tom@haulage.example.com',
  phone: '07700 900456',
  company: 'Tom & Jerry Haulage',
  subject: 'Quote for a gearbox',
  message: 'Hello,\nplease quote for a GRS905R <script>alert(1)</script>.',
  service: 'Transmission Services',
  ...overrides,
});

const storedEnquiries = async (server: TestServer) => Number((await sql<{ n: string }>(server, 'SELECT count(*) AS n FROM enquiries'))[0].n);

describe('enquiries', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let editor: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://trucks.example.com' });
    editor = (await signedIn(server, 'editor')).token;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('stores a contact-page enquiry and mails it to the sales address, text and HTML, user text escaped', async () => {
    const res = await server.request('/api/auth/contact', { body: enquiry({ source: '/contact' }) });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Thank you for your enquiry' });

    const [row] = await sql(server, 'SELECT * FROM enquiries ORDER BY id DESC LIMIT 1');
    expect(row).toMatchObject({
      name: 'Tom <b>&</b> "Jerry"',
      email: 'tom@haulage.example.com',
      phone: '07700 900456',
      company: 'Tom & Jerry Haulage',
      subject: 'Quote for a gearbox',
      service: 'Transmission Services',
      source: '/contact',
      truck_id: null,
      status: 'new',
    });
    expect(row.created_at).toBeInstanceOf(Date);

    const mail = await smtp.find('Subject: Website enquiry: Quote for a gearbox');
    expect(mail.to).toEqual(['sales@leicestercommercialtrucks.co.uk']);
    expect(mail.raw).toMatch(/^Subject: Website enquiry: Quote for a gearbox$/m);
    expect(mail.raw).toMatch(/^Reply-To: .*<tom@haulage\.example\.com>$/m);
    const text = mailPart(mail.raw, 'text/plain');
    expect(text).toContain('Name: Tom <b>&</b> "Jerry"');
    expect(text).toContain('Phone: 07700 900456');
    expect(text).toContain('Service: Transmission Services');
    expect(text).toContain('Sent from: /contact');
    expect(text).toContain('please quote for a GRS905R <script>alert(1)</script>.');
    const html = mailPart(mail.raw, 'text/html');
    expect(html).toContain('Tom &lt;b&gt;&amp;&lt;/b&gt; &quot;Jerry&quot;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>&</b>');
    expect(html).toContain('Hello,<br>');
  });

  it('names the truck asked about, with a link to it, and clears the link when the truck is deleted', async () => {
    const truck = await createTruck(server, editor, { title: 'Scania R 450 Highline', uniquestockid: 'LCT-ENQ-1' });
    const { data, errors } = await server.graphql(
      `mutation($input: EnquiryInput!) { sendEnquiry(input: $input) }`,
      { input: { ...enquiry({ subject: 'Is this truck available?' }), source: '/trucks/1', truckId: truck.id } },
    );
    expect(errors).toBeUndefined();
    expect(data.sendEnquiry).toBe(true);
    const [row] = await sql(server, 'SELECT id, truck_id, source FROM enquiries ORDER BY id DESC LIMIT 1');
    expect(row).toMatchObject({ truck_id: truck.id, source: '/trucks/1' });
    const text = mailPart((await smtp.find('Subject: Website enquiry: Is this truck available?')).raw, 'text/plain');
    expect(text).toContain('Truck: Scania R 450 Highline (stock ID LCT-ENQ-1)');
    expect(text).toContain(`Truck page: https://trucks.example.com/trucks/${truck.id}`);

    await server.request(`/api/trucks/${truck.id}`, { method: 'DELETE', token: editor });
    const [after] = await sql(server, 'SELECT truck_id FROM enquiries WHERE id = $1', [row.id]);
    expect(after.truck_id).toBeNull();
  });

  it('keeps an enquiry about a truck that no longer exists, without the truck', async () => {
    const res = await server.request('/api/auth/contact', { body: enquiry({ truck_id: 999_999 }) });
    expect(res.status).toBe(201);
    const [row] = await sql(server, 'SELECT truck_id FROM enquiries ORDER BY id DESC LIMIT 1');
    expect(row.truck_id).toBeNull();
  });

  it('mails the sales address saved in the site content', async () => {
    const saved = await server.request('/api/content/contact', { method: 'PUT', token: editor, body: { content: { email: 'enquiries@lct.example.co.uk' } } });
    expect(saved.status).toBe(200);
    try {
      expect((await server.request('/api/auth/contact', { body: enquiry({ subject: 'To the saved address' }) })).status).toBe(201);
      expect((await smtp.find('Subject: Website enquiry: To the saved address')).to).toEqual(['enquiries@lct.example.co.uk']);
    } finally {
      await server.request('/api/content/contact', { method: 'PUT', token: editor, body: { content: {} } });
    }
  });

  it('accepts the contact page form, which sends no company or service', async () => {
    const { company: _c, service: _s, ...contactPage } = enquiry();
    expect((await server.request('/api/auth/contact', { body: { ...contactPage, phone: '' } })).status).toBe(201);
    const [row] = await sql(server, 'SELECT phone, company, service FROM enquiries ORDER BY id DESC LIMIT 1');
    expect(row).toEqual({ phone: null, company: null, service: null });
  });

  it.each([
    [{ name: undefined }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'email'],
    [{ phone: '1'.repeat(41) }, 'phone'],
    [{ company: 'x'.repeat(101) }, 'company'],
    [{ subject: '' }, 'subject'],
    [{ subject: 'x'.repeat(201) }, 'subject'],
    [{ message: undefined }, 'message'],
    [{ message: 'x'.repeat(5001) }, 'message'],
    [{ truck_id: 'abc' }, 'truck_id'],
    [{ website: 'spam' }, 'website'],
  ])('answers 422 naming the field for %j, storing and mailing nothing', async (overrides, field) => {
    const before = await storedEnquiries(server);
    const res = await server.request('/api/auth/contact', { body: enquiry({ ...overrides, subject: overrides.subject ?? 'Refused' }) });
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain(field);
    expect(await storedEnquiries(server)).toBe(before);
    expect(smtp.received.some((m) => m.raw.includes('Subject: Website enquiry: Refused'))).toBe(false);
  });

  it('answers BAD_USER_INPUT naming the field over GraphQL', async () => {
    const { errors } = await server.graphql(`mutation($input: EnquiryInput!) { sendEnquiry(input: $input) }`, { input: enquiry({ email: 'nope' }) });
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });
});

describe('when the mail server cannot be reached', () => {
  it('still stores the enquiry, answers 201 and logs why', async () => {
    const log = capturedLogger();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, LOG_LEVEL: 'info' }, { logger: log.logger });
    try {
      const res = await server.request('/api/auth/contact', { body: enquiry({ subject: 'Lost mail?' }) });
      expect(res.status).toBe(201);
      const [row] = await sql(server, 'SELECT id, subject FROM enquiries');
      expect(row.subject).toBe('Lost mail?');
      const deadline = Date.now() + 15_000;
      while (!log.output().includes('enquiry mail could not be sent') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const line = log.output().split('\n').find((l) => l.includes('enquiry mail could not be sent'));
      expect(JSON.parse(line!)).toMatchObject({ enquiryId: row.id, to: 'sales@leicestercommercialtrucks.co.uk' });
      expect(log.output()).not.toContain('GRS905R');
    } finally {
      await server.close();
    }
  });
});

describe('newsletter', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const subscribers = () => sql(server, 'SELECT email, full_name, source, marketing_consent, unsubscribed_at, created_at, updated_at FROM newsletter_subscribers ORDER BY id');
  const signup = (body: Json) => server.request('/api/auth/newsletter-signup', { body });

  it('subscribes with the message the site shows, source website and consent true by default', async () => {
    const res = await signup({ email: 'rita@example.com', full_name: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Successfully subscribed to our newsletter!' });
    expect(await subscribers()).toEqual([expect.objectContaining({ email: 'rita@example.com', full_name: null, source: 'website', marketing_consent: true, unsubscribed_at: null })]);
  });

  it('keeps one subscriber for the same email in any case, updating name and consent and subscribing again', async () => {
    await sql(server, "UPDATE newsletter_subscribers SET unsubscribed_at = now() WHERE email = 'rita@example.com'");
    const res = await signup({ email: ' RITA@example.com ', full_name: 'Rita Patel', source: 'website', marketing_consent: false });
    expect(res.status).toBe(200);
    let rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'rita@example.com', full_name: 'Rita Patel', marketing_consent: false, unsubscribed_at: null });
    expect(rows[0].updated_at.getTime()).toBeGreaterThan(rows[0].created_at.getTime());

    const { data, errors } = await server.graphql(`mutation($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { message } }`, {
      input: { email: 'rita@example.com' },
    });
    expect(errors).toBeUndefined();
    expect(data.subscribeNewsletter.message).toBe('Successfully subscribed to our newsletter!');
    rows = await subscribers();
    expect(rows).toHaveLength(1);
    // A signup without a name keeps the one given before; consent is true unless said otherwise.
    expect(rows[0]).toMatchObject({ full_name: 'Rita Patel', marketing_consent: true });
  });

  it('captures an email through the email-capture form', async () => {
    const res = await server.request('/api/auth/email-capture', { body: { email: 'capture@example.com', full_name: 'Cap Ture', marketing_consent: true } });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toEqual(expect.any(String));
    const [row] = await sql(server, "SELECT full_name, source, marketing_consent FROM newsletter_subscribers WHERE email = 'capture@example.com'");
    expect(row).toEqual({ full_name: 'Cap Ture', source: 'email-capture', marketing_consent: true });
  });

  it.each([
    [{}, 'email'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 'a@b.co', marketing_consent: 'yes' }, 'marketing_consent'],
    [{ email: 'a@b.co', full_name: 'x'.repeat(101) }, 'full_name'],
    [{ email: 'a@b.co', role: 'admin' }, 'role'],
  ])('answers 422 naming the field for %j', async (body, field) => {
    const res = await signup(body);
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toContain(field);
    const { errors } = await server.graphql(`mutation { subscribeNewsletter(input: { email: "nope" }) { message } }`);
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });
});

describe('throttling', () => {
  it('counts every public form, REST and GraphQL, against one budget per address', async () => {
    const server = await startTestServer({ RATE_LIMIT_FORMS: '4' });
    try {
      expect((await server.request('/api/auth/contact', { body: enquiry() })).status).toBe(201);
      expect((await server.request('/api/auth/newsletter-signup', { body: { email: 'a@example.com' } })).status).toBe(200);
      expect((await server.request('/api/auth/email-capture', { body: { email: 'b@example.com' } })).status).toBe(200);
      expect((await server.graphql(`mutation { subscribeNewsletter(input: { email: "c@example.com" }) { message } }`)).errors).toBeUndefined();
      const blocked = await server.request('/api/auth/contact', { body: enquiry() });
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).detail).toMatch(/Too many requests/);
      const { errors } = await server.graphql(`mutation($input: EnquiryInput!) { sendEnquiry(input: $input) }`, { input: enquiry() });
      expect(errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(await storedEnquiries(server)).toBe(1);
    } finally {
      await server.close();
    }
  });
});
