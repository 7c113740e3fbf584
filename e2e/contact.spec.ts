import { expect, test } from './fixtures';

test('the contact form checks its fields, then sends and clears', async ({ page }) => {
  const requests: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/get-feedback/')) requests.push(request.postDataJSON());
  });
  await page.goto('/en');
  const section = page.locator('#contact-form');
  await section.scrollIntoViewIfNeeded();
  const send = section.getByRole('button', { name: /send/i });
  await send.click();
  await expect(section.locator('[aria-invalid="true"]').first()).toBeVisible();

  await section.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Romania' }).click();
  await section.getByLabel(/name/i).fill('Elena Popescu');
  await section.getByRole('textbox', { name: /phone/i }).fill('+40721234567');
  await section.getByRole('checkbox').click();
  await send.click();
  await expect(
    section
      .getByRole('status')
      .or(section.getByText(/has been sent|sent/i))
      .first(),
  ).toBeVisible();
});
