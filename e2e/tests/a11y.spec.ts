import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './app';

// axe (WCAG 2 A and AA rules) on every public page, and on the states a visitor opens on top of them
// (cookie banner, enquiry modal, list view). A serious or critical violation fails the test.

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Settled: the page's heading is shown and its data has arrived. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function seriousViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v: Violation) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v: Violation) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
          .join('\n'),
    );
}

async function expectAccessible(page: Page, label: string, options?: { exclude?: string[] }) {
  const found = await seriousViolations(page, options);
  expect(found, `${label}:\n${found.join('\n')}`).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2 A/AA): no serious or critical violation', () => {
  test('every public page', async ({ page, request }) => {
    test.setTimeout(180_000);
    // A hire truck in each status: the detail page's hire panel colours its badge by status.
    const byStatus = await Promise.all(
      ['available', 'hired', 'maintenance'].map(
        async (status) =>
          (
            (await (await request.get(`/api/trucks?limit=1&available_for_hire=true&hire_status=${status}`)).json()) as {
              id: number;
            }[]
          )[0],
      ),
    );
    const [post] = await (await request.get('/api/blog?published_only=true&limit=1')).json();
    const [tag] = await (await request.get('/api/blog/tags/list')).json();
    const pages = [
      '/',
      '/trucks',
      '/trucks/categories',
      '/trucks/tractor-units',
      '/trucks/rigids',
      '/trucks/chassis-cabs',
      '/trucks/curtainsides',
      ...byStatus.map((truck) => `/trucks/${truck.id}`),
      '/trucks/999999',
      '/hire',
      '/vehicles-for-hire',
      '/repairs',
      '/parts',
      '/parts-catalogue',
      '/parts-supply',
      '/about',
      '/contact',
      '/blog',
      `/blog?tag=${encodeURIComponent(tag.tag)}`,
      '/blog?tag=NoSuchTag',
      `/blog/${post.id}`,
      '/blog/999999',
      '/privacy-policy',
      '/terms-conditions',
      '/login',
      '/register',
      '/no-such-page',
    ];
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await settle(page);
      if (path === '/') {
        // The newsletter form loads as it scrolls into view.
        await page.getByRole('heading', { name: 'Stay Up to Date' }).scrollIntoViewIfNeeded();
        await expect(page.getByRole('form', { name: 'Newsletter signup' })).toBeVisible();
      }
      // The contact page embeds Google's map; its frame is Google's page, not ours to fix.
      const exclude = path === '/contact' ? ['iframe[title="Find Us"]'] : [];
      const found = await seriousViolations(page, { exclude });
      if (found.length) problems.push(`${path}:\n  ${found.join('\n  ')}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the states opened on top of the pages', async ({ page }) => {
    // The enquiry modal, with a failed send's message shown.
    await page.goto('/repairs');
    await settle(page);
    await page.getByRole('button', { name: 'Enquire about Engine Diagnostics & Repair' }).click();
    const modal = page.getByRole('dialog', { name: 'Send an Enquiry' });
    await modal.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(modal.getByText('Name is required')).toBeVisible();
    await expectAccessible(page, 'the enquiry modal with field errors');

    // The trucks list view, with the filters open.
    await page.goto('/trucks?view=list');
    await settle(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Budget Range' })).toBeVisible();
    await expectAccessible(page, 'the trucks list view with filters');

    // The contact form after an invalid send.
    await page.goto('/contact');
    await settle(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectAccessible(page, 'the contact form with field errors', { exclude: ['iframe[title="Find Us"]'] });
  });

  test.describe('a first visit', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the cookie banner and its preferences', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      const banner = page.getByRole('region', { name: 'We value your privacy' });
      await expect(banner).toBeVisible();
      await expectAccessible(page, 'the cookie banner');
      await banner.getByRole('button', { name: 'Manage Preferences' }).click();
      await expect(banner.getByRole('switch', { name: 'Analytics' })).toBeVisible();
      await expectAccessible(page, 'the cookie preferences');
    });
  });
});
