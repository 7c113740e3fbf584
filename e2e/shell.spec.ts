import { expect, expectAccessibleInBothThemes, test, toggleDarkMode } from './fixtures';

test.describe('language and theme', () => {
  test('the home heading is in the language of the URL', async ({ page }) => {
    await page.goto('/ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Видеокурсы');
    await page.goto('/fr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cours vidéo');
  });

  test('a path without a language goes to the stored one, ro by default', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ro$/);
    await page.goto('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
  });

  test('dark mode and language survive a reload @mobile', async ({ page }) => {
    await page.goto('/en');
    await toggleDarkMode(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('home has no axe violation in light and dark @mobile', async ({ page }) => {
    await page.goto('/ro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});
