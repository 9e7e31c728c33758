import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { expect, signIn, test, type Page } from './app';
import { adminToken, createUser, uniqueEmail } from './api';
import { ADMIN } from './fixtures.mjs';

interface Received {
  authorization?: string;
  contentType?: string;
  body: string;
}

/** The marketplace's end of the feed: a loopback HTTP server that keeps what it was sent. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ authorization: req.headers.authorization, contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/marketplace/feed`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface ParsedFeed {
  root: string;
  dealerId: string | null;
  vehicleCount: string | null;
  vehicles: number;
  firstStockNumber: string | null;
}

/** Reads a feed with the browser's strict XML parser; null when it is not well-formed. */
function parseFeed(page: Page, xml: string): Promise<ParsedFeed | null> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return null;
    const root = doc.documentElement;
    const vehicles = root.getElementsByTagName('vehicle');
    return {
      root: root.nodeName,
      dealerId: root.getAttribute('dealer_id'),
      vehicleCount: root.getAttribute('vehicle_count'),
      vehicles: vehicles.length,
      firstStockNumber: vehicles[0]?.getElementsByTagName('stock_number')[0]?.textContent ?? null,
    };
  }, xml);
}

async function openFeed(page: Page) {
  await page.goto('/xml-feed');
  await expect(page.getByRole('heading', { name: 'Vehicle Feed', level: 1 })).toBeVisible();
}

const visiblePanel = (page: Page) => page.getByRole('tabpanel');

test.describe.configure({ timeout: 60_000 });

let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await receiver?.close();
});

test('staff configure the feed, see it loaded back, upload it with Basic auth, and see the upload in the activity list', async ({ page }) => {
  const settings = { username: 'lct-feed', password: 'Feed pass: £42 & more', dealerId: `E2E-${Date.now().toString(36)}` };

  await signIn(page, ADMIN.email, ADMIN.password);
  await openFeed(page);

  // Nothing configured yet: Upload Now waits for a feed URL.
  await page.getByRole('tab', { name: 'Actions' }).click();
  await expect(visiblePanel(page).getByRole('button', { name: 'Upload Now' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Configuration' }).click();
  let form = visiblePanel(page);
  await form.getByLabel('Feed URL').fill(receiver.url);
  await form.getByLabel('Username').fill(settings.username);
  await form.getByLabel('Password', { exact: true }).fill(settings.password);
  await form.getByLabel('Dealer ID').fill(settings.dealerId);
  await expect(form.getByRole('combobox', { name: 'Auto-sync' })).toHaveValue('Every 6 hours');
  await form.getByRole('combobox', { name: 'Auto-sync' }).click();
  await page.getByRole('option', { name: 'Every 24 hours' }).click();
  await form.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(page.getByText('Configuration saved successfully!')).toBeVisible();

  // Loaded back after a reload, except the password, which only says it is there.
  await page.reload();
  await page.getByRole('tab', { name: 'Configuration' }).click();
  form = visiblePanel(page);
  await expect(form.getByLabel('Feed URL')).toHaveValue(receiver.url);
  await expect(form.getByLabel('Username')).toHaveValue(settings.username);
  await expect(form.getByLabel('Dealer ID')).toHaveValue(settings.dealerId);
  await expect(form.getByRole('combobox', { name: 'Auto-sync' })).toHaveValue('Every 24 hours');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(form.getByText('A password is saved; leave blank to keep it.')).toBeVisible();

  await page.getByRole('tab', { name: 'Actions' }).click();
  const uploadNow = visiblePanel(page).getByRole('button', { name: 'Upload Now' });
  await expect(uploadNow).toBeEnabled();
  await uploadNow.click();
  await expect(page.getByText('Upload initiated! Check status for updates.')).toBeVisible();

  // Auto-sync may have sent the feed too; every delivery is the same well-formed feed with the same credentials.
  expect(receiver.received.length).toBeGreaterThanOrEqual(1);
  const delivery = receiver.received.at(-1)!;
  expect(delivery.authorization).toBe(`Basic ${Buffer.from(`${settings.username}:${settings.password}`, 'utf8').toString('base64')}`);
  expect(delivery.contentType).toMatch(/^application\/xml/);
  const sent = await parseFeed(page, delivery.body);
  expect(sent).not.toBeNull();
  expect(sent).toMatchObject({ root: 'feed', dealerId: settings.dealerId });
  expect(sent!.vehicles).toBeGreaterThan(0);
  expect(sent!.vehicleCount).toBe(String(sent!.vehicles));

  await page.getByRole('tab', { name: 'Overview' }).click();
  const overview = visiblePanel(page);
  await expect(overview.getByRole('group', { name: 'Total Vehicles' })).toContainText(String(sent!.vehicles));
  await expect(overview.getByRole('group', { name: 'Last Upload' })).not.toContainText('Never');
  await expect(overview.getByRole('group', { name: 'Status' }).getByRole('img', { name: 'Success' })).toBeVisible();
  const entry = overview
    .getByRole('list', { name: 'Recent activity' })
    .getByRole('listitem')
    .filter({ hasText: `Uploaded ${sent!.vehicles} vehicles` })
    .filter({ hasText: 'Upload ·' })
    .first();
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('img', { name: 'Success' })).toBeVisible();
  await expect(overview.getByRole('table', { name: 'Vehicle preview' }).getByRole('row')).toHaveCount(Math.min(sent!.vehicles, 10) + 1);
  await expect(overview.getByRole('table', { name: 'Vehicle preview' }).getByRole('cell', { name: sent!.firstStockNumber!, exact: true })).toBeVisible();
});

test('Generate & Download gives a file that is a well-formed XML feed', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await openFeed(page);
  await page.getByRole('tab', { name: 'Actions' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    visiblePanel(page).getByRole('button', { name: 'Generate & Download' }).click(),
  ]);
  await expect(page.getByText('XML feed generated and downloaded successfully!')).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^vehicle-feed-\d{4}-\d\d-\d\d\.xml$/);
  const xml = await readFile((await download.path())!, 'utf8');
  const feed = await parseFeed(page, xml);
  expect(feed).not.toBeNull();
  expect(feed!.root).toBe('feed');
  expect(feed!.vehicles).toBeGreaterThan(0);
  expect(feed!.vehicleCount).toBe(String(feed!.vehicles));
});

test('a viewer sees the feed but cannot upload or change its settings', async ({ page, request }) => {
  const viewer = { email: uniqueEmail('feed-viewer'), password: 'viewer-password-1' };
  await createUser(request, await adminToken(request), { ...viewer, role: 'viewer', full_name: 'Feed Viewer' });
  await signIn(page, viewer.email, viewer.password);
  await openFeed(page);
  await expect(visiblePanel(page).getByRole('group', { name: 'Total Vehicles' })).toBeVisible();
  await page.getByRole('tab', { name: 'Actions' }).click();
  await expect(visiblePanel(page).getByRole('button', { name: 'Upload Now' })).toBeDisabled();
  await expect(visiblePanel(page).getByRole('button', { name: 'Generate & Download' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Configuration' }).click();
  await expect(visiblePanel(page).getByRole('button', { name: 'Save Configuration' })).toHaveCount(0);
  await expect(visiblePanel(page).getByLabel('Feed URL')).toHaveAttribute('readonly', '');
});
