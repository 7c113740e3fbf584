import { randomUUID } from 'node:crypto';
import { createAccount, expect, logIn, test } from './fixtures';
import { scrollThrough } from './scroll-through';

/**
 * Issue 13, the page editor (spec 2.9 My page, 4, 5): the specialist edits the description (bold
 * and a link), sets a price in USD, hides a certificate, adds, edits and deletes a work slide,
 * saves (the toast), and the public page shows exactly that; an account without a course finds
 * the editor locked. Each journey edits a specialist page of its own (POST /api/test/accounts/).
 */

/** A 1×1 PNG: what the work's image picker is given. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('the specialist page editor', () => {
  test('edits the page, and the public page shows exactly that', async ({ page, request }) => {
    const tag = randomUUID().slice(0, 8);
    const specialist = await createAccount(request, { specialist: true, courses: [1] });
    await logIn(page, specialist, '/en/dashboard/my-page');
    await expect(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
    const publish = page.getByRole('switch', { name: 'Page published' });
    if (!(await publish.isChecked())) await publish.click();

    // The description: bold text and a link, by the toolbar and its keyboard shortcut.
    const description = page.getByRole('textbox', { name: 'About you' });
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(`Certified ${tag}`);
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' — portfolio: ');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByLabel('Address (URL)').fill('example.org/portfolio');
    await page.getByRole('button', { name: 'Apply' }).click();

    // The price in USD.
    await page.getByLabel('Consultation price').fill('75');
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'USD $' }).click();

    // A certificate hidden.
    const shown = page.locator('button[aria-pressed="true"][data-state="shown"]').first();
    const certificateName = (await shown.textContent())?.replace(/^Shown/, '').trim() ?? '';
    await shown.click();
    await expect(
      page.getByRole('button', { name: certificateName, exact: false }).first(),
    ).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successful save' })).toBeVisible();

    // A work slide: added, edited, deleted.
    await page.getByRole('button', { name: 'Add a work' }).click();
    const modal = page.getByRole('dialog', { name: 'New work' });
    await modal
      .getByLabel('Image')
      .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: PNG });
    await modal.getByLabel('Title', { exact: true }).fill(`Peel ${tag}`);
    await modal.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Three sessions.');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
    const slide = page.getByRole('button', { name: `Edit the work: Peel ${tag}` });
    await expect(slide).toBeVisible();

    await slide.click();
    const edit = page.getByRole('dialog', { name: 'Edit the work' });
    await edit.getByLabel('Title', { exact: true }).fill(`Peel edited ${tag}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const edited = page.getByRole('button', { name: `Edit the work: Peel edited ${tag}` });
    await expect(edited).toBeVisible();

    await edited.click();
    await page
      .getByRole('dialog', { name: 'Edit the work' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(edited).toBeHidden();

    // The public page shows exactly what was saved.
    const link = page.getByRole('link', { name: 'Open in a new window' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/en\/expert\/\d+\/$/);
    await page.goto(new URL(href).pathname);
    const main = page.locator('main');
    await expect(main.locator('strong', { hasText: `Certified ${tag}` })).toBeVisible();
    await expect(main.getByRole('link', { name: 'https://example.org/portfolio' })).toHaveAttribute(
      'href',
      'https://example.org/portfolio',
    );
    await expect(main.getByText(/75\s\$/)).toBeVisible();
    // The certificates and the works below the profile, once a reader has come to them.
    await scrollThrough(page);
    await expect(main.getByText(certificateName, { exact: false })).toHaveCount(0);
    await expect(main.getByText(`Peel edited ${tag}`)).toHaveCount(0);
  });

  test('is locked for an account that owns no course', async ({ page, account }) => {
    await logIn(page, account, '/en/dashboard/my-page');
    await expect(page.getByText('Available when purchasing the course').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  });
});
