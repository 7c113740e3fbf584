import type { Page } from '@playwright/test';

/**
 * A specialist's request form, brought into view as a visitor brings it, by the profile's link
 * to it ("Ask for a visit", in any language): the form, its code and its free slots load as it
 * nears the screen (issue 29), so a journey that only looked for it would wait for nothing.
 */
export async function visitRequestForm(page: Page) {
  await page.getByRole('main').locator('a[href="#visit-request"]').click();
  return page.locator('[data-slot="visit-request"]');
}
