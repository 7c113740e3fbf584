import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, headerControl, test } from './fixtures';

/**
 * Issue 13, the public side: a visitor browses the specialists, opens a page and asks for a
 * visit; a hidden page goes Home. Both projects (desktop, mobile) share the seeded database, so
 * each request takes its own day, far in the future, from the project and the clock.
 */
const PASSWORD = 'Demo12345!';
const HIDDEN_SPECIALIST = 'expert.hidden@academy.demo';

/** A free day of its own for this run and project (from 2031 on, never a taken one). */
function visitDay(testInfo: TestInfo): string {
  const offset = (Date.now() / 60_000 + (testInfo.project.name === 'mobile' ? 7 : 0)) % 3000;
  const day = new Date(Date.UTC(2031, 0, 1) + Math.floor(offset) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** A demo account's user id, through the API (the hidden page is in no list). */
async function userId(request: APIRequestContext, username: string): Promise<number> {
  const login = await request.post('/api/auth/token/login/', {
    data: { username, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { auth_token } = (await login.json()) as { auth_token: string };
  const me = await request.get('/api/auth/users/me/', {
    headers: { Authorization: `Token ${auth_token}` },
  });
  return ((await me.json()) as { id: number }).id;
}

test.describe('the specialists, as a visitor (issue 13)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('browses the directory, opens a page and asks for a visit with an e-mail', async ({
    page,
  }, testInfo) => {
    await page.goto('/en');
    await (await headerControl(page, 'link', 'Specialists')).click();
    await expect(page).toHaveURL(/\/en\/experts$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText("The academy's specialists");

    // The first card (photos first, then the price): its name is its link to the page.
    const card = main.getByRole('article').first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/en\/expert\/\d+$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);

    const form = main.locator('[data-slot="visit-request"]');
    await form.getByLabel('Name').fill('Elena Popescu');
    await form.getByLabel('Phone').fill('+37369123456');
    await form
      .getByLabel('E-mail (optional)')
      .fill(`visitor.${testInfo.project.name}@academy.test`);
    await form.getByLabel('Date').fill(visitDay(testInfo));
    await form.getByRole('combobox', { name: 'Hour' }).click();
    await page.getByRole('option', { name: '11:00', exact: true }).click();
    await form.getByLabel('Comment (optional)').fill('First visit');
    await form.getByRole('button', { name: 'Send the request' }).click();

    const status = form.getByRole('status');
    await expect(status).toContainText(/Request sent|Visit confirmed/);
    await expect(status).toContainText(`visitor.${testInfo.project.name}@academy.test`);
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
    const id = await userId(request, HIDDEN_SPECIALIST);
    await page.goto(`/ro/expert/${id}`);
    await expect(page).toHaveURL(/\/ro$/);
    await page.goto('/ro/expert/999999');
    await expect(page).toHaveURL(/\/ro$/);
  });
});
