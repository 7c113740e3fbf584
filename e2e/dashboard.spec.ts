import type { Page } from '@playwright/test';
import {
  type Account,
  createAccount,
  expect,
  expectAccessibleInBothThemes,
  skipCourseUpdates,
  test,
} from './fixtures';

const NEW_PASSWORD = 'Fresh2025!';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** Seeded courses (apps/api/src/seed/data/courses-*.ts, seeded by courses.seed.ts) the journeys' student owns. */
const OWNED_COURSES = [1, 2];

/** Logs in through the protected route, which comes back to it (spec 2.1). */
async function logInAt(page: Page, account: Account, path: string) {
  await skipCourseUpdates(page);
  await page.goto(path);
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Current password', { exact: true }).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Save the password' }).click();
}

test.describe('dashboard', () => {
  test('the menu, a password change, then logout @mobile', async ({ page, request }, testInfo) => {
    // An account of its own: the password it changes is nobody else's.
    const student = await createAccount(request, { courses: OWNED_COURSES });
    await logInAt(page, student, '/en/dashboard/courses');
    const menu = page.getByRole('navigation', { name: 'Personal area' });
    const visibleLinks = menu.getByRole('link').filter({ visible: true });
    await expect(menu.getByRole('link', { name: 'My courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    if (testInfo.project.name === 'mobile') {
      // Spec 2.9: on mobile only the first three items until expanded.
      await expect(visibleLinks).toHaveCount(3);
      const toggle = menu.getByRole('button', { name: 'Show all' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(menu.getByRole('button', { name: 'Show less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    // The nine items of spec 2.9 and the hours and services (issue 28); this student owns
    // courses, so My page and its hours are links (their lock, for an account without a course,
    // is the dashboard menu's story).
    await expect(visibleLinks).toHaveCount(10);
    await expect(menu.getByRole('link', { name: 'My page' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Hours and services' })).toBeVisible();

    await menu.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\/change-pass$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

    // The server's refusal of the current password is said at that field (issue 24, item 6).
    await changePassword(page, 'not-my-password', NEW_PASSWORD);
    const current = page.getByLabel('Current password', { exact: true });
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('The current password is not correct');
    await changePassword(page, student.password, NEW_PASSWORD);
    await expect(
      page.getByRole('region', { name: 'Change password' }).getByRole('status'),
    ).toContainText('The password has been changed');

    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en$/);
    // Logged out once the server has answered: the session leaves session storage (spec 4).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
    await page.goto('/en/dashboard/orders');
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fdashboard%2Forders$/);

    // The new password is the one that logs in now.
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\/orders$/);
  });

  test('the dashboard and change-password screens pass axe in light and dark', async ({
    page,
    request,
  }) => {
    await logInAt(
      page,
      await createAccount(request, { courses: OWNED_COURSES }),
      '/en/dashboard/courses',
    );
    await expectAccessibleInBothThemes(page);
    await page.goto('/en/dashboard/change-pass');
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });

  test('another device is listed and logged out from the change-password page', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    // The other device: a phone that logged in to the same account.
    const login = await request.post('/api/auth/token/login/', {
      data: { username: account.email, password: account.password },
      headers: { 'user-agent': IPHONE },
    });
    const { auth_token: phoneToken } = (await login.json()) as { auth_token: string };
    const phoneAsks = () =>
      request.get('/api/auth/users/me/', { headers: { Authorization: `Token ${phoneToken}` } });
    expect((await phoneAsks()).status()).toBe(200);

    await logInAt(page, account, '/en/dashboard/change-pass');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    const rows = devices.getByRole('listitem');
    // This browser, the phone, and the session the test fixture opened when it made the account.
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('This device');
    await expect(rows.filter({ hasText: 'Safari on iOS' })).toHaveCount(1);
    await devices.getByRole('button', { name: 'Log out other devices' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out other devices' }).click();
    await expect(devices.getByRole('status')).toContainText(
      'Every other device has been logged out',
    );
    await expect(rows).toHaveCount(1);
    expect((await phoneAsks()).status()).toBe(401);
  });

  test('a refused reset link asks for a new one', async ({ page }) => {
    await page.goto('/en/reset/not-a-real-token-0123456789');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the password' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('invalid or has expired');
    await expect(alert.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/en/login',
    );
    await expectAccessibleInBothThemes(page);
  });
});
