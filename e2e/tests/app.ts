import { expect, test as base, type Page } from '@playwright/test';
import { ADMIN } from './fixtures.mjs';

export { expect };
export type { APIRequestContext, Locator, Page, Request, Response } from '@playwright/test';

/** Resolves once the app has drawn over the prerendered page (the root loses data-prerendered). */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

/**
 * Playwright's test, whose page waits for the app after every load. Pages arrive prerendered and
 * the app draws the same page over them a moment later: a test must act on the app's page, not on
 * the prerendered one it is about to replace (the GraphQL playground has no app, so it is left out).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const waitForApp = <A extends unknown[], R>(load: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const response = await load(...args);
        if (!new URL(page.url()).pathname.startsWith('/graphql')) await appStarted(page);
        return response;
      };
    page.goto = waitForApp(page.goto.bind(page));
    page.reload = waitForApp(page.reload.bind(page));
    page.goBack = waitForApp(page.goBack.bind(page));
    await use(page);
  },
});

/** Signs in through the login page (the administrator unless told otherwise) and waits for the welcome. */
export async function signIn(page: Page, email: string = ADMIN.email, password: string = ADMIN.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
}
