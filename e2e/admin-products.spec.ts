import type { Page } from '@playwright/test';
import { auditedActions } from './audit';
import {
  createAccount,
  createProduct,
  expect,
  logIn,
  STAFF,
  test,
  waitingForTheApp,
} from './fixtures';

/**
 * Issue 27, products: an editor sells a product in Romania to doctors at a new price and restocks
 * it, and a Romanian doctor sees the price at once; at stock 0 the product's page says "Not in
 * stock". The product is the journey's own (sold in Moldova to cosmetologists until edited).
 */
const EDITOR = STAFF.editor;

/** The product's form, opened and ready to edit. */
const form = (page: Page) => page.locator('[data-slot="product-form"]');

/** Saves the form and waits for the page to say it is saved. */
async function save(page: Page) {
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-slot="product-save-status"]')).toHaveText('Saved');
}

test('an editor prices a product for Romania and restocks it; a Romanian doctor sees it at once', async ({
  page,
  request,
  browser,
}) => {
  const product = await createProduct(request, { stock: 5, price: 300 });
  const doctor = await createAccount(request, { type: 'doctor', country: 'Romania' });

  await logIn(page, EDITOR, `/en/admin/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await form(page).getByRole('checkbox', { name: 'Doctors' }).check();
  // The professionals' prices come first, then the specialists' clients'.
  const romania = form(page).getByRole('group', { name: 'Romania · LEI' }).first();
  await romania.getByRole('textbox', { name: 'Price (LEI)', exact: true }).fill('149.5');
  await romania.getByRole('checkbox', { name: 'For sale here' }).check();
  await form(page).getByRole('textbox', { name: 'Warehouse stock (units)' }).fill('3');
  await save(page);

  const context = await browser.newContext();
  const doctorPage = waitingForTheApp(await context.newPage());
  await logIn(doctorPage, doctor, `/en/shop-item/${product.id}`);
  const main = doctorPage.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(main).toContainText(/149\.5\s*LEI/);
  await expect(main.getByRole('button', { name: 'Add to cart' }).first()).toBeEnabled();

  await form(page).getByRole('textbox', { name: 'Warehouse stock (units)' }).fill('0');
  await save(page);
  await doctorPage.reload();
  await expect(doctorPage.getByText('Not in stock').first()).toBeVisible();
  await expect(doctorPage.getByRole('button', { name: 'Add to cart' }).first()).toBeDisabled();
  await context.close();

  expect(await auditedActions(request, 'product', product.id)).toEqual([
    'product.update',
    'product.update',
  ]);
});
