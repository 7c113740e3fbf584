import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';

/** The smallest valid PNG (1×1): the server checks the file's content, not only its name. */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a newcomer sees each validation message, then registers and is sent to login', async ({
  page,
}, testInfo) => {
  await page.goto('/en/registration?redirect=%2Fen%2Fcategory');
  const form = page.locator('form');
  const submit = page.getByRole('button', { name: 'Register' });
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const repeat = page.getByLabel('Repeat the password', { exact: true });

  // Everything empty: required messages, nothing sent.
  await submit.click();
  await expect(form.getByText('Fill in the field').first()).toBeVisible();
  await expect(form.getByText('Choose your profession').first()).toBeVisible();

  await email.fill('not-an-email');
  await page.getByLabel('First name').fill('A');
  await page.getByLabel('Last name').fill('B');
  await password.fill('abc');
  await repeat.fill('abd');
  await page.getByRole('textbox', { name: 'Phone' }).fill('12345');
  await submit.click();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(form.getByText('At least 2 characters').first()).toBeVisible();
  await expect(form.getByText('Password must be 6 characters long')).toBeVisible();
  await expect(form.getByText('At least 6 digits, digits only')).toBeVisible();

  await password.fill('abcdefgh');
  await submit.click();
  await expect(form.getByText('The password is not secure')).toBeVisible();
  await expect(form.getByText('Password mismatch')).toBeVisible();

  await page.getByRole('combobox', { name: 'Profession' }).click();
  await page.getByRole('option', { name: 'Doctor' }).click();
  await submit.click();
  await expect(form.getByText('Upload your certificate or diploma')).toBeVisible();

  await page.getByRole('checkbox').first().click();
  await submit.click();
  await expect(form.getByText('Your consent is required')).toBeVisible();
  await page.getByRole('checkbox').first().click();

  // Now everything right.
  const unique = `${testInfo.project.name}.${randomUUID()}@academy.test`;
  await email.fill(unique);
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Rusu');
  await password.fill('Secure2026');
  await repeat.fill('Secure2026');
  await page.getByRole('textbox', { name: 'Phone' }).fill('69123456');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Moldova' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'diploma.png',
    mimeType: 'image/png',
    buffer: PNG_1x1,
  });
  await submit.click();

  await expect(page.getByText('Your registration is being verified')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fcategory$/, { timeout: 10_000 });
});
