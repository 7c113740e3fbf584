import { expect, headerControl, test } from './fixtures';

test('a visitor browses home → catalogue → category and module → a course and its buy modal @mobile', async ({
  page,
}) => {
  await page.goto('/en?utm_source=newsletter');
  await (await headerControl(page, 'link', 'Courses')).click();
  await expect(page).toHaveURL(/\/en\/category\?utm_source=newsletter/);
  await expect(page.getByText(/Results: \d+/)).toBeVisible();
  const total = Number((await page.getByText(/Results: \d+/).textContent())?.match(/\d+/)?.[0]);

  // The category is exclusive and kept in the hash; its modules appear, the first one selected.
  const category = page.getByRole('button', { name: 'Massage', exact: true });
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/#massage$/);
  const modules = page.getByRole('group', { name: /module/i }).getByRole('button');
  await expect(modules.first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]module=\d+/);
  const inCategory = Number(
    (await page.getByText(/Results: \d+/).textContent())?.match(/\d+/)?.[0],
  );
  expect(inCategory).toBeLessThan(total);

  // Re-selecting the active module deselects it: the whole category, no module in the query.
  const active = page.locator('button[aria-pressed="true"]').filter({ hasNot: category }).last();
  await active.click();
  await expect(page).not.toHaveURL(/module=/);

  // A card opens the course page, keeping the query.
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/course\/\d+\?utm_source=newsletter/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Buy the course' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('€').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy the course' })).toBeFocused();
});
