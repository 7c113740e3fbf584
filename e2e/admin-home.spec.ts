import type { APIRequestContext, Page } from '@playwright/test';
import {
  createAccount,
  createProduct,
  expect,
  expectNoA11yViolations,
  logIn,
  placeCashOrder,
  STAFF,
  test,
} from './fixtures';

/**
 * The staff home and the audit log (issue 26): what needs action, the revenue per market as a
 * chart and a table, and a staff write seen in the admin's audit log, before → after; a manager
 * has neither the log's menu item nor its API.
 */
const ADMIN = STAFF.admin;
const MANAGER = STAFF.manager;

async function tokenOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/token/login/', {
    data: { username: email, password: STAFF.admin.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { auth_token: string }).auth_token;
}

/** A buyer's cash order marked paid by the manager through the API: a staff write, audited. */
async function paidCashOrder(request: APIRequestContext) {
  const buyer = await createAccount(request);
  const product = await createProduct(request, { stock: 3, price: 640 });
  const order = await placeCashOrder(request, buyer, [{ id: product.id, cnt: 1 }], 'ro');
  const paid = await request.post(`/api/admin/orders/${order.id}/mark-paid/`, {
    headers: { Authorization: `Token ${await tokenOf(request, MANAGER.email)}` },
    data: {},
  });
  expect(paid.status(), await paid.text()).toBe(204);
  return order.id;
}

/** A tile's count: the number it shows first. */
const tileCount = async (page: Page, name: string) => {
  const text = (await page.getByRole('link', { name }).textContent()) ?? '';
  return Number(text.match(/\d+/)?.[0] ?? -1);
};

test.describe('the staff home and the audit log (issue 26)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin sees what needs action, the revenue as a chart and a table, and a manager’s write in the audit log @mobile', async ({
    page,
    request,
  }) => {
    const pending = await request.post('/api/test/accounts/', {
      data: { label: 'admin-home-pending', pending: true },
    });
    expect(pending.status(), await pending.text()).toBe(201);
    const orderId = await paidCashOrder(request);

    await logIn(page, ADMIN, '/ro/admin/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Acasă' })).toBeVisible();
    const tiles = page.locator('[data-slot="home-stat-tiles"]');
    await expect(tiles).toHaveAttribute('data-state', 'ready');
    expect(await tileCount(page, 'Conturi de verificat')).toBeGreaterThanOrEqual(1);
    expect(await tileCount(page, 'Comenzi plătite de expediat')).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('link', { name: /Conturi de verificat/ })).toHaveAttribute(
      'href',
      '/ro/admin/accounts?status=pending',
    );

    // Today's paid order in Moldova is in the MDL chart; its figures are a table too.
    const chart = page.locator('[data-slot="revenue-chart"][data-market="md"]');
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await chart.getByRole('button', { name: 'Arată ca tabel' }).click();
    const table = chart.getByRole('table', { name: 'Moldova, în MDL' });
    await expect(table).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = table
      .getByRole('row')
      .filter({ has: page.locator(`time[datetime="${today}"]`) });
    await expect(todayRow.getByRole('cell').first()).not.toHaveText('0');
    await expect(chart.locator('svg.recharts-surface')).toHaveCount(0);
    await expectNoA11yViolations(page);

    // The manager's mark-paid, before → after, found by its record.
    await page.goto(`/ro/admin/audit?entity=order&entity_id=${orderId}`);
    const log = page.locator('[data-slot="data-table"]');
    await expect(log).toHaveAttribute('data-state', 'ready');
    const entry = log.getByRole('row').filter({ hasText: 'order.mark_paid' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('manager@academy.demo');
    await expect(entry.locator('dt')).toHaveText('status');
    await expect(entry.locator('del')).toHaveText('pending');
    await expect(entry.locator('ins')).toHaveText('paid');
    await expect(page.getByLabel('Id-ul înregistrării')).toHaveValue(String(orderId));
    await expectNoA11yViolations(page);
  });

  test('a manager has a home but no audit log: no menu item, and the API refuses', async ({
    page,
    request,
  }) => {
    await logIn(page, MANAGER, '/en/admin/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.locator('[data-slot="home-stat-tiles"]')).toHaveAttribute(
      'data-state',
      'ready',
    );
    const menu = page.getByRole('navigation', { name: 'Back office menu' });
    await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

    const refused = await request.get('/api/admin/audit/', {
      headers: { Authorization: `Token ${await tokenOf(request, MANAGER.email)}` },
    });
    expect(refused.status()).toBe(403);
    await page.goto('/en/admin/audit');
    await expect(page.getByRole('heading', { name: 'Restricted area' })).toBeVisible();
  });
});
