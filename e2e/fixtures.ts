import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails on any axe violation on the page as it is now, in the current theme. */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Checks the page in light, then switches the stored theme to dark, reloads and checks again. */
export async function expectAccessibleInBothThemes(page: Page) {
  await expectNoA11yViolations(page);
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoA11yViolations(page);
  await page.evaluate(() => localStorage.removeItem('darkMode'));
}

/** Turns the night style on from the header, or from the mobile menu on narrow screens. */
export async function toggleDarkMode(page: Page) {
  const visible = page.getByRole('button', { name: 'Night style' }).filter({ visible: true });
  if ((await visible.count()) === 0) {
    await page.getByRole('button', { name: 'Open the menu' }).click();
  }
  await page.getByRole('button', { name: 'Night style' }).filter({ visible: true }).first().click();
}

export const test = base;
export { expect };
