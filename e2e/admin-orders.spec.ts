import type { APIRequestContext, Page } from '@playwright/test';
import { auditedActions } from './audit';
import {
  type Account,
  createAccount,
  createProduct,
  expect,
  logIn,
  placeCashOrder,
  STAFF,
  test,
  waitingForTheApp,
} from './fixtures';
import { mailsTo } from './mailbox';

/**
 * Issue 26, the back office's orders: a manager settles a cash course order, ships a shop order
 * with its tracking number and cancels another, each confirmed in a dialog; the buyers get their
 * mails, their course and their stock back. Each journey's buyers and products are its own.
 */
const MANAGER = STAFF.manager;
const MANAGER_NAME = 'Cristina Rusu';
const PAID_COURSE = { id: 5, name: 'Ultrasonic facial cleansing' };

async function post(request: APIRequestContext, path: string, token: string, data: object) {
  const response = await request.post(`/api${path}`, {
    headers: { Authorization: `Token ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

/** The order list searched for the buyer, then the order's page from its row. */
async function openOrder(page: Page, search: string, buyer: Account, id: number, number: string) {
  const box = page.getByRole('searchbox', { name: search });
  await box.fill(buyer.email);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(buyer.email)}`));
  const table = page.locator('[data-slot="data-table"][data-state="ready"]');
  await table.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.locator('[data-slot="order-detail"]')).toHaveAttribute('data-state', 'ready');
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`/admin/order/${id}$`));
}

/** A move's button, its dialog (with a field to fill, if any) and its confirmation. */
async function move(
  page: Page,
  button: string,
  dialogName: string,
  confirm: string,
  field?: { label: string; value: string },
) {
  await page.locator('[data-slot="order-detail"]').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  if (field) await dialog.getByRole('textbox', { name: field.label }).fill(field.value);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

const history = (page: Page) => page.locator('[data-slot="order-history"] > li');

const mailWith = (address: string, subject: string) =>
  expect
    .poll(async () => (await mailsTo(address)).find((mail) => mail.subject === subject)?.text ?? '')
    .not.toBe('');

test.describe('the back office orders (issue 26)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager marks a cash course order paid and ships a shop order, in Romanian @mobile', async ({
    page,
    request,
    browser,
  }) => {
    const buyer = await createAccount(request);
    const purchase = await post(
      request,
      `/ro/courses/course/${PAID_COURSE.id}/purchase/`,
      buyer.token,
      { payment_type: 'cash' },
    );
    const courseOrder = (purchase.order as { id: number }).id;
    const product = await createProduct(request, { stock: 5 });
    const shopOrder = (await placeCashOrder(request, buyer, [{ id: product.id, cnt: 1 }], 'ro')).id;

    await logIn(page, MANAGER, '/ro/admin/orders');
    await openOrder(page, 'Căutare', buyer, courseOrder, `Comanda nr. ${courseOrder}`);
    await move(
      page,
      'Marchează achitată',
      `Marcați comanda nr. ${courseOrder} ca achitată?`,
      'Marchează achitată',
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Achitată');
    await expect(history(page).last()).toContainText(MANAGER_NAME);
    await expect(history(page)).toHaveCount(2);
    await mailWith(buyer.email, `Confirmarea plății: comanda nr. ${courseOrder}`);

    // The buyer finds the course in their dashboard.
    const context = await browser.newContext();
    const buyerPage = waitingForTheApp(await context.newPage());
    await logIn(buyerPage, buyer, '/en/dashboard/courses');
    await expect(
      buyerPage.locator('[data-slot="course-progress-card"]').filter({ hasText: PAID_COURSE.name }),
    ).toBeVisible();
    await context.close();

    // Back to the list (the search kept), the shop order paid in cash, then shipped.
    await page.getByRole('link', { name: 'Înapoi la comenzi' }).click();
    await expect(page.getByRole('searchbox', { name: 'Căutare' })).toHaveValue(buyer.email);
    const table = page.locator('[data-slot="data-table"][data-state="ready"]');
    await table.getByRole('link', { name: `Comanda nr. ${shopOrder}` }).click();
    await expect(page.locator('[data-slot="order-detail"]')).toHaveAttribute('data-state', 'ready');
    await move(
      page,
      'Marchează achitată',
      `Marcați comanda nr. ${shopOrder} ca achitată?`,
      'Marchează achitată',
    );
    await move(page, 'Expediază', `Expediați comanda nr. ${shopOrder}?`, 'Expediază', {
      label: 'Numărul de urmărire',
      value: 'RB123456789MD',
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Expediată');
    await expect(history(page).last()).toContainText('RB123456789MD');
    await mailWith(buyer.email, `Comanda nr. ${shopOrder} a fost expediată`);
    const shipped = (await mailsTo(buyer.email)).find(
      (mail) => mail.subject === `Comanda nr. ${shopOrder} a fost expediată`,
    );
    expect(shipped?.text).toContain('RB123456789MD');
    expect(await auditedActions(request, 'order', courseOrder)).toContain('order.mark_paid');
    expect(await auditedActions(request, 'order', shopOrder)).toEqual(
      expect.arrayContaining(['order.mark_paid', 'order.ship']),
    );
  });

  test('a manager cancels an unpaid shop order and its stock is back on the product page @mobile', async ({
    page,
    request,
    browser,
  }) => {
    const buyer = await createAccount(request);
    const product = await createProduct(request, { stock: 2 });
    const order = (await placeCashOrder(request, buyer, [{ id: product.id, cnt: 2 }])).id;

    const context = await browser.newContext();
    const buyerPage = waitingForTheApp(await context.newPage());
    await logIn(buyerPage, buyer, `/en/shop-item/${product.id}`);
    await expect(buyerPage.getByText('Not in stock').first()).toBeVisible();

    await logIn(page, MANAGER, '/en/admin/orders');
    await openOrder(page, 'Search', buyer, order, `Order no. ${order}`);
    await move(page, 'Cancel the order', `Cancel order no. ${order}?`, 'Cancel the order', {
      label: 'Reason',
      value: 'The buyer asked by phone',
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancelled');
    await expect(history(page).last()).toContainText('The buyer asked by phone');
    await expect(page.getByText('This order’s status allows no further move.')).toBeVisible();
    await mailWith(buyer.email, `Order no. ${order} cancelled`);

    // The product's own button (the similar products below have theirs).
    await buyerPage.reload();
    await expect(buyerPage.getByRole('button', { name: 'Add to cart' }).first()).toBeEnabled();
    await context.close();
    expect(await auditedActions(request, 'order', order)).toContain('order.cancel');
  });
});
