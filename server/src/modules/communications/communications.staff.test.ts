import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTruck, signedIn, sql } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { mailPart, startSmtp, type TestSmtp } from '../../test/smtp.js';
import { csvCell } from './csv.js';

type Json = Record<string, any>;

/** A minimal RFC 4180 reader, for reading the export back in this test only. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) throw new Error('the CSV does not end with CRLF');
  return rows;
}

async function subscribe(server: TestServer, email: string, extra: Json = {}, ageDays = 0): Promise<number> {
  const res = await server.request('/api/auth/newsletter-signup', { body: { email, ...extra } });
  expect(res.status).toBe(200);
  const [row] = await sql<{ id: number }>(
    server,
    `UPDATE newsletter_subscribers SET created_at = now() - make_interval(days => $2) WHERE lower(email) = lower($1) RETURNING id`,
    [email, ageDays],
  );
  return row.id;
}

describe('communications lists', () => {
  let server: TestServer;
  let manager: string;
  let editor: string;

  beforeAll(async () => {
    server = await startTestServer();
    manager = (await signedIn(server, 'manager')).token;
    editor = (await signedIn(server, 'editor')).token;
    await subscribe(server, 'old@example.com', { full_name: 'Olive Oldham', source: 'website' }, 3);
    await subscribe(server, 'mid@example.com', { full_name: 'Mick Middleton', marketing_consent: false }, 2);
    await subscribe(server, 'new@example.com', {}, 1);
    const gone = await subscribe(server, 'gone@example.com', { full_name: 'Gone Olive' });
    await sql(server, 'UPDATE newsletter_subscribers SET unsubscribed_at = now() WHERE id = $1', [gone]);
  });
  afterAll(() => server?.close());

  it('lists current subscribers newest first with the spec fields and X-Total-Count, searching name and email', async () => {
    const res = await server.request('/api/auth/newsletter-subscribers', { token: manager });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('3');
    const list = (await res.json()) as Json[];
    expect(list.map((s) => s.email)).toEqual(['new@example.com', 'mid@example.com', 'old@example.com']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      email: 'mid@example.com',
      full_name: 'Mick Middleton',
      source: 'website',
      marketing_consent: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const searched = await server.request('/api/auth/newsletter-subscribers?search=OLIVE', { token: manager });
    expect(searched.headers.get('x-total-count')).toBe('1');
    expect(((await searched.json()) as Json[]).map((s) => s.email)).toEqual(['old@example.com']);

    const paged = await server.request('/api/auth/newsletter-subscribers?skip=1&limit=1', { token: manager });
    expect(paged.headers.get('x-total-count')).toBe('3');
    expect(((await paged.json()) as Json[]).map((s) => s.email)).toEqual(['mid@example.com']);

    expect((await server.request('/api/auth/newsletter-subscribers?limit=101', { token: manager })).status).toBe(422);
    expect((await server.request('/api/auth/newsletter-subscribers', { token: editor })).status).toBe(403);
  });

  it('lists subscribers over GraphQL', async () => {
    const { data, errors } = await server.graphql(
      `query { newsletterSubscribers(search: "example.com", limit: 2) { total items { email fullName marketingConsent source createdAt } } }`,
      {},
      manager,
    );
    expect(errors).toBeUndefined();
    expect(data.newsletterSubscribers.total).toBe(3);
    expect(data.newsletterSubscribers.items).toEqual([
      { email: 'new@example.com', fullName: null, marketingConsent: true, source: 'website', createdAt: expect.any(String) },
      { email: 'mid@example.com', fullName: 'Mick Middleton', marketingConsent: false, source: 'website', createdAt: expect.any(String) },
    ]);
  });

  it('lists contact submissions with search and status filters, and changes their status', async () => {
    const truck = await createTruck(server, editor, { title: 'DAF XF 480 Space Cab' });
    const send = (body: Json) => server.request('/api/auth/contact', { body: { name: 'Ann Buyer', email: 'ann@example.com', subject: 'Hello', message: 'A question', ...body } });
    expect((await send({ subject: 'Gearbox quote', message: 'Please quote for a GRS905R' })).status).toBe(201);
    expect((await send({ name: 'Bob Haulier', email: 'bob@haul.example.com', subject: 'Truck', truck_id: truck.id, phone: '07700 900123', company: 'Bob Ltd' })).status).toBe(201);

    const res = await server.request('/api/auth/contact-submissions', { token: manager });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
    const [newest, older] = (await res.json()) as Json[];
    expect(newest).toEqual({
      id: expect.any(Number),
      name: 'Bob Haulier',
      email: 'bob@haul.example.com',
      phone: '07700 900123',
      company: 'Bob Ltd',
      subject: 'Truck',
      message: 'A question',
      service: null,
      source: null,
      truck_id: truck.id,
      truck_title: 'DAF XF 480 Space Cab',
      status: 'new',
      created_at: expect.any(String),
    });

    const byMessage = await server.request('/api/auth/contact-submissions?search=grs905', { token: manager });
    expect(((await byMessage.json()) as Json[]).map((s) => s.id)).toEqual([older.id]);

    const patched = await server.request(`/api/auth/contact-submissions/${older.id}`, { method: 'PATCH', token: manager, body: { status: 'in_progress' } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: older.id, status: 'in_progress', subject: 'Gearbox quote' });

    const inProgress = await server.request('/api/auth/contact-submissions?status=in_progress', { token: manager });
    expect(inProgress.headers.get('x-total-count')).toBe('1');
    expect(((await inProgress.json()) as Json[])[0].id).toBe(older.id);

    const bad = await server.request(`/api/auth/contact-submissions/${older.id}`, { method: 'PATCH', token: manager, body: { status: 'done' } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).detail).toContain('status');
    expect((await server.request('/api/auth/contact-submissions?status=open', { token: manager })).status).toBe(422);
    expect((await server.request('/api/auth/contact-submissions/999999', { method: 'PATCH', token: manager, body: { status: 'closed' } })).status).toBe(404);
    expect((await server.request(`/api/auth/contact-submissions/${older.id}`, { method: 'PATCH', token: editor, body: { status: 'closed' } })).status).toBe(403);

    const { data, errors } = await server.graphql(
      `mutation($id: Int!) { updateEnquiryStatus(id: $id, status: "closed") { id status truckTitle } }`,
      { id: newest.id },
      manager,
    );
    expect(errors).toBeUndefined();
    expect(data.updateEnquiryStatus).toEqual({ id: newest.id, status: 'closed', truckTitle: 'DAF XF 480 Space Cab' });
    const listed = await server.graphql(`query { contactSubmissions(status: "closed", search: "bob") { total items { id name status } } }`, {}, manager);
    expect(listed.data.contactSubmissions).toEqual({ total: 1, items: [{ id: newest.id, name: 'Bob Haulier', status: 'closed' }] });
  });

  it('exports current subscribers as CSV named for the date, quoted and safe against formula injection', async () => {
    await subscribe(server, 'evil@example.com', { full_name: '=HYPERLINK("http://x.example","click"), me' });
    await subscribe(server, 'plus@example.com', { full_name: '+44 "quoted"\nname' });
    const res = await server.request('/api/auth/export-emails', { token: manager });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="newsletter-subscribers-${today}.csv"`);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(['email', 'full_name', 'source', 'marketing_consent', 'created_at']);
    const byEmail = Object.fromEntries(rows.slice(1).map((r) => [r[0], r]));
    expect(rows).toHaveLength(6);
    expect(byEmail['gone@example.com']).toBeUndefined();
    expect(byEmail['evil@example.com'][1]).toBe(`'=HYPERLINK("http://x.example","click"), me`);
    expect(byEmail['plus@example.com'][1]).toBe(`'+44 "quoted"\nname`);
    expect(byEmail['mid@example.com']).toEqual(['mid@example.com', 'Mick Middleton', 'website', 'false', expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/)]);
    expect(byEmail['new@example.com'][1]).toBe('');
    expect((await server.request('/api/auth/export-emails', { token: editor })).status).toBe(403);
  });

  it('writes CSV cells the way spreadsheets read them safely', () => {
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe('the weekly newsletter', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let manager: string;
  let editor: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://trucks.example.com/' });
    manager = (await signedIn(server, 'manager')).token;
    editor = (await signedIn(server, 'editor')).token;
    ids.keen = await subscribe(server, 'keen@example.com', { full_name: 'Kate <Keen>' });
    ids.also = await subscribe(server, 'also@example.com');
    ids.noConsent = await subscribe(server, 'noconsent@example.com', { marketing_consent: false });
    ids.gone = await subscribe(server, 'gone@example.com');
    await sql(server, 'UPDATE newsletter_subscribers SET unsubscribed_at = now() WHERE id = $1', [ids.gone]);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const send = (body: Json = { days_back: 7 }) => server.request('/api/auth/send-newsletter', { token: manager, body });
  const newsletters = () => smtp.received.filter((m) => m.raw.includes('Subject: New trucks this week'));

  it('refuses to send a newsletter without new trucks', async () => {
    const res = await send();
    expect(res.status).toBe(422);
    expect(newsletters()).toHaveLength(0);
  });

  it('mails the new trucks to consenting subscribers only, with HTML and text parts and a working unsubscribe link', async () => {
    const fresh = await createTruck(server, editor, { title: 'Volvo FH 500 Globetrotter', price: 52_500, images: ['/media/demo/volvo.jpg'] });
    const poa = await createTruck(server, editor, { title: 'MAN TGX <18.510>', price: null, images: ['https://cdn.example.com/man.jpg'] });
    const old = await createTruck(server, editor, { title: 'Old Iveco Stralis' });
    await sql(server, "UPDATE trucks SET created_at = now() - interval '10 days' WHERE id = $1", [old.id]);

    const res = await send();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ emails_sent: 2, trucks_included: 2 });
    expect(newsletters().map((m) => m.to[0]).sort()).toEqual(['also@example.com', 'keen@example.com']);

    const mail = newsletters().find((m) => m.to[0] === 'keen@example.com')!;
    const text = mailPart(mail.raw, 'text/plain');
    expect(text).toContain('Hello Kate <Keen>,');
    expect(text).toContain('Volvo FH 500 Globetrotter: £52,500');
    expect(text).toContain(`https://trucks.example.com/trucks/${fresh.id}`);
    expect(text).toContain('MAN TGX <18.510>: POA');
    expect(text).not.toContain('Old Iveco');
    const html = mailPart(mail.raw, 'text/html');
    expect(html).toContain('Kate &lt;Keen&gt;');
    expect(html).toContain('MAN TGX &lt;18.510&gt;');
    expect(html).toContain('src="https://trucks.example.com/media/demo/volvo.jpg"');
    expect(html).toContain('src="https://cdn.example.com/man.jpg"');
    expect(html).toContain(`href="https://trucks.example.com/trucks/${poa.id}"`);

    // The mail links to the site's unsubscribe page; the List-Unsubscribe header, which mail
    // programs call themselves, to the API with the same token.
    const page = /https:\/\/trucks\.example\.com\/unsubscribe\?token=([\w.-]+)/.exec(text);
    expect(page).not.toBeNull();
    expect(html).toContain(`href="${page![0]}"`);
    expect(text).not.toContain('/api/newsletter/unsubscribe');
    const header = /^List-Unsubscribe: <(https:\/\/trucks\.example\.com\/api\/newsletter\/unsubscribe\?token=([\w.-]+))>/m.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '));
    expect(header).not.toBeNull();
    expect(header![2]).toBe(page![1]);
    const link = header![1];
    const other = /token=([\w.-]+)/.exec(mailPart(newsletters().find((m) => m.to[0] === 'also@example.com')!.raw, 'text/plain'))![1];
    expect(page![1]).not.toBe(other);

    const unsub = await server.request(new URL(link).pathname + new URL(link).search);
    expect(unsub.status).toBe(200);
    expect(await unsub.json()).toEqual({ message: 'You have been unsubscribed' });
    const [row] = await sql(server, 'SELECT unsubscribed_at FROM newsletter_subscribers WHERE id = $1', [ids.keen]);
    expect(row.unsubscribed_at).toBeInstanceOf(Date);
    expect((await server.request(new URL(link).pathname + new URL(link).search)).status).toBe(200);
  });

  it('refuses forged or broken unsubscribe tokens, over REST and GraphQL', async () => {
    for (const token of ['', 'abc', `${ids.also}.${'A'.repeat(43)}`, `${ids.also}.x`]) {
      const res = await server.request(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toBe('This unsubscribe link is not valid');
    }
    const { errors } = await server.graphql(`mutation { unsubscribeNewsletter(token: "1.nope") { message } }`);
    expect(errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    const [row] = await sql(server, 'SELECT unsubscribed_at FROM newsletter_subscribers WHERE id = $1', [ids.also]);
    expect(row.unsubscribed_at).toBeNull();
  });

  it('does not send the same week twice unless confirmed, and then skips who unsubscribed', async () => {
    const before = newsletters().length;
    const again = await send();
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: 'The newsletter for this week has already been sent to 2 subscribers. Send again?' });
    const gql = await server.graphql(`mutation { sendNewsletter(daysBack: 7) { emailsSent } }`, {}, manager);
    expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(newsletters()).toHaveLength(before);

    const confirmed = await send({ days_back: 7, confirm: true });
    expect(confirmed.status).toBe(200);
    // keen@ unsubscribed through the link in the previous test.
    expect(await confirmed.json()).toEqual({ emails_sent: 1, trucks_included: 2 });
    expect(newsletters().slice(before).map((m) => m.to[0])).toEqual(['also@example.com']);
  });

  it('unsubscribes over GraphQL with the token of the link', async () => {
    const mail = newsletters().find((m) => m.to[0] === 'also@example.com')!;
    const token = /token=([\w.-]+)/.exec(mailPart(mail.raw, 'text/plain'))![1];
    const { data, errors } = await server.graphql(`mutation($t: String!) { unsubscribeNewsletter(token: $t) { message } }`, { t: token });
    expect(errors).toBeUndefined();
    expect(data.unsubscribeNewsletter.message).toBe('You have been unsubscribed');
    const [row] = await sql(server, 'SELECT unsubscribed_at FROM newsletter_subscribers WHERE id = $1', [ids.also]);
    expect(row.unsubscribed_at).toBeInstanceOf(Date);
  });

  it('checks days_back and confirm, and lets only managers and admins send', async () => {
    for (const body of [{ days_back: 0 }, { days_back: 32 }, { days_back: '7' }, { days_back: 7, confirm: 'yes' }, { days: 7 }]) {
      expect((await send(body)).status).toBe(422);
    }
    expect((await server.request('/api/auth/send-newsletter', { token: editor, body: { days_back: 7 } })).status).toBe(403);
  });
});
