import type { APIRequestContext, Page } from '@playwright/test';
import {
  createAccount,
  createProduct,
  expect,
  expectAccessibleInBothThemes,
  logIn,
  placeCashOrder,
  STAFF,
  test,
} from './fixtures';

/**
 * The restock list (issue 24): a manager finds it in the back office's menu and sees the
 * journey's own products running low, with their 30 days' sales and the days their stock lasts;
 * a lower threshold leaves one of them out, and the URL keeps the threshold.
 */
const MANAGER = STAFF.manager;
const ADMIN = STAFF.admin;

/** A buyer's cash order of `units` of each product: the sales and the stock it takes. */
async function sold(request: APIRequestContext, productIds: number[], units: number) {
  const buyer = await createAccount(request);
  await placeCashOrder(
    request,
    buyer,
    productIds.map((id) => ({ id, cnt: units })),
    'ro',
  );
}

/** A page of the back office's menu: the sidebar, or the sheet a phone opens it in. */
async function openFromMenu(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Open the back office menu', exact: true });
  if (await opener.isVisible()) {
    await opener.click();
    await page.getByRole('dialog', { name: 'Back office' }).getByRole('link', { name }).click();
  } else
    await page
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name })
      .click();
}

test('@mobile a manager finds the products running low, with their pace, and narrows the threshold', async ({
  page,
  request,
}) => {
  // 40 sold of each: one is sold out (0 days), the other has 8 left, 6 days at 40 a month.
  const soldOut = await createProduct(request, { stock: 40, price: 10 });
  const low = await createProduct(request, { stock: 48, price: 10 });
  await sold(request, [soldOut.id, low.id], 40);

  await logIn(page, MANAGER, '/en/admin/home');
  await openFromMenu(page, 'Restock');
  await expect(page).toHaveURL(/\/en\/admin\/restock$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Restock' })).toBeVisible();
  await expect(page).toHaveTitle(/Restock/);
  const table = page.locator('[data-slot="data-table"]');
  await expect(table).toHaveAttribute('data-state', 'ready');
  const row = (title: string) => table.getByRole('row').filter({ hasText: title });
  const cells = (title: string) => row(title).getByRole('cell');
  await expect(cells(soldOut.title)).toHaveText([
    soldOut.title,
    /./,
    'Out of stock',
    '40',
    '0 days',
  ]);
  await expect(cells(low.title)).toHaveText([low.title, /./, '8', '40', '6 days']);
  // The product editor is not a manager's: the title links nowhere.
  await expect(row(low.title).getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Stock at or below' })).toHaveText('10 units');
  await expectAccessibleInBothThemes(page);

  await page.getByRole('combobox', { name: 'Stock at or below' }).click();
  await page.getByRole('option', { name: '5 units' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/restock\?below=5$/);
  await expect(table).toHaveAttribute('data-state', 'ready');
  await expect(row(low.title)).toHaveCount(0);
  await expect(row(soldOut.title)).toBeVisible();

  // The URL is the list's state: a reload shows the same threshold and rows.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Stock at or below' })).toHaveText('5 units');
  await expect(table).toHaveAttribute('data-state', 'ready');
  await expect(row(soldOut.title)).toBeVisible();
  await expect(row(low.title)).toHaveCount(0);
});

test('an admin, who may edit products, opens a sold-out product from its title', async ({
  page,
  request,
}) => {
  const soldOut = await createProduct(request, { stock: 30, price: 10 });
  await sold(request, [soldOut.id], 30);
  await logIn(page, ADMIN, '/en/admin/restock?below=0');
  const link = page
    .locator('[data-slot="data-table"]')
    .getByRole('row')
    .filter({ hasText: soldOut.title })
    .getByRole('link', { name: soldOut.title });
  await expect(link).toHaveAttribute('href', `/en/admin/product/${soldOut.id}`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(soldOut.title);
});
