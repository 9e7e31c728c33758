import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, signIn, test, type APIRequestContext, type Page } from './app';
import { adminToken, operationName, uniqueEmail } from './api';

// A visitor's newsletter signup and enquiry go through the public site's forms, and staff deal with
// them on /communications: search, enquiry status, the weekly newsletter (once a week unless
// confirmed), the CSV export, and the unsubscribe link of the mail that was really sent.
//
// The unsubscribe token is signed with the server's JWT secret, which start-server.mjs does not set
// (the server makes one in its temporary DATA_DIR), so the test cannot make a token itself. The e2e
// server has no SMTP_URL either, so every mail is written as an .eml file into DATA_DIR/outbox: the
// test reads the newsletter that was sent to its subscriber from there and follows its link.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const visitor = {
  name: 'Nina Newsletter',
  email: uniqueEmail('nina'),
};
const enquirer = {
  name: 'Eddie Enquiry',
  email: uniqueEmail('eddie'),
  phone: '07700 900123',
  subject: `Fleet of curtainsiders ${Date.now().toString(36)}`,
  message: 'We need three 18-tonne curtainsiders for a new contract. What do you have in stock?',
};

async function openCommunications(page: Page, query = '') {
  await page.goto(`/communications${query}`);
  await expect(page.getByRole('heading', { name: 'Communications', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Newsletter Subscribers \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Contact Submissions \(\d+\)$/ })).toBeVisible();
}

/** The subscribers who would get the newsletter now: current and consenting (the REST list is the same rows). */
async function consentingSubscribers(request: APIRequestContext): Promise<number> {
  const token = await adminToken(request);
  let count = 0;
  for (let skip = 0; ; skip += 100) {
    const res = await request.get(`/api/auth/newsletter-subscribers?skip=${skip}&limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    const rows = (await res.json()) as { marketing_consent: boolean }[];
    count += rows.filter((r) => r.marketing_consent).length;
    if (rows.length < 100) return count;
  }
}

/** Undoes quoted-printable (RFC 2045), the encoding nodemailer gives long text lines. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newsletters the e2e server wrote to its outbox for this address (its DATA_DIR is a dealer-e2e-* temporary folder). */
function newslettersTo(address: string): string[] {
  const found: string[] = [];
  for (const dir of readdirSync(tmpdir()).filter((name) => name.startsWith('dealer-e2e-'))) {
    const outbox = path.join(tmpdir(), dir, 'outbox');
    let files: string[];
    try {
      files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      continue;
    }
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), 'utf8');
      if (new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\\r?$`, 'mi').test(raw) && /^Subject: New trucks/m.test(raw)) {
        found.push(raw);
      }
    }
  }
  return found;
}

