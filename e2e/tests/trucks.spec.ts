import { expect, test } from './app';
import { adminToken, createTruck } from './api';

const stamp = Date.now().toString(36).toUpperCase();
const hireTruck = {
  title: `E2E Scania R 580 Hire Tractor ${stamp}`,
  make: 'Scania',
  model: 'R 580',
  bodytype: 'Tractor Unit',
  uniquestockid: `E2E-${stamp}`,
  description: 'A hire tractor made by the end-to-end tests.',
  year: 2021,
  mileage: 123456,
  price: 45500,
  weight: 44,
  emissions: 'Euro-6',
  images: ['/media/demo/tractor-1.svg', '/media/demo/tractor-2.svg'],
  available_for_hire: true,
  hire_status: 'available',
  hire_daily_rate: 150,
  hire_weekly_rate: 700,
  hire_monthly_rate: null,
};

test.beforeAll(async ({ request }) => {
  await createTruck(request, await adminToken(request), hireTruck);
});

test('a visitor browses the stock, searches it and opens a truck', async ({ page }) => {
  await page.goto('/trucks');
  await expect(page.getByText(/Showing \d+ trucks?/)).toBeVisible();
  const count = Number((await page.getByText(/Showing \d+ trucks?/).textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThanOrEqual(44);

  await page.getByRole('textbox', { name: /search/i }).fill(hireTruck.uniquestockid);
  await expect(page.getByText(/Showing 1 truck\b/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${hireTruck.uniquestockid}`));

  const card = page.getByRole('article').filter({ hasText: hireTruck.title });
  await expect(card.getByText('Hire Fleet')).toBeVisible();
  await expect(card.getByText('£45,500')).toBeVisible();
  await expect(card.getByText('123,456 km')).toBeVisible();
  await card.getByRole('link', { name: /View Details/i }).click();

  await expect(page.getByRole('heading', { name: hireTruck.title })).toBeVisible();
  await expect(page.getByText(hireTruck.uniquestockid).first()).toBeVisible();
  await expect(page.getByText('1 / 2')).toBeVisible();
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page.getByText('1 / 2')).toBeVisible();
  await expect(page.getByText(/per day \+ VAT/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Call to Book Hire/i })).toBeVisible();
});

test('filters live in the address, so a shared search opens the same results', async ({ page }) => {
  await page.goto('/trucks?bodytype=Tippers');
  await expect(page.getByText(/Showing 7 trucks/)).toBeVisible();
  for (const title of await page.getByRole('article').getByRole('heading').allTextContents()) {
    expect(title).toMatch(/Tipper/);
  }
});

test('a missing truck says so and links back to the list', async ({ page }) => {
  await page.goto('/trucks/999999');
  await expect(page.getByText('Truck not found')).toBeVisible();
  await page.getByRole('link', { name: /back/i }).click();
  await expect(page).toHaveURL(/\/trucks$/);
});

test('a truck without a price shows Price on Application', async ({ page, request }) => {
  const token = await adminToken(request);
  const poa = await createTruck(request, token, {
    ...hireTruck,
    title: `E2E POA Rigid ${stamp}`,
    uniquestockid: `E2E-POA-${stamp}`,
    bodytype: 'Rigid',
    price: null,
    available_for_hire: false,
  });
  await page.goto(`/trucks/${poa.id}`);
  await expect(page.getByText('Price on Application')).toBeVisible();
});
