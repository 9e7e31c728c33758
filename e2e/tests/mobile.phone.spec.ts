import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './app';

// A small phone: 375 px wide.
test.use({ viewport: { width: 375, height: 812 } });

async function firstIds(page: Page) {
  const [truck] = await (await page.request.get('/api/trucks?limit=1')).json();
  const [post] = await (await page.request.get('/api/blog?published_only=true&limit=1')).json();
  return { truck: truck.id as number, post: post.id as number };
}

/** True when the page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${path} is ${widths.scroll}px wide`).toBeLessThanOrEqual(375);
  expect(widths.client).toBe(375);
}

test('the mobile menu opens from the burger, navigates and closes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const burger = page.getByRole('button', { name: 'Open menu' });
  await expect(burger).toBeVisible();

  await burger.click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  const nav = menu.getByRole('navigation', { name: 'Mobile' });
  for (const name of [
    'Home',
    'Trucks',
    'Browse by Category',
    'Vehicle Hire',
    'Repairs',
    'Parts Catalogue',
    'About',
    'Contact',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: /24\/7 Emergency/ })).toHaveAttribute('href', /^tel:/);
  await expectNoSidewaysScroll(page, 'the open menu');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Following a link goes there and closes the menu.
  await nav.getByRole('link', { name: 'Vehicle Hire', exact: true }).click();
  await expect(page).toHaveURL(/\/hire$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles for Hire' })).toBeVisible();

  // The current page is marked; the close button and Escape close the menu without navigating.
  await burger.click();
  await expect(nav.getByRole('link', { name: 'Vehicle Hire', exact: true })).toHaveAttribute('data-active', 'true');
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await burger.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/hire$/);

  await burger.click();
  await nav.getByRole('link', { name: 'Browse by Category' }).click();
  await expect(page).toHaveURL(/\/trucks\/categories$/);
  await expect(menu).toBeHidden();
});

test('no public page scrolls sideways at 375 px, nor has a serious accessibility violation there', async ({ page }) => {
  test.setTimeout(120_000);
  const { truck, post } = await firstIds(page);
  const problems: string[] = [];
  const paths = [
    '/',
    '/trucks',
    '/trucks?view=list',
    '/trucks/categories',
    '/trucks/tractor-units',
    '/trucks/rigids',
    '/trucks/chassis-cabs',
    '/trucks/curtainsides',
    `/trucks/${truck}`,
    '/hire',
    '/repairs',
    '/parts',
    '/parts-supply',
    '/about',
    '/contact',
    '/blog',
    `/blog/${post}`,
    '/privacy-policy',
    '/terms-conditions',
    '/login',
    '/register',
    '/no-such-page',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
    // Phones lay some sections out differently (sideways strips, stacked grids): axe again at this width.
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa'])
      .exclude('iframe[title="Find Us"]') // Google's map frame on /contact: a third-party page.
      .analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    problems.push(
      ...serious.map((v) => `${path}: ${v.impact} ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    );
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the cookie banner fits the phone, preferences panel included', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await expect(banner).toBeVisible();
    await expectNoSidewaysScroll(page, 'the cookie banner');
    for (const name of ['Manage Preferences', 'Necessary Only', 'Accept All']) {
      await expect(banner.getByRole('button', { name })).toBeInViewport();
    }
    await banner.getByRole('button', { name: 'Manage Preferences' }).click();
    await expectNoSidewaysScroll(page, 'the cookie preferences');
    await banner.getByRole('button', { name: 'Save Preferences' }).scrollIntoViewIfNeeded();
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner).toBeHidden();
  });
});
