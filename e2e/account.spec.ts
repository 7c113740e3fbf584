import { expect, headerControl, skipCourseUpdates, test } from './fixtures';

test.describe('login', () => {
  test('a failed login locks the button for 3 s, then a login returns to the protected page', async ({
    page,
    account,
  }) => {
    await skipCourseUpdates(page);
    await page.clock.install();
    await page.goto('/en/dashboard/orders?tab=history');
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/en/dashboard/orders?tab=history');

    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Log in' });
    await email.fill(account.email);
    await password.fill('wrong-password');
    // The page's clock stands still from here: the lockout ends when the journey moves time on
    // (LOGIN_LOCKOUT_MS, 3 s), whatever the machine's load.
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    const refused = page.waitForResponse(/auth\/token\/login/);
    await submit.click();
    await refused;

    await expect(page.getByText('Invalid data')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(password).toHaveValue('');
    await expect(submit).toBeDisabled();
    await page.clock.runFor(2_900);
    await expect(submit).toBeDisabled();
    await page.clock.runFor(200);
    await expect(submit).toBeEnabled();
    await page.clock.resume();

    await email.fill(account.email);
    await password.fill(account.password);
    await submit.click();
    await expect(page).toHaveURL(/\/en\/dashboard\/orders\?tab=history$/);
    await expect(await headerControl(page, 'link', new RegExp(account.name))).toBeVisible();
  });

  test('the form checks the fields before sending', async ({ page }) => {
    await page.goto('/ro/login');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Parola', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Intră în cont' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Parola', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
