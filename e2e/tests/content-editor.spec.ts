import { expect, signIn, test, type APIRequestContext, type Page } from './app';
import { adminToken } from './api';

const SAVED = 'Content saved successfully! Changes are now live on your website.';
/** The sections this test changes, put back as they were afterwards: other tests share the database. */
const CHANGED = ['hero', 'colours', 'testimonial'] as const;

type Section = (typeof CHANGED)[number];
type Content = Record<string, unknown>;

async function readSection(request: APIRequestContext, section: Section): Promise<Content> {
  const res = await request.get(`/api/content/${section}`);
  if (!res.ok()) throw new Error(`GET /api/content/${section} failed: ${res.status()}`);
  return (await res.json()).content as Content;
}

async function writeSection(request: APIRequestContext, token: string, section: Section, content: Content) {
  const res = await request.put(`/api/content/${section}`, { data: { content }, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`PUT /api/content/${section} failed: ${res.status()} ${await res.text()}`);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Content sections' });

const original = new Map<Section, Content>();

test.beforeAll(async ({ request }) => {
  for (const section of CHANGED) original.set(section, await readSection(request, section));
});

test.afterAll(async ({ request }) => {
  const token = await adminToken(request);
  for (const [section, content] of original) await writeSection(request, token, section, content);
});

test.describe.configure({ timeout: 60_000 });

test('staff change the hero title, primary colour and testimonial, save, and the home page shows them at once', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Fresh Stock Weekly ${stamp}`;
  const quote = `Quick, fair and friendly. Ref ${stamp}.`;
  const primary = '#1d4ed8';

  await signIn(page);
  await page.goto('/content-editor');
  await expect(page.getByRole('heading', { name: 'Content Editor', level: 1 })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();

  // Hero Section: the counter follows the typing.
  const titleInput = page.getByRole('textbox', { name: 'Title', exact: true });
  await titleInput.fill(title);
  await expect(page.getByText(`${title.length}/50`)).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/content-editor$/);
  await expect(titleInput).toHaveValue(title);

  // Colours & Theme: the preview follows the colour.
  await sidebar(page).getByRole('button', { name: /^Colours & Theme/ }).click();
  const primaryInput = page.getByRole('textbox', { name: 'Primary Colour' });
  await primaryInput.fill(primary);
  await primaryInput.press('Tab');
  await expect(page.getByRole('figure', { name: 'Theme preview' }).getByRole('button', { name: 'Primary' })).toHaveCSS(
    'background-color',
    'rgb(29, 78, 216)',
  );

  await sidebar(page).getByRole('button', { name: /^Testimonial/ }).click();
  await page.getByRole('textbox', { name: 'Testimonial Text' }).fill(quote);

  await save.click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(save).toBeDisabled();
  // The banner goes after 3 seconds.
  await expect(page.getByText(SAVED)).toBeHidden({ timeout: 6_000 });

  // Preview opens the home page in a new tab, with the saved content.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await preview.close();

  // In this tab, without a reload: the site content was fetched again after saving.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What Our Customers Say' }).getByText(quote)).toBeVisible();
  // Buttons in the primary colour take the new colour.
  const brandButton = page.getByRole('region', { name: 'Our Services' }).getByRole('link', { name: 'Parts Catalogue' });
  await expect(brandButton).toHaveCSS('background-color', 'rgb(29, 78, 216)');

  // A visitor loading the page afresh sees the same.
  await page.reload();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(brandButton).toHaveCSS('background-color', 'rgb(29, 78, 216)');
});

test('a failed save keeps what was typed and shows the server message', async ({ page }) => {
  await signIn(page);
  await page.goto('/content-editor');
  await page.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Kept after a failure');
  await sidebar(page).getByRole('button', { name: /^Colours & Theme/ }).click();
  await page.getByRole('button', { name: 'Primary Colour: #B44105' }).click();

  // The server refuses the first section; the second is never sent.
  const sent: string[] = [];
  await page.route('**/graphql*', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: { section?: string } } | null;
    if (body?.operationName !== 'ContentEditorSaveSection') return route.fallback();
    sent.push(body.variables?.section ?? '');
    await route.fulfill({
      json: { errors: [{ message: 'The content could not be saved just now', extensions: { code: 'SERVICE_UNAVAILABLE' } }], data: null },
    });
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toContainText('The content could not be saved just now');
  expect(sent).toEqual(['hero']);
  await expect(page.getByRole('textbox', { name: 'Subtitle', exact: true })).toHaveValue('Kept after a failure');
  await sidebar(page).getByRole('button', { name: /^Colours & Theme/ }).click();
  await expect(page.getByRole('textbox', { name: 'Primary Colour' })).toHaveValue('#B44105');
});
