import { expect, test } from './app';

test('the GraphQL playground opens in the browser without any outside resources and runs a query', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) outside.push(r.url());
  });
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  // The editor needs a moment to load its workers and the schema before a run is accepted.
  await expect(async () => {
    await page.locator('.graphiql-execute-button').click();
    await expect(page.locator('.graphiql-response')).toContainText('"total"', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(outside.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
});
