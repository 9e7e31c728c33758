import { expect, signIn, test, type APIRequestContext, type Page } from './app';
import { adminToken, createTruck } from './api';

/*
 * The truck admin panel (/admin) as staff use it: real browser, real server, real database.
 * Helpers for this screen live here, not in api.ts.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function signInToAdmin(page: Page) {
  await signIn(page);
  // Signing in goes to /admin in the app, so the browser's Back stays in the app too.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

/** A 2000x1000 PNG drawn in the page's canvas: bigger than 1920x1080, so the browser must shrink it. */
async function bigPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1000;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 2000, 1000);
    gradient.addColorStop(0, '#ea6c0a');
    gradient.addColorStop(1, '#1f2937');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2000, 1000);
    context.fillStyle = '#ffffff';
    context.font = 'bold 160px sans-serif';
    context.fillText('E2E TRUCK', 420, 560);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

async function searchAdmin(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search trucks' }).fill(text);
}

async function truckByStock(request: APIRequestContext, stock: string) {
  const res = await request.get(`/api/trucks?search=${encodeURIComponent(stock)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number; uniquestockid: string; images: string[]; title: string; price: number | null }[]).filter(
    (truck) => truck.uniquestockid.startsWith(stock),
  );
}

test.describe.configure({ timeout: 90_000 });

test('staff add a truck with an uploaded picture, shrunk in the browser, and the public page shows it', async ({
  page,
  request,
}) => {
  const stock = `E2E-UP-${stamp()}`;
  const title = `E2E Volvo FH 500 uploaded ${stock}`;
  await signInToAdmin(page);
  await page.getByRole('button', { name: 'Add New Truck' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Truck' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Make' }).fill('Volvo');
  await dialog.getByRole('textbox', { name: 'Model' }).fill('FH 500');
  await dialog.getByRole('combobox', { name: 'Body Type' }).click();
  await page.getByRole('option', { name: 'Tractor Unit' }).click();
  await dialog.getByRole('textbox', { name: 'Unique Stock ID' }).fill(stock);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Made by the truck admin end-to-end test.');
  await dialog.getByRole('textbox', { name: 'Price (£)' }).fill('52000');
  await dialog.getByRole('textbox', { name: 'Year' }).fill('2020');
  await dialog.getByRole('textbox', { name: 'Weight (tonnes)' }).fill('19.5');

  await dialog.locator('input[type=file][accept^="image"]').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: await bigPng(page),
  });
  const picture = dialog.getByRole('img', { name: 'Picture 1' });
  // Stored under the hash of the bytes the browser sent: re-encoded as WebP, not the PNG chosen.
  await expect(picture).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.webp$/);
  const stored = (await picture.getAttribute('src'))!;

  // A video link is added with Enter; a file that is not really a video is refused by the server, which says why.
  await dialog.getByRole('textbox', { name: 'Videos: add by URL' }).fill('https://www.youtube.com/watch?v=e2e');
  await dialog.getByRole('textbox', { name: 'Videos: add by URL' }).press('Enter');
  await expect(dialog.getByRole('link', { name: 'https://www.youtube.com/watch?v=e2e' })).toBeVisible();
  await dialog.locator('input[type=file][accept^="video"]').setInputFiles({
    name: 'walkround.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('not really a video'),
  });
  await expect(dialog.getByText('walkround.mp4: Videos must be MP4, WebM or MOV')).toBeVisible();

  await dialog.getByRole('button', { name: 'Add Truck' }).click();
  await expect(page.getByText('Truck created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const [created] = await truckByStock(request, stock);
  expect(created.images).toEqual([stored]);
  const media = await request.get(stored);
  expect(media.headers()['content-type']).toBe('image/webp');

  await page.goto(`/trucks/${created.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const shown = page.locator(`img[src="${stored}"]`).first();
  await expect(shown).toBeVisible();
  // 2000x1000 fitted within 1920x1080 keeps its shape.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
    .toBe('1920x960');
});

test('staff find a truck by stock ID, edit it, duplicate it and delete the copy', async ({ page, request }) => {
  const stock = `E2E-ED-${stamp()}`;
  const title = `E2E DAF XF 480 ${stock}`;
  await createTruck(request, await adminToken(request), {
    title,
    make: 'DAF',
    model: 'XF 480',
    bodytype: 'Tractor Unit',
    uniquestockid: stock,
    description: 'Made by the truck admin end-to-end test.',
    price: 41000,
    year: 2019,
  });
  await signInToAdmin(page);
  const heading = page.getByRole('heading', { name: /^Current Inventory \(\d+ trucks\)$/ });
  await expect(heading).toBeVisible();
  const inventory = await heading.textContent();

  // Search: by stock ID, in any case; the header still counts the whole inventory.
  await searchAdmin(page, stock.toLowerCase());
  await expect(page.getByText(`1 truck matches "${stock.toLowerCase()}"`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(heading).toHaveText(inventory!);

  // Edit.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Truck' });
  await expect(dialog.getByRole('textbox', { name: 'Unique Stock ID' })).toHaveValue(stock);
  await dialog.getByRole('textbox', { name: 'Price (£)' }).fill('39500');
  await dialog.getByRole('button', { name: 'Update Truck' }).click();
  await expect(page.getByText('Truck updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('£39,500')).toBeVisible();

  // Duplicate: the add form with a copy.
  await row.getByRole('button', { name: `Duplicate ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Truck' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(`${title} (Copy)`);
  await expect(dialog.getByRole('textbox', { name: 'Unique Stock ID' })).toHaveValue(new RegExp(`^${stock}-COPY-\\d+$`));
  await dialog.getByRole('button', { name: 'Add Truck' }).click();
  await expect(page.getByText('Truck created successfully')).toBeVisible();
  await expect(page.getByText(`2 trucks match "${stock.toLowerCase()}"`)).toBeVisible();
  const copies = await truckByStock(request, stock);
  expect(copies.map((t) => t.title).sort()).toEqual([title, `${title} (Copy)`]);
  expect(copies.every((t) => t.price === 39500)).toBe(true);

  // Delete the copy, after confirming.
  const copyRow = page.getByRole('row').filter({ hasText: `${title} (Copy)` });
  await copyRow.getByRole('button', { name: `Delete ${title} (Copy)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Truck' });
  await expect(confirm.getByText('Are you sure you want to delete this truck?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Truck deleted successfully')).toBeVisible();
  await expect(copyRow).toHaveCount(0);
  await expect(page.getByText(`1 truck matches "${stock.toLowerCase()}"`)).toBeVisible();
  expect((await truckByStock(request, stock)).map((t) => t.title)).toEqual([title]);
});

test('a refused save keeps the form filled and says why', async ({ page, request }) => {
  const stock = `E2E-DUP-${stamp()}`;
  await createTruck(request, await adminToken(request), {
    title: `E2E Existing ${stock}`,
    make: 'MAN',
    model: 'TGX',
    bodytype: 'Rigid',
    uniquestockid: stock,
    description: 'Made by the truck admin end-to-end test.',
  });
  await signInToAdmin(page);
  await page.getByRole('button', { name: 'Add New Truck' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Truck' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('E2E Clash');
  await dialog.getByRole('textbox', { name: 'Make' }).fill('MAN');
  await dialog.getByRole('textbox', { name: 'Model' }).fill('TGX');
  await dialog.getByRole('combobox', { name: 'Body Type' }).click();
  await page.getByRole('option', { name: 'Rigid' }).click();
  await dialog.getByRole('textbox', { name: 'Unique Stock ID' }).fill(stock);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Takes a stock ID already in use.');
  // Two quick presses still send one create.
  await dialog.getByRole('button', { name: 'Add Truck' }).dblclick();
  await expect(dialog.getByRole('alert')).toHaveText(`A truck with stock ID "${stock}" already exists`);
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('E2E Clash');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Takes a stock ID already in use.');
  expect(await truckByStock(request, stock)).toHaveLength(1);

  // Fixed, it saves once.
  await dialog.getByRole('textbox', { name: 'Unique Stock ID' }).fill(`${stock}-B`);
  await dialog.getByRole('button', { name: 'Add Truck' }).dblclick();
  await expect(page.getByText('Truck created successfully')).toBeVisible();
  await expect.poll(async () => (await truckByStock(request, `${stock}-B`)).length).toBe(1);
});

test('closing a form with unsaved changes, or going Back, asks first', async ({ page }) => {
  await signInToAdmin(page);
  // Through the staff menu to another screen and back, so Back stays in the app.
  await page.getByRole('link', { name: 'Parts', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/parts$/);
  await page.getByRole('link', { name: 'Inventory', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  // A clean form closes at once.
  await page.getByRole('button', { name: 'Add New Truck' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Truck' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add New Truck' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Truck' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Half-typed truck');
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask.getByText('You have unsaved changes. Leave without saving them?')).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Half-typed truck');

  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Half-typed truck');

  // The browser's Back (to the parts screen) is held too.
  await page.goBack();
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Half-typed truck');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(ask).toBeHidden();
});
