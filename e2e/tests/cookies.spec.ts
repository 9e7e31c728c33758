import { expect, test, type Page } from './app';

// A first visit: no stored cookie choice, so the banner shows.
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

async function stored(page: Page) {
  return page.evaluate(() => ({
    consent: localStorage.getItem('cookie_consent'),
    preferences: JSON.parse(localStorage.getItem('cookie_preferences') ?? 'null') as Record<string, boolean> | null,
    date: localStorage.getItem('cookie_consent_date'),
  }));
}

/** The choice is kept and the banner stays away on the next visit. */
async function expectRemembered(page: Page, preferences: Record<string, boolean>) {
  await expect(banner(page)).toBeHidden();
  const choice = await stored(page);
  expect(choice.consent).toBe('true');
  expect(choice.preferences).toEqual(preferences);
  expect(Date.now() - Date.parse(choice.date ?? '')).toBeLessThan(60_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toEqual(choice);
}

test('Accept All stores all four categories and hides the banner for good', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  expect((await stored(page)).consent).toBeNull();
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expectRemembered(page, { necessary: true, analytics: true, marketing: true, functional: true });
});

test('Necessary Only stores necessary alone', async ({ page }) => {
  await page.goto('/trucks');
  await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
  await expectRemembered(page, { necessary: true, analytics: false, marketing: false, functional: false });
});

test('Manage Preferences: the chosen toggles are exactly what Save Preferences stores', async ({ page }) => {
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
  const necessary = banner(page).getByRole('switch', { name: 'Necessary' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ['Analytics', 'Marketing', 'Functional']) {
    await expect(banner(page).getByRole('switch', { name })).not.toBeChecked();
  }
  // Turn three on and one of them off again.
  const toggle = (name: string) => banner(page).getByRole('switch', { name }).click();
  await toggle('Analytics');
  await toggle('Functional');
  await toggle('Marketing');
  await toggle('Analytics');
  await expect(banner(page).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await expect(banner(page).getByRole('switch', { name: 'Marketing' })).toBeChecked();
  await expect(banner(page).getByRole('switch', { name: 'Functional' })).toBeChecked();
  await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
  await expectRemembered(page, { necessary: true, analytics: false, marketing: true, functional: true });
});

test('the contact page shows the map the moment Functional cookies are accepted', async ({ page }) => {
  await page.route(/google\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Find Us' })).toBeVisible();
  await expect(page.locator('iframe[title="Find Us"]')).toHaveCount(0);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(page.locator('iframe[title="Find Us"]')).toHaveAttribute('src', /google\.com\/maps/);
});
