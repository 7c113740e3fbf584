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
  // The static frame shows until the app has drawn the page: check the page, not the frame.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.evaluate(() => localStorage.removeItem('darkMode'));
}

/**
 * A control of the header by role and name: on narrow screens the header keeps it in the mobile
 * menu, which this opens first (English interface).
 */
export async function headerControl(page: Page, role: 'button' | 'link', name: string | RegExp) {
  const banner = page.getByRole('banner');
  await banner.getByRole('link').first().waitFor();
  // In the header itself when wide enough; on phones, inside the menu sheet.
  const inHeader = banner.getByRole(role, { name }).filter({ visible: true });
  if ((await inHeader.count()) > 0) return inHeader.first();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  return page.getByRole('dialog').getByRole(role, { name }).filter({ visible: true }).first();
}

export async function toggleDarkMode(page: Page) {
  await (await headerControl(page, 'button', 'Night style')).click();
}

/**
 * Every journey runs under the server's Content-Security-Policy (issue 14): anything the policy
 * refuses (an inline script without the nonce, a script or frame from another origin) fails the
 * journey that met it, with the browser's own report.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  /**
   * The server draws the public pages (issue 14): their buttons show before the app has started.
   * A journey acts on a page as a person does once it answers, so a load waits for the app to
   * have started (main.tsx `data-app-ready`), as the static frame made it wait before.
   */
  page: async ({ page }, use) => {
    const ready = () =>
      page.waitForFunction(
        () => !document.getElementById('root') || 'appReady' in document.documentElement.dataset,
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'refused by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
