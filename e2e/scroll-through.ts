import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Down a screen at a time to the bottom and back, as a reader would, so the parts that load as
 * their place nears the screen are there (for axe, or to be checked). Such a part (WhenNear, apps/web
 * src/app/when-near.tsx) holds its place with an empty box of its reserved height
 * (`min-h-[…]`) until its content has come: each step waits until no such box is left near the
 * screen (the observer's 300 px ahead), then the footer, the last of them, is drawn.
 */
export async function scrollThrough(page: Page) {
  const placeholdersNear = () =>
    page.evaluate(() => {
      const ahead = 300;
      return [...document.querySelectorAll('div[class^="min-h-["]:empty')].filter((box) => {
        const { top, bottom } = box.getBoundingClientRect();
        return bottom > -ahead && top < window.innerHeight + ahead;
      }).length;
    });
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); ) {
    y += await page.evaluate(() => window.innerHeight);
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(placeholdersNear).toBe(0);
  }
  await expect(page.locator('footer[data-slot="site-footer"]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}
