import { expect, test } from './app';

// The repairs page's before/after picture: a mouse drag moves the divider to the pointer, clamped 0-100.
test.use({ viewport: { width: 1280, height: 800 } });

test('the before/after slider follows a mouse drag and stops at both edges', async ({ page }) => {
  await page.goto('/repairs');
  const slider = page.getByRole('slider', { name: 'Before and After comparison' });
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await expect(slider).toHaveAttribute('aria-valuemin', '0');
  await expect(slider).toHaveAttribute('aria-valuemax', '100');

  // The picture the drag happens on: the slider's divider sits inside it.
  const frame = slider.locator('xpath=../..');
  await frame.scrollIntoViewIfNeeded();
  const box = (await frame.boundingBox())!;
  const viewport = page.viewportSize()!;
  // Both edges of the picture sit inside the window, so the pointer can go past each of them.
  expect(box.x).toBeGreaterThan(1);
  expect(box.x + box.width).toBeLessThan(viewport.width - 1);
  const y = box.y + box.height / 2;
  const at = (percent: number) => box.x + (box.width * percent) / 100;
  const value = async () => Number(await slider.getAttribute('aria-valuenow'));

  // Press in the middle (on the handle) and drag to a quarter.
  await page.mouse.move(at(50), y);
  await page.mouse.down();
  await page.mouse.move(at(25), y, { steps: 8 });
  await expect.poll(value).toBeGreaterThanOrEqual(24);
  expect(await value()).toBeLessThanOrEqual(26);
  await expect(slider).toHaveAttribute('aria-valuetext', `${await value()}% Before, ${100 - (await value())}% After`);

  // Past the left edge: 0, not below. Past the right edge (the pointer leaves the picture): 100, not above.
  await page.mouse.move(1, y, { steps: 8 });
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await page.mouse.move(viewport.width - 1, y + 40, { steps: 12 });
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await page.mouse.up();

  // Released: moving the mouse no longer moves the divider.
  await page.mouse.move(at(40), y, { steps: 4 });
  await expect(slider).toHaveAttribute('aria-valuenow', '100');

  // A press anywhere on the picture jumps the divider there.
  await page.mouse.move(at(75), y);
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(value).toBeGreaterThanOrEqual(74);
  expect(await value()).toBeLessThanOrEqual(76);

  // The handle is a keyboard slider as well.
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '5');
});
