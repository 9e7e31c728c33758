import { expect, test } from './app';

test('on a phone the menu opens from the burger and leads to the trucks', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('dialog').getByRole('link', { name: /trucks/i }).first().click();
  await expect(page).toHaveURL(/\/trucks/);
  await expect(page.getByText(/Showing \d+ trucks/)).toBeVisible();
});
