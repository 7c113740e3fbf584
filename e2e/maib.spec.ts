import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct, expect, logIn, test } from './fixtures';
import { mailsTo } from './mailbox';

/**
 * Issue 22: a card order paid on MAIB e-commerce's hosted page. The journey runs on the second
 * server of playwright.config.ts, whose `maib` provider talks to the local simulator of the bank
 * (its hosted page with Approve and Decline, its signed notifications): the payment page sends the
 * browser to the bank's page, the bank's notification pays the order, the buyer lands on the
 * success page, and the same notification posted again changes nothing.
 */
const MAIB_URL = process.env.E2E_MAIB_URL ?? '';
const SIMULATOR_URL = process.env.E2E_MAIB_SIMULATOR_URL ?? '';
const MAIB_DATA_DIR = process.env.E2E_MAIB_DATA_DIR ?? '';

test.use({ baseURL: MAIB_URL });

interface Cashback {
  results: { order_id: number | null; amount: number }[];
}

async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`/api${path}`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function placeCardOrder(page: Page) {
  await page.goto('/en/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Phone').fill('+37369123456');
  await page.getByLabel('City', { exact: true }).fill('Chisinau');
  await page.getByLabel('Street').fill('Stefan cel Mare');
  await page.getByLabel('House number').fill('1');
  await page.getByLabel('Postcode').fill('MD-2012');
  await page.getByRole('radio', { name: 'Bank card' }).check();
  await page.getByRole('checkbox', { name: /terms/ }).check();
  await page.getByRole('button', { name: 'Place the order' }).click();
}

test.describe("a card order paid on MAIB e-commerce's page (issue 22)", () => {
  test.describe.configure({ timeout: 120_000 });

  test('is paid once through the bank page, and a replayed callback changes nothing', async ({
    page,
    request,
    account,
  }) => {
    const product = await createProduct(request, { stock: 5, price: 700 });
    await logIn(page, account, `/en/shop-item/${product.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('button', { name: 'Added' }).first()).toBeVisible();
    await placeCardOrder(page);

    // The payment page asks for no card: the bank's page takes it.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('button', { name: /^Pay .+ by card$/ }).click();

    // The bank's hosted page (the simulator's), with the order's amount.
    await expect(page).toHaveURL(new RegExp(`^${SIMULATOR_URL}/checkout/[\\w-]+$`));
    const payId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByTestId('amount')).toHaveText(/ MDL$/);
    await page.getByRole('button', { name: 'Approve' }).click();

    // Back on the shop's success page, paid (the bank's notification arrived before the return).
    await expect(page).toHaveURL(/\/en\/checkout-success\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your order has been successfully completed!',
    );
    const back = new URL(page.url());
    expect(back.searchParams.get('payId')).toBe(payId);
    const orderId = Number(back.searchParams.get('orderId'));
    const paid = await apiGet<{ status: string; paid_at: string }>(
      request,
      `/orders/${orderId}/`,
      account.token,
    );
    expect(paid.status).toBe('paid');
    const earned = async () =>
      (await apiGet<Cashback>(request, '/accounts/cashback/', account.token)).results.filter(
        (entry) => entry.order_id === orderId && entry.amount > 0,
      );
    expect(await earned()).toHaveLength(1);
    // The order's confirmation and its receipt, sent from the server's queue.
    await expect.poll(async () => (await mailsTo(account.email, MAIB_DATA_DIR)).length).toBe(2);

    // The bank posts its notification again (it retries until it gets 200): answered 200, and
    // nothing changes.
    const replay = await request.post(`${SIMULATOR_URL}/simulator/notify/${payId}`);
    expect(await replay.json()).toEqual({ status: 200 });
    const again = await apiGet<{ status: string; paid_at: string }>(
      request,
      `/orders/${orderId}/`,
      account.token,
    );
    expect(again).toMatchObject({ status: 'paid', paid_at: paid.paid_at });
    expect(await earned()).toHaveLength(1);
    expect(await mailsTo(account.email, MAIB_DATA_DIR)).toHaveLength(2);
  });
});