test('a visitor subscribes and sends an enquiry; staff find both, and close the enquiry for good', async ({ page }) => {
  // The visitor, on the public site.
  await page.goto('/');
  await page.getByRole('heading', { name: 'Stay Up to Date' }).scrollIntoViewIfNeeded();
  const signup = page.getByRole('form', { name: 'Newsletter signup' });
  await signup.getByLabel('Full name (optional)').fill(visitor.name);
  await signup.getByLabel('Email address').fill(visitor.email);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Successfully Subscribed!' })).toBeVisible();

  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Send us a Message' });
  await contact.getByLabel('Name').fill(enquirer.name);
  await contact.getByLabel('Email').fill(enquirer.email);
  await contact.getByLabel('Phone').fill(enquirer.phone);
  await contact.getByLabel('Subject').fill(enquirer.subject);
  await contact.getByLabel('Message').fill(enquirer.message);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();

  // Staff.
  await signIn(page);
  await openCommunications(page);
  const search = page.getByRole('textbox', { name: 'Search communications' });
  await search.fill(visitor.email);
  await expect(page.getByRole('tab', { name: 'Newsletter Subscribers (1)' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Newsletter subscribers' }).getByRole('row', { name: new RegExp(visitor.email) });
  await expect(row.getByRole('cell')).toHaveText([visitor.email, visitor.name, 'Website', 'Yes', /^\d{1,2} \w+ \d{4}$/]);

  // The same search box looks through the enquiries.
  await search.fill(enquirer.subject);
  await expect(page.getByRole('tab', { name: 'Contact Submissions (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Newsletter Subscribers (0)' })).toBeVisible();
  await expect(page.getByText('No newsletter subscribers found')).toBeVisible();
  await page.getByRole('tab', { name: 'Contact Submissions (1)' }).click();
  const item = page.getByRole('listitem', { name: `${enquirer.name}: ${enquirer.subject}` });
  await expect(item.getByRole('link', { name: enquirer.email })).toHaveAttribute('href', `mailto:${enquirer.email}`);
  await expect(item).toContainText(`Phone: ${enquirer.phone}`);
  await expect(item).toContainText(enquirer.message);
  await expect(item.getByRole('link', { name: '/contact' })).toHaveAttribute('href', '/contact');
  await expect(item).toContainText(/Received \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  const status = item.getByRole('radiogroup', { name: `Status of the enquiry from ${enquirer.name}` });
  await expect(status.getByRole('radio', { name: 'New' })).toBeChecked();

  // Closing it is saved at once...
  const saved = page.waitForResponse((r) => operationName(r.request()) === 'UpdateEnquiryStatus');
  await status.getByText('Closed', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText(`Enquiry from ${enquirer.name} marked closed`)).toBeVisible();
  await expect(status.getByRole('radio', { name: 'Closed' })).toBeChecked();

  // ...so it is still closed after a reload (the tab is in the address), and the Closed filter has it.
  await page.reload();
  await page.getByRole('textbox', { name: 'Search communications' }).fill(enquirer.subject);
  await expect(page.getByRole('tab', { name: 'Contact Submissions (1)', selected: true })).toBeVisible();
  await expect(status.getByRole('radio', { name: 'Closed' })).toBeChecked();

  const filter = page.getByRole('combobox', { name: 'Filter by status' });
  await filter.click();
  await page.getByRole('option', { name: 'New', exact: true }).click();
  await expect(page.getByText('No contact submissions found')).toBeVisible();
  await filter.click();
  await page.getByRole('option', { name: 'Closed', exact: true }).click();
  await expect(item).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Contact Submissions (1)' })).toBeVisible();
});

test('staff send the weekly newsletter, and a second send this week asks first', async ({ page, request }) => {
  await signIn(page);
  await openCommunications(page);
  const expected = await consentingSubscribers(request);
  expect(expected).toBeGreaterThan(0);

  let answer = page.waitForResponse((r) => operationName(r.request()) === 'SendWeeklyNewsletter');
  await page.getByRole('button', { name: 'Send Weekly Newsletter' }).click();
  let body = await (await answer).json();
  expect(body.errors).toBeUndefined();
  const { emailsSent, trucksIncluded } = body.data.sendNewsletter as { emailsSent: number; trucksIncluded: number };
  expect(emailsSent).toBe(expected);
  // The demo trucks were added when the e2e server started; a newsletter shows at most 50.
  expect(trucksIncluded).toBeGreaterThan(0);
  expect(trucksIncluded).toBeLessThanOrEqual(50);
  await expect(page.getByText(`Sent to ${emailsSent} subscribers. ${trucksIncluded} trucks included.`)).toBeVisible();
  expect(newslettersTo(visitor.email)).toHaveLength(1);

  // The same week again: the server refuses until staff confirm.
  await page.getByRole('button', { name: 'Send Weekly Newsletter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Newsletter Already Sent' });
  await expect(dialog).toContainText(`The newsletter for this week has already been sent to ${emailsSent} subscribers. Send again?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(newslettersTo(visitor.email)).toHaveLength(1);

  await page.getByRole('button', { name: 'Send Weekly Newsletter' }).click();
  await expect(dialog).toBeVisible();
  answer = page.waitForResponse(
    (r) => operationName(r.request()) === 'SendWeeklyNewsletter' && r.request().postDataJSON()?.variables?.confirm === true,
  );
  await dialog.getByRole('button', { name: 'Send Again' }).click();
  body = await (await answer).json();
  expect(body.errors).toBeUndefined();
  expect(body.data.sendNewsletter.emailsSent).toBe(expected);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Sent to ${expected} subscribers. ${trucksIncluded} trucks included.`).first()).toBeVisible();
  expect(newslettersTo(visitor.email)).toHaveLength(2);
});

test('staff export the subscribers as CSV', async ({ page }) => {
  await signIn(page);
  await openCommunications(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Export Successful')).toBeVisible();
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,full_name,source,marketing_consent,created_at');
  expect(csv).toContain(`${visitor.email},${visitor.name},website,true,`);
});

test('the link in the newsletter unsubscribes on the public page, and the subscriber leaves the list', async ({ page }) => {
  const [mail] = newslettersTo(visitor.email);
  expect(mail, `no newsletter to ${visitor.email} in the e2e server's outbox`).toBeDefined();
  const decoded = decodeQuotedPrintable(mail);
  // People follow the link to the site's page; mail programs call the API of the List-Unsubscribe header.
  const link = /https?:\/\/[^/\s"<>]+\/unsubscribe\?token=[\w.-]+/.exec(decoded)?.[0];
  expect(link, 'the newsletter links to the unsubscribe page').toBeDefined();
  const url = new URL(link!);
  expect(decoded.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
    new RegExp(`^List-Unsubscribe: <https?://[^/\\s]+/api/newsletter/unsubscribe\\?token=${url.searchParams.get('token')!.replace(/[.]/g, '\\.')}>`, 'm'),
  );

  // A visitor who opens the link: no sign-in.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (operationName(r) === 'UnsubscribeNewsletter') sent.push(r.url());
  });
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(sent).toHaveLength(1);

  // A broken link says so; a link without a token too.
  await page.goto(`${url.pathname}?token=${url.searchParams.get('token')!.slice(0, -2)}xx`);
  await expect(page.getByRole('heading', { name: 'This unsubscribe link is not valid', level: 1 })).toBeVisible();
  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { name: 'This unsubscribe link is not valid', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Staff no longer see the address.
  await signIn(page);
  await openCommunications(page);
  await page.getByRole('textbox', { name: 'Search communications' }).fill(visitor.email);
  await expect(page.getByRole('tab', { name: 'Newsletter Subscribers (0)' })).toBeVisible();
  await expect(page.getByText('No newsletter subscribers found')).toBeVisible();
});

test('a viewer is told the screen is for managers and administrators', async ({ page, request }) => {
  const token = await adminToken(request);
  const viewer = { email: uniqueEmail('comm-viewer'), password: 'viewer-password-1' };
  const res = await request.post('/api/auth/users', {
    data: { ...viewer, role: 'viewer' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email').fill(viewer.email);
  await page.getByLabel('Password').fill(viewer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await page.goto('/communications');
  await expect(
    page.getByText('You need the manager or administrator role to see newsletter subscribers and contact submissions.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Weekly Newsletter' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
});
