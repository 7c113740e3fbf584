import { expect, headerControl, test } from './fixtures';

const STUDENT = {
  email: 'student.md@academy.demo',
  password: 'Demo12345!',
  name: 'Irina Cebotari',
};

test.describe('login', () => {
  test('a failed login locks the button for 3 s, then a login returns to the protected page', async ({
    page,
  }) => {
    // The course-updates modal (checked at most once an hour) belongs to other journeys.
    await page.addInitScript(() =>
      localStorage.setItem('courseUpdatesCheckedAt', String(Date.now())),
    );
    await page.goto('/en/dashboard/orders?tab=history');
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/en/dashboard/orders?tab=history');

    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Log in' });
    await email.fill(STUDENT.email);
    await password.fill('wrong-password');
    const refused = page.waitForResponse(/auth\/token\/login/);
    await submit.click();
    await refused;
    const lockedAt = Date.now();

    await expect(page.getByText('Invalid data')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(password).toHaveValue('');
    await expect(submit).toBeDisabled();
    await expect(submit).toBeEnabled({ timeout: 6000 });
    expect(Date.now() - lockedAt).toBeGreaterThan(2500);

    await email.fill(STUDENT.email);
    await password.fill(STUDENT.password);
    await submit.click();
    await expect(page).toHaveURL(/\/en\/dashboard\/orders\?tab=history$/);
    await expect(await headerControl(page, 'link', new RegExp(STUDENT.name))).toBeVisible();
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
