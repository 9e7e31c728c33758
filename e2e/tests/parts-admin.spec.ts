import { deflateSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, signIn, test, type APIRequestContext, type Locator, type Page } from './app';
import { adminToken, createUser, uniqueEmail } from './api';
import { ADMIN } from './fixtures.mjs';

// Each test signs in, and every password is hashed on purpose slowly.
test.describe.configure({ timeout: 90_000 });

/** A distinct word per run, so reruns against the same database never collide. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

interface PartBody {
  name: string;
  category: string;
  part_number: string;
  condition: string;
  compatibility: string;
  description: string;
  price: string;
  availability: string;
  warranty: string;
  images?: string[];
  featured?: boolean;
}

/** Test data goes in through the API (POST /api/parts), never through the UI. */
async function createPart(request: APIRequestContext, token: string, body: PartBody) {
  const res = await request.post('/api/parts', { data: body, headers: { authorization: `Bearer ${token}` } });
  if (res.status() !== 201) throw new Error(`create part failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as PartBody & { id: number };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (8-bit RGB), small enough to write here. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([r, g, b]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openPartsAdmin(page: Page, query = '') {
  await page.goto(`/admin/parts${query}`);
  await expect(page.getByRole('heading', { name: 'Parts Management' })).toBeVisible();
  await expect(page.getByText(/^Current Inventory: \d+ parts$/)).toBeVisible();
}

/** The table row of the part of that name (and not its copy). */
function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

/** Picks an option of a Mantine select inside the dialog. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('staff add a part with a picture, see it in the public catalogue, edit, duplicate and delete it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `E2E Air Dryer ${RUN}`;
  const partNumber = `AD-${RUN}`;
  await signIn(page, ADMIN.email, ADMIN.password);
  await openPartsAdmin(page);

  // Add, with a picture uploaded from a file.
  await page.getByRole('button', { name: 'Add New Part' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add New Part' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Part Number' }).fill(partNumber);
  await choose(page, dialog, 'Category', 'Brakes');
  await choose(page, dialog, 'Condition', 'Reconditioned');
  await dialog.getByRole('textbox', { name: 'Price' }).fill('£245');
  await choose(page, dialog, 'Availability', '2-3 Days');
  await choose(page, dialog, 'Coverage', 'Up to 12 months');
  await dialog.getByRole('textbox', { name: 'Compatibility' }).fill('DAF XF 2014-2020');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Reconditioned air dryer, tested on the bench.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'air-dryer.png', mimeType: 'image/png', buffer: png(64, 48, [200, 60, 20]) });
  await expect(dialog.getByTestId('image-tile')).toHaveCount(1);
  await expect(dialog.getByTestId('image-tile').getByRole('img')).toHaveAttribute('src', /^\/media\//);
  await dialog.getByRole('button', { name: 'Add Part' }).click();
  await expect(page.getByText('Part created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search by part number, in another case.
  await page.getByRole('textbox', { name: 'Search' }).fill(partNumber.toLowerCase());
  await expect(page.getByText(/^Showing 1 of \d+ parts$/)).toBeVisible();
  let row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: partNumber })).toBeVisible();
  await expect(row.getByText('Reconditioned')).toBeVisible();
  await expect(row.getByText('2-3 Days')).toBeVisible();
  await expect(row.getByText('£245')).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]+\.thumb\.webp$/);

  // The public catalogue shows it with its picture.
  await page.goto('/parts');
  await page.getByRole('textbox', { name: 'Search' }).fill(partNumber);
  const card = page.locator('.mantine-Card-root', { hasText: name });
  await expect(card).toBeVisible();
  const picture = card.getByRole('img', { name });
  await expect(picture).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Edit.
  await openPartsAdmin(page, `?search=${partNumber}`);
  row = rowOf(page, name);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Part' });
  await expect(dialog.getByRole('textbox', { name: 'Part Number' })).toHaveValue(partNumber);
  await expect(dialog.getByRole('combobox', { name: 'Coverage' })).toHaveValue('Up to 12 months');
  await dialog.getByRole('textbox', { name: 'Price' }).fill('POA');
  // Escape with a change made asks first, and staying keeps the change.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Price' })).toHaveValue('POA');
  await choose(page, dialog, 'Availability', 'In Stock');
  await dialog.getByRole('button', { name: 'Update Part' }).click();
  await expect(page.getByText('Part updated successfully')).toBeVisible();
  await expect(row.getByText('POA')).toBeVisible();
  await expect(row.getByText('In Stock')).toBeVisible();

  // Duplicate: the add form, prefilled with a copy.
  await row.getByRole('button', { name: `Duplicate ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Part' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`${name} (Copy)`);
  await expect(dialog.getByRole('textbox', { name: 'Part Number' })).toHaveValue(new RegExp(`^${partNumber}-COPY-\\d+$`));
  await expect(dialog.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
  await expect(dialog.getByTestId('image-tile')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Add Part' }).click();
  await expect(page.getByText('Part created successfully')).toBeVisible();
  await expect(page.getByText(/^Showing 2 of \d+ parts$/)).toBeVisible();
  const copyRow = rowOf(page, `${name} (Copy)`);
  await expect(copyRow).toBeVisible();

  // Delete the copy, after confirming.
  await copyRow.getByRole('button', { name: `Delete ${name} (Copy)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Part' });
  await expect(confirm.getByText('Are you sure you want to delete this part?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(copyRow).toBeVisible();
  await copyRow.getByRole('button', { name: `Delete ${name} (Copy)` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Part deleted successfully')).toBeVisible();
  await expect(copyRow).toBeHidden();
  await expect(page.getByText(/^Showing 1 of \d+ parts$/)).toBeVisible();

  // And the original, which leaves the public catalogue too.
  await row.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete Part' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No parts match your filters')).toBeVisible();
  await page.goto('/parts');
  await page.getByRole('textbox', { name: 'Search' }).fill(partNumber);
  await expect(page.getByText('0 parts found')).toBeVisible();
});

test("a refused save keeps the form filled and shows the server's reason", async ({ page, request }) => {
  const token = await adminToken(request);
  const taken = await createPart(request, token, {
    name: `E2E Taken ${RUN}`,
    part_number: `TAKEN-${RUN}`,
    category: 'Engine',
    condition: 'Genuine New',
    compatibility: 'Volvo FH',
    description: 'Holds its part number.',
    price: '£10',
    availability: 'In Stock',
    warranty: '3 months',
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  await openPartsAdmin(page);

  await page.getByRole('button', { name: 'Add New Part' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Part' });
  // Nothing filled in: the shared rules say what is missing, and nothing is sent.
  await dialog.getByRole('button', { name: 'Add Part' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Coverage is required')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();

  const name = `E2E Second Claim ${RUN}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Part Number' }).fill(taken.part_number.toLowerCase());
  await choose(page, dialog, 'Category', 'Engine');
  await choose(page, dialog, 'Condition', 'Used - Good');
  await dialog.getByRole('textbox', { name: 'Price' }).fill('£20');
  await choose(page, dialog, 'Availability', '1 Week');
  await choose(page, dialog, 'Coverage', '6 months');
  await dialog.getByRole('textbox', { name: 'Compatibility' }).fill('Volvo FH');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Would take a part number already in use.');
  await dialog.getByRole('button', { name: 'Add Part' }).click();

  await expect(dialog.getByRole('alert')).toContainText(`A part with part number "${taken.part_number.toLowerCase()}" already exists`);
  await expect(dialog).toBeVisible();
  // The field the server named is marked and focused.
  await expect(dialog.getByRole('textbox', { name: 'Part Number' })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Part Number' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Would take a part number already in use.');

  // Leaving asks first; after a fix the same form saves.
  await page.keyboard.press('Escape');
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await dialog.getByRole('textbox', { name: 'Part Number' }).fill(`FREE-${RUN}`);
  await dialog.getByRole('button', { name: 'Add Part' }).click();
  await expect(page.getByText('Part created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("filters: text in any case, category exact, and 'Used - Good' leaves out 'Used - Very Good'", async ({ page, request }) => {
  const token = await adminToken(request);
  const base = {
    category: 'Suspension',
    compatibility: `Filter Fleet ${RUN}`,
    description: 'For the filter test.',
    price: '£50',
    availability: 'In Stock',
    warranty: '3 months',
  };
  await createPart(request, token, { ...base, name: `E2E Spring Good ${RUN}`, part_number: `FG-${RUN}`, condition: 'Used - Good' });
  await createPart(request, token, {
    ...base,
    name: `E2E Spring Very Good ${RUN}`,
    part_number: `FVG-${RUN}`,
    condition: 'Used - Very Good',
  });
  await createPart(request, token, {
    ...base,
    name: `E2E Bushing ${RUN}`,
    part_number: `FB-${RUN}`,
    condition: 'Used - Good',
    category: 'Brakes',
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  await openPartsAdmin(page);

  // Compatibility, in another case.
  await page.getByRole('textbox', { name: 'Search' }).fill(`filter fleet ${RUN.toLowerCase()}`);
  await expect(page.getByText(/^Showing 3 of \d+ parts$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'Used - Good', exact: true }).click();
  await expect(page.getByText(/^Showing 2 of \d+ parts$/)).toBeVisible();
  await expect(rowOf(page, `E2E Spring Good ${RUN}`)).toBeVisible();
  await expect(rowOf(page, `E2E Spring Very Good ${RUN}`)).toBeHidden();
  // The filters live in the address.
  await expect(page).toHaveURL(/condition=Used\+-\+Good/);

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Brakes', exact: true }).click();
  await expect(page.getByText(/^Showing 1 of \d+ parts$/)).toBeVisible();
  await expect(rowOf(page, `E2E Bushing ${RUN}`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(/^Showing 1 of \d+ parts$/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
});

test('a viewer reads the parts but is offered no changes', async ({ page, request }) => {
  const viewer = { email: uniqueEmail('parts-viewer'), password: 'viewer-password-1' };
  await createUser(request, await adminToken(request), { ...viewer, role: 'viewer', full_name: 'Vic Viewer' });
  await signIn(page, viewer.email, viewer.password);
  await openPartsAdmin(page);
  await expect(page.getByText('Read-only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Part' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
});

/** axe (WCAG 2 A and AA): the serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
}

test('the parts screen and its form pass axe', async ({ page, request }) => {
  await createPart(request, await adminToken(request), {
    name: `E2E Axe Part ${RUN}`,
    part_number: `AXE-${RUN}`,
    category: 'Electrical',
    condition: 'Used - Excellent',
    compatibility: 'MAN TGX',
    description: 'Checked by axe.',
    price: 'POA',
    availability: 'Out of Stock',
    warranty: '3 months',
    featured: true,
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  await openPartsAdmin(page);
  await expect(rowOf(page, `E2E Axe Part ${RUN}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add New Part' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Part' });
  await dialog.getByRole('button', { name: 'Add Part' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
