import { expect, logIn, test } from './fixtures';

/**
 * Issue 22: a new page opens at its top, whatever the scroll of the page before (a phone's long
 * listing put the product's title 1,599 px above the screen); only Back restores a position.
 */
test('a product opened from far down the listing shows its title; Back returns there @mobile', async ({
  page,
  account,
}) => {
  await logIn(page, account, '/en/shop-category');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional shop' })).toBeVisible();
  const card = page.getByRole('article').last();
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  const listingY = await page.evaluate(() => window.scrollY);
  expect(listingY, 'the last card is below the first screen').toBeGreaterThan(300);

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/en\/shop-item\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeInViewport();
  const box = await heading.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the title has no box on the screen');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/shop-category$/);
  await expect(card).toBeVisible();
  // Restored to the pixel the reader left (a phone's scroll may be fractional).
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - listingY))
    .toBeLessThan(1);
  await expect(card).toBeInViewport();
});
