import { expect, test as browserTest } from '@playwright/test';
import { recordOperation, totalOf } from './api';
import { appStarted, test } from './app';

// Pages arrive drawn by the server (server/src/modules/pages/prerender.ts with the client's
// src/entry-server.tsx), from the same data the app shows, and the app takes over from there.

browserTest.describe('with JavaScript off', () => {
  browserTest.use({ javaScriptEnabled: false });

  browserTest('the trucks page shows the stock from the database, styled', async ({ page, request }) => {
    const total = await totalOf(request, '/api/trucks?limit=1');
    const response = await page.goto('/trucks');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('All Trucks for Sale | Leicester Commercial Trucks');
    await expect(page.getByRole('heading', { level: 1, name: 'All Trucks for Sale' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Showing ${total} trucks` })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // The page's own styles came with it: the hero band is dark, as the app draws it.
    const hero = page.getByRole('heading', { level: 1, name: 'All Trucks for Sale' });
    await expect(hero).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  browserTest('the blog shows its posts with the tag counts', async ({ page, request }) => {
    const tags = (await (await request.get('/api/blog/tags/list')).json()) as { tag: string; count: number }[];
    await page.goto('/blog');
    const sidebar = page.getByRole('navigation', { name: 'Categories' });
    await expect(sidebar.getByRole('link', { name: `${tags[0]!.tag} (${tags[0]!.count})` })).toBeVisible();
  });

  browserTest('the home page shows the saved hero, and an unknown address answers 404', async ({ page, request }) => {
    const hero = (await (await request.get('/api/content/hero')).json()) as { content: { title: string } };
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: hero.content.title })).toBeVisible();

    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Leicester Commercial Trucks');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test('the app takes over the prerendered page without asking for its data again', async ({ page, request }) => {
  const total = await totalOf(request, '/api/trucks?limit=1');
  const lists = recordOperation(page, 'TruckList');
  await page.goto('/trucks');
  await appStarted(page);
  await expect(page.getByRole('heading', { name: `Showing ${total} trucks` })).toBeVisible();
  expect(lists).toHaveLength(0);

  // From here the app asks the API as usual.
  await page.getByRole('textbox', { name: 'Search trucks' }).fill('Scania');
  await expect.poll(() => lists.length).toBeGreaterThan(0);
});

browserTest.describe('before the app has loaded', () => {
  // The app's code never arrives, so the page stays as the server drew it.
  browserTest.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  browserTest('a returning visitor does not see the cookie banner they answered', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Leicester Commercial Trucks' })).toBeVisible();
    await expect(page.locator('#root[data-prerendered] [data-cookie-banner]')).toBeHidden();
  });

  browserTest('a form is not sent by the browser itself, which would put what was typed into the address', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a Message' });
    await form.getByLabel('Email').fill('early@example.com');
    await form.getByLabel('Message').fill('Typed before the app arrived');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByLabel('Email').press('Enter');
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/\/contact$/);
  });

  browserTest.describe('a first-time visitor', () => {
    browserTest.use({ storageState: { cookies: [], origins: [] } });

    browserTest('sees the cookie banner at once', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { name: 'We value your privacy' })).toBeVisible();
    });
  });
});
