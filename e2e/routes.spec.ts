import type { Page } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, test } from './fixtures';
import { scrollThrough } from './scroll-through';

/** Every public route of this slice, with something each must show. */
const ROUTES = [
  ['/ro', 'heading'],
  ['/ro/about', 'heading'],
  ['/ro/author', 'heading'],
  ['/ro/blog', 'heading'],
  ['/ro/article/1', 'heading'],
  ['/ro/promotions', 'heading'],
  ['/ro/promotion/1', 'heading'],
  ['/ro/login', 'heading'],
  ['/ro/registration', 'heading'],
  ['/ro/category', 'heading'],
  ['/ro/course/1', 'heading'],
  ['/ro/checkout', 'heading'],
] as const;

/** The layout after a change of size has been drawn: two frames (a style pass, then paint). */
async function afterLayout(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

// Tagged @wide: at 375 px Home is checked (shell.spec.ts), and with E2E_FULL=1 every journey.
test.describe('every route @wide', () => {
  for (const [path] of ROUTES) {
    test(`${path} has no axe violation in light and dark`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await scrollThrough(page);
      await expectAccessibleInBothThemes(page);
    });
  }
});

test('the language menu keeps the route @mobile', async ({ page }) => {
  await page.goto('/en/about?utm_source=test');
  await page.getByRole('banner').getByRole('link').first().waitFor();
  // Desktop: a language menu in the header; mobile: the language links inside the menu sheet.
  // The header's menu is a disclosure (<summary>, named by its label).
  const languageMenu = page.getByLabel(/^Language/).filter({ visible: true });
  if ((await languageMenu.count()) > 0) await languageMenu.first().click();
  else await page.getByRole('button', { name: 'Open the menu' }).click();
  await page
    .getByRole('link', { name: /Русский/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ru\/about/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test("Home changes language once the app has answered (the special offers' promise is the loader's)", async ({
  page,
}) => {
  await page.goto('/en');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page
    .getByLabel(/^Language/)
    .filter({ visible: true })
    .first()
    .click();
  await page
    .getByRole('link', { name: /Français/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr$/);
  // A promise made while rendering was a new one at each try: the navigation never committed.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(/Video courses/);
  // The contact form was still held back as drawn (below the fold) when the switch started: it
  // hydrated then, and shows in the new language once a reader comes to it.
  const contact = page.locator('#contact-form');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByText('Laissez une demande')).toBeVisible();
  await expect(contact.getByText('Leave a request')).toHaveCount(0);
});

test('cookie acceptance survives a reload', async ({ page }) => {
  await page.goto('/en');
  const notice = page.getByRole('region', { name: /cookie/i }).or(page.getByText(/We use cookies/));
  await expect(notice.first()).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/We use cookies/)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/We use cookies/)).toBeHidden();
});

/**
 * The spec's breakpoints (430, 567, 767, 1023, 1680 px) and a phone: nothing scrolls sideways.
 * Each route is loaded once and the window resized through the widths, as a rotated phone or a
 * dragged window does; the check waits for the layout of each width (fonts in, two frames).
 */
test('no route is wider than the screen at any breakpoint @wide', async ({ page }) => {
  test.slow();
  for (const [path] of ROUTES) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const width of [375, 430, 567, 767, 1023, 1680]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      await afterLayout(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px scrolls sideways by ${overflow} px`).toBe(0);
    }
  }
});

/**
 * The texts of the screens after a login load with a login, and for a visitor only on the public
 * pages that show such screens: a shared shop category and a certificate's page, in another
 * language too. Not one key may show instead of its text.
 */
test("a visitor's shared shop category and certificate page show texts, not keys", async ({
  page,
}) => {
  for (const path of ['/en/shop/1', '/ru/shop/1', '/en/certificate/NOT-A-REAL-CODE']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(
      /\b(shop|checkout|certificates|learning|player)\.[a-z]+[A-Za-z.]*\b/,
    );
  }
});
