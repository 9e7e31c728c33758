import { expect, signIn, test, type Page } from './app';
import { adminToken, createTruck } from './api';

/*
 * Truck videos uploaded as files: staff choose an MP4 in the truck form, it is stored on the
 * server, and the public truck page plays it from /media with Range requests.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** An ISO base media box: 32-bit size, four-letter type, payload. */
function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

/** A small MP4 file: ftyp (isom), a movie box with its header (30 seconds at 1000 units a second), and media data unique to this run. */
function smallMp4(tag: string): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(512), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const moov = box('moov', box('mvhd', Buffer.alloc(4), u32(0), u32(0), u32(1000), u32(30_000), Buffer.alloc(80)));
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(4096, `e2e walkround ${tag} `))]);
}

async function signInToAdmin(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

test('staff upload an MP4 file to a truck and the public truck page plays it from /media with Range requests', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stock = `E2E-VID-${stamp()}`;
  const title = `E2E MAN TGX video ${stock}`;
  const truck = await createTruck(request, await adminToken(request), {
    title,
    make: 'MAN',
    model: 'TGX',
    bodytype: 'Tractor Unit',
    uniquestockid: stock,
    description: 'Made by the truck video end-to-end test.',
  });
  const mp4 = smallMp4(stock);

  await signInToAdmin(page);
  await page.getByRole('textbox', { name: 'Search trucks' }).fill(stock);
  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Truck' });
  await expect(dialog.getByText('MP4, WebM, MOV, max 50MB, 30 seconds to 2 minutes', { exact: false })).toBeVisible();

  // Hold the upload's answer a moment: its progress shows and the form cannot be saved meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/media', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.locator('input[type=file][accept^="video"]').setInputFiles({ name: 'walkround.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await expect(dialog.getByText(/^Uploading walkround\.mp4… \d+%$/)).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Uploading walkround.mp4' })).toBeAttached();
  await expect(dialog.getByRole('button', { name: 'Update Truck' })).toBeDisabled();
  await expect(dialog.getByText('Waiting for the videos to finish uploading…')).toBeVisible();
  release();

  const stored = dialog.getByRole('link', { name: /^\/media\/[0-9a-f]{64}\.mp4$/ });
  await expect(stored).toBeVisible();
  const url = (await stored.textContent())!;
  await expect(dialog.getByRole('button', { name: 'Update Truck' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Update Truck' }).click();
  await expect(page.getByText('Truck updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = await request.get(`/api/trucks/${truck.id}`);
  expect((await saved.json()).videos).toEqual([url]);

  await page.goto(`/trucks/${truck.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('src', url);
  await expect(video).toHaveAttribute('controls', '');
  await expect(page.getByLabel(`Video of ${title}`)).toBeVisible();

  // The server answers players' Range requests with just the part asked for.
  const part = await request.get(url, { headers: { range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-99/${mp4.length}`);
  expect(part.headers()['content-type']).toBe('video/mp4');
  expect(part.headers()['accept-ranges']).toBe('bytes');
  expect(Buffer.from(await part.body()).equals(mp4.subarray(0, 100))).toBe(true);
  // And the file the browser sent is stored byte for byte.
  const whole = await request.get(url);
  expect(whole.status()).toBe(200);
  expect(Buffer.from(await whole.body()).equals(mp4)).toBe(true);
});
