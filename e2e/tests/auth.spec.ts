import { expect, test } from './app';
import { ADMIN } from './fixtures.mjs';

test('signed out, the back office sends you to sign in and then back where you were going', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText(/Current Inventory \(\d+ trucks\)/)).toBeVisible();

  // Staff see the admin links; after logging out they are gone and the back office is closed again.
  await expect(page.getByRole('link', { name: 'Inventory' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Inventory' })).toHaveCount(0);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows Login Failed with the reason and keeps you on the page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a stale token is dropped silently and the site still works', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('auth_token', 'not-a-valid-token'));
  await page.goto('/trucks');
  await expect(page.getByText(/Showing \d+ trucks/)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});
