import { randomUUID } from 'node:crypto';
import {
  createAccount,
  expect,
  expectAccessibleInBothThemes,
  headerControl,
  test,
} from './fixtures';

/**
 * Issue 13, the public side: a visitor browses the specialists, opens a page and asks for a
 * visit; a hidden page goes Home. The visit is asked of a specialist of the journey's own, on a
 * day 30 days ahead; the other journeys only read the seeded pages.
 */

/** 30 days after today (local), as the date field takes it (YYYY-MM-DD). */
function visitDay(): string {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() + 30);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test.describe('the specialists, as a visitor (issue 13)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('browses the directory, opens a page and asks for a visit with an e-mail @mobile', async ({
    page,
    request,
  }) => {
    const specialist = await createAccount(request, {
      specialist: true,
      courses: [1],
      lastName: `Visit-${randomUUID().slice(0, 8)}`,
    });
    const visitor = `visitor.${randomUUID()}@academy.test`;
    await page.goto('/en');
    await (await headerControl(page, 'link', 'Specialists')).click();
    await expect(page).toHaveURL(/\/en\/experts$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText("The academy's specialists");

    // The specialist's card: its name is its link to the page.
    const name = specialist.name;
    const card = main
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name }) });
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/en\/expert\/\d+$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);

    const form = main.locator('[data-slot="visit-request"]');
    await form.getByLabel('Name').fill('Elena Popescu');
    await form.getByLabel('Phone').fill('+37369123456');
    await form.getByLabel('E-mail (optional)').fill(visitor);
    await form.getByLabel('Date').fill(visitDay());
    await form.getByRole('combobox', { name: 'Hour' }).click();
    await page.getByRole('option', { name: '11:00', exact: true }).click();
    await form.getByLabel('Comment (optional)').fill('First visit');
    await form.getByRole('button', { name: 'Send the request' }).click();

    const status = form.getByRole('status');
    await expect(status).toContainText('Request sent');
    await expect(status).toContainText(visitor);
  });

  test('an empty request marks the fields and focuses the first', async ({ page }) => {
    await page.goto('/en/experts');
    await page.getByRole('main').getByRole('article').first().getByRole('link').click();
    const form = page.locator('[data-slot="visit-request"]');
    await form.getByRole('button', { name: 'Send the request' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Fill in this field').first()).toBeVisible();
  });

  test('the directory and a page have no axe violation in light and dark', async ({ page }) => {
    await page.goto('/ro/experts');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await page.getByRole('main').getByRole('article').first().getByRole('link').click();
    await expect(page.locator('[data-slot="visit-request"]')).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });

  test("a hidden specialist's page goes Home", async ({ page, request }) => {
    // The seeded specialist whose page is hidden, read only (the hidden page is in no list).
    const login = await request.post('/api/auth/token/login/', {
      data: { username: 'expert.hidden@academy.demo', password: 'Demo12345!' },
    });
    expect(login.status()).toBe(200);
    const { auth_token } = (await login.json()) as { auth_token: string };
    const me = await request.get('/api/auth/users/me/', {
      headers: { Authorization: `Token ${auth_token}` },
    });
    const { id } = (await me.json()) as { id: number };
    await page.goto(`/ro/expert/${id}`);
    await expect(page).toHaveURL(/\/ro$/);
    await page.goto('/ro/expert/999999');
    await expect(page).toHaveURL(/\/ro$/);
  });
});
