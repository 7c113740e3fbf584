import type { APIRequestContext, Page } from '@playwright/test';
import {
  type Account,
  createAccount,
  createProduct,
  expect,
  headerControl,
  logIn as logInAs,
  placeCashOrder,
  test,
  waitingForTheApp,
} from './fixtures';
import { mailsTo } from './mailbox';

/**
 * Issue 12, the shop end to end. Journeys run two at a time on one database: each buys with an
 * account of its own (a fresh cart, cashback and orders) and what it buys is a product of its own
 * with a known stock (POST /api/test/products/, sold in Moldova to cosmetologists); the journeys
 * that only look at the catalogue read the seeded one.
 */
const CARD = { accepted: '4242424242424242', declined: '4000000000000002' };

interface ApiProduct {
  id: number;
  title: string;
  stock: number;
  doctor: boolean;
  in_stock_for_md: boolean;
  price: number | null;
  price_ro: number | null;
  client_price_ru: number | null;
  client_in_stock_for_ru: boolean;
}

async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`/api${path}`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The products a user sees, as the listing loads them (spec 7.4). */
async function productsOf(request: APIRequestContext, token: string, query: string) {
  const list = await apiGet<{ results: ApiProduct[] }>(
    request,
    `/en/shop/product/?active=true&${query}&page_size=10000`,
    token,
  );
  return list.results;
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

/** Cards per page of the listing (SHOP_FILTER_PAGE_SIZE). */
const CARDS_PER_PAGE = 6;

/**
 * The listing's card of a product, on its page of the listing: the listing shows the catalogue
 * in the API's order, so the product's place in the user's catalogue names its page. Products
 * that other journeys create meanwhile come after it (ids ascend).
 */
async function openListingWith(
  page: Page,
  request: APIRequestContext,
  token: string,
  title: string,
) {
  const catalogue = await productsOf(request, token, 'is_active_for_md=true');
  const index = catalogue.findIndex((product) => product.title === title);
  expect(index, `${title} is in the catalogue`).toBeGreaterThanOrEqual(0);
  await page.goto(`/en/shop-category?page=${Math.floor(index / CARDS_PER_PAGE) + 1}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Professional shop' })).toBeVisible();
  const found = card(page, title);
  await expect(found).toBeVisible();
  return found;
}

async function fillOrderForm(page: Page, payment: 'Cash' | 'Bank card') {
  await page.getByLabel('Phone').fill('+37369123456');
  await page.getByLabel('City', { exact: true }).fill('Chisinau');
  await page.getByLabel('Street').fill('Stefan cel Mare');
  await page.getByLabel('House number').fill('1');
  await page.getByLabel('Postcode').fill('MD-2012');
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('checkbox', { name: /terms/ }).check();
}

async function payWith(page: Page, number: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/**
 * Logs in at `path`. The journey's own account starts with an empty cart, no order and no
 * cashback, on the server too.
 */
const logIn = (page: Page, account: Account, path: string) => logInAs(page, account, path);

test.describe('the shop, end to end (issue 12)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a Moldovan cosmetologist fills a cart, pays by card in MDL and earns cashback @mobile', async ({
    page,
    request,
    account,
  }) => {
    const first = await createProduct(request, { stock: 10, price: 700 });
    const second = await createProduct(request, { stock: 10, price: 250 });

    await logIn(page, account, '/en/shop-category');
    for (const product of [first, second]) {
      const found = await openListingWith(page, request, account.token, product.title);
      await found.getByRole('button', { name: 'Add to cart' }).click();
      await expect(found.getByRole('button', { name: 'Added' })).toBeVisible();
    }

    await page.goto('/en/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const increase = page.getByRole('button', { name: `Increase the quantity of ${first.title}` });
    // Enough of the first product for Chisinau's free delivery (over 1200 lei, spec 9).
    const units = Math.min(first.stock, Math.ceil(1300 / first.price));
    for (let unit = 1; unit < units; unit++) await increase.click();
    await expect(page.getByRole('textbox', { name: `Quantity of ${first.title}` })).toHaveValue(
      String(units),
    );
    await fillOrderForm(page, 'Bank card');
    const totals = page.getByRole('region', { name: 'Your order' });
    await expect(totals).toContainText('MDL');
    await expect(totals).toContainText('Free');
    await page.getByRole('button', { name: 'Place the order' }).click();

    await payWith(page, CARD.accepted);
    await expect(page).toHaveURL(/\/en\/checkout-success\?order=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your order has been successfully completed!',
    );
    await expect(await headerControl(page, 'link', 'Cart, items: 0')).toBeVisible();

    await page.goto('/en/dashboard/shop');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/MDL/).first()).toBeVisible();
  });

  test('a declined card keeps the order to pay again', async ({ page, request, account }) => {
    const product = await createProduct(request, { stock: 5 });
    await logIn(page, account, `/en/shop-item/${product.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('button', { name: 'Added' }).first()).toBeVisible();
    await page.goto('/en/checkout');
    await fillOrderForm(page, 'Bank card');
    // A courier cannot deliver without a street: the field says so, nothing is ordered.
    const street = page.getByLabel('Street');
    await street.fill('');
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(street).toHaveAccessibleDescription(/Fill in the field/);
    await expect(street).toBeFocused();
    await street.fill('Stefan cel Mare');
    await page.getByRole('button', { name: 'Place the order' }).click();
    await payWith(page, CARD.declined);
    await expect(page.getByRole('alert')).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/payment');
    const orderId = url.searchParams.get('order');
    const order = await apiGet<{ status: string }>(request, `/orders/${orderId}/`, account.token);
    expect(order.status).toBe('pending');
  });

  test('a promo code is judged at its field, lowers the total and is in the mail', async ({
    page,
    request,
    account,
  }) => {
    const product = await createProduct(request, { stock: 5, price: 700 });
    await logIn(page, account, `/en/shop-item/${product.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('button', { name: 'Added' }).first()).toBeVisible();
    await page.goto('/en/checkout');
    await fillOrderForm(page, 'Cash');
    const totals = page.getByRole('region', { name: 'Your order' });
    await expect(totals.locator('[data-slot="quote"]')).toHaveAttribute('data-state', 'ready');
    const total = totals.locator('dd').last();
    const before = await total.textContent();

    const promo = page.getByRole('textbox', { name: 'Promo code' });
    await promo.fill('NOPE');
    await expect(promo).toHaveAccessibleDescription('This promo code does not exist');
    await promo.fill('welcome10');
    await expect(totals.locator('[data-slot="promo-discount"]')).toHaveText(/−70/);
    await expect(totals).toContainText('Promo code WELCOME10');
    await expect(promo).not.toHaveAttribute('aria-invalid', 'true');
    await expect(total).not.toHaveText(before ?? '');
    await expect(total).toHaveText(/680/);

    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page).toHaveURL(/\/en\/checkout-success\?order=\d+/);
    const orderId = new URL(page.url()).searchParams.get('order');
    const order = await apiGet<{ total: number; discount: number; promo_code: string }>(
      request,
      `/orders/${orderId}/`,
      account.token,
    );
    expect(order).toMatchObject({ promo_code: 'WELCOME10', discount: 70, total: 680 });
    await expect
      .poll(async () =>
        (await mailsTo(account.email)).find((mail) => mail.subject?.includes(`${orderId}`)),
      )
      .toBeTruthy();
    const [mail] = (await mailsTo(account.email)).filter((m) => m.subject?.includes(`${orderId}`));
    expect(mail?.text).toMatch(/Promo code WELCOME10: −\D*70/);

    // The next order's form starts with this one's phone and address; WELCOME10 is used up.
    await page.goto(`/en/shop-item/${product.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('button', { name: 'Added' }).first()).toBeVisible();
    await page.goto('/en/checkout');
    await expect(page.getByLabel('Phone')).toHaveValue('+37369123456');
    await expect(page.getByLabel('Street')).toHaveValue('Stefan cel Mare');
    await expect(page.getByLabel('Postcode')).toHaveValue('MD-2012');
    await promo.fill('WELCOME10');
    await expect(promo).toHaveAccessibleDescription('This promo code has already been used');
  });

  test('a buyer cancels an unpaid order from the dashboard and its stock comes back', async ({
    page,
    request,
    account,
  }) => {
    const product = await createProduct(request, { stock: 5 });
    const order = await placeCashOrder(request, account, [{ id: product.id, cnt: 2 }]);
    const stock = async () =>
      (await apiGet<ApiProduct>(request, `/en/shop/product/${product.id}/`, account.token)).stock;
    expect(await stock()).toBe(3);

    await logIn(page, account, '/en/dashboard/orders');
    const card = page.getByRole('article').filter({ hasText: `Order no. ${order.id}` });
    await card.getByRole('button', { name: 'Cancel the order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order no. ${order.id}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(card.getByRole('status')).toHaveText('The order is cancelled.');
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByRole('status')).toBeFocused();
    expect(await stock()).toBe(5);
  });

  test('a Romanian doctor sees only doctor products, in LEI', async ({ page, request }) => {
    const doctor = await createAccount(request, { type: 'doctor', country: 'Romania' });
    const products = await productsOf(request, doctor.token, 'is_active_for_ro=true');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.doctor)).toBe(true);
    await logIn(page, doctor, '/en/shop-category');
    await expect(page.getByText(`Products: ${products.length}`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/LEI/i);
  });

  test('a client opens a recommended product at client prices', async ({ page, request }) => {
    const client = await createAccount(request, { type: 'other', country: 'Russian Federation' });
    const product = (await productsOf(request, client.token, 'is_active_for_client_ru=true')).find(
      (candidate) => candidate.client_in_stock_for_ru,
    );
    if (!product?.client_price_ru) throw new Error('no client-priced product in Russia');
    // A specialist's recommendation: the first public page of the directory.
    const specialists = await (await request.get('/api/en/accounts/users/')).json();
    const specialist = (specialists as { id: number }[])[0];
    if (!specialist) throw new Error('no public specialist in the demo data');
    await logIn(page, client, `/en/product/${specialist.id}/${product.id}`);
    await page.getByRole('link', { name: 'Open the product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const price = new Intl.NumberFormat('en').format(product.client_price_ru);
    await expect(page.getByRole('main')).toContainText(price);
    await expect(page.getByRole('main')).toContainText(/RUB|₽/);
  });

  test('an account outside the regions is told the shop is not available there', async ({
    page,
    request,
  }) => {
    const outside = await createAccount(request, { country: 'Italy' });
    await logIn(page, outside, '/en/shop-category');
    await expect(page.getByText('not available in your region')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  });

  test('a sold-out product says so and cannot be added', async ({ page, request, account }) => {
    const soldOut = await createProduct(request, { stock: 0 });
    await logIn(page, account, `/en/shop-item/${soldOut.id}`);
    await expect(page.getByText('Not in stock').first()).toBeVisible();
    // The product's own button (the similar products below have theirs).
    await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeDisabled();
  });

  test('a product sold out between adding and checkout is dropped, with a message', async ({
    page,
    request,
    account,
  }) => {
    const product = await createProduct(request, { stock: 3 });
    await logIn(page, account, `/en/shop-item/${product.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('button', { name: 'Added' }).first()).toBeVisible();

    // Meanwhile someone else buys every unit left.
    const other = await createAccount(request);
    await placeCashOrder(request, other, [{ id: product.id, cnt: product.stock }]);

    await page.goto('/en/checkout');
    await expect(page.getByRole('status').filter({ hasText: product.title })).toContainText(
      'no longer available',
    );
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('the cart survives a reload and a login in another browser', async ({
    page,
    request,
    browser,
    account,
  }) => {
    const product = await createProduct(request, { stock: 5 });
    await logIn(page, account, `/en/shop-item/${product.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('button', { name: 'Added' }).first()).toBeVisible();
    await page.reload();
    await page.goto('/en/checkout');
    await expect(page.getByRole('textbox', { name: `Quantity of ${product.title}` })).toBeVisible();

    // The server keeps it: a fresh browser logs in and finds it.
    await expect
      .poll(
        async () => (await apiGet<{ items: unknown[] }>(request, '/cart/', account.token)).items,
      )
      .toHaveLength(1);
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const second = waitingForTheApp(await other.newPage());
    await logIn(second, account, '/en/checkout');
    await expect(
      second.getByRole('textbox', { name: `Quantity of ${product.title}` }),
    ).toBeVisible();
    await other.close();
  });
});
