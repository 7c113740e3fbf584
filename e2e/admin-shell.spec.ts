import type { Page } from '@playwright/test';
import { createAccount, expect, logIn, STAFF, test, waitingForTheApp } from './fixtures';

/**
 * The back office's frame (issue 26): a user without a staff role is told whose area it is; the
 * menu is each role's (a manager's operations, an admin's audit log too), reached from the
 * dashboard; at 375 px it opens as a sheet that Escape closes, focus back on its button.
 */
const ADMIN = STAFF.admin;
const MANAGER = STAFF.manager;

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Back office menu' });

test('a student opening /ro/admin is told the area is for the staff', async ({ page, request }) => {
  const student = await createAccount(request);
  await logIn(page, student, '/en/dashboard/courses');
  await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);
  await page.goto('/ro/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acces restricționat' })).toBeVisible();
  await expect(page.getByText('Această zonă este pentru personalul academiei.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Meniul de administrare' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Mergi la pagina principală' }).click();
  await expect(page).toHaveURL(/\/ro$/);
});

test('a manager reaches the back office from the dashboard and sees the operations, not the audit log', async ({
  page,
}) => {
  await logIn(page, MANAGER, '/en/dashboard/courses');
  await page
    .getByRole('navigation', { name: 'Personal area' })
    .getByRole('link', { name: 'Back office' })
    .click();
  await expect(page).toHaveURL(/\/en\/admin\/home$/);
  const menu = menuOf(page);
  // The operations pages (a page declared later joins them), none of the content or the audit log.
  for (const name of ['Home', 'Accounts', 'Orders', 'Contact requests', 'Promo codes'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of ['Courses', 'Audit log'])
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('complementary').getByText('Cristina Rusu')).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Manager', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/orders/);
  await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/Orders/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Typed by hand, the audit log is still not a manager's.
  await page.goto('/en/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Restricted area' })).toBeVisible();
});

test('an admin has the audit log in the menu', async ({ page }) => {
  await logIn(page, ADMIN, '/en/admin/home');
  const menu = menuOf(page);
  await menu.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/audit/);
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('complementary').getByText('Administrator', { exact: true }),
  ).toBeVisible();
});

test.describe('at 375 px', () => {
  // A phone's width in either project: the sheet is the phone's menu.
  test.use({ viewport: { width: 375, height: 812 } });

  test('@mobile the back office menu opens as a sheet, and Escape closes it', async ({ page }) => {
    await logIn(page, MANAGER, '/en/admin/home');
    await expect(menuOf(page)).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Open the back office menu', exact: true });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Back office' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(sheet.getByRole('link', { name: 'Promo codes' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await sheet.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/orders/);
    await expect(sheet).toBeHidden();
  });
});

test('an admin makes an account a manager on its page, and that user then has the back office', async ({
  page,
  request,
  browser,
}) => {
  const colleague = await createAccount(request);
  await logIn(page, ADMIN, `/en/admin/account/${colleague.id}`);
  await page.getByRole('button', { name: 'Staff role…' }).click();
  const dialog = page.getByRole('dialog', { name: `${colleague.name}'s staff role` });
  const role = dialog.getByRole('combobox', { name: 'Role' });
  await expect(role).toBeFocused();
  await role.click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await dialog.getByRole('button', { name: 'Save the role' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-slot="account-detail"]')).toContainText('Manager');

  const context = await browser.newContext();
  const colleaguePage = waitingForTheApp(await context.newPage());
  await logIn(colleaguePage, colleague, '/en/admin/home');
  await expect(menuOf(colleaguePage).getByRole('link', { name: 'Orders' })).toBeVisible();
  await context.close();
});
