import { randomUUID } from 'node:crypto';
import {
  createAccount,
  expect,
  expectAccessibleInBothThemes,
  headerControl,
  test,
} from './fixtures';
import { mailsTo } from './mailbox';
import { visitRequestForm } from './visit-request';

/**
 * Issues 13 and 28, the public side: a visitor browses the specialists, opens a page, picks one
 * of the free times the server offers (on the specialist's clock, the zone named) and asks for a
 * visit; the request reaches the specialist once the link mailed to the visitor is opened. A
 * hidden page goes Home. The visit is asked of a specialist of the journey's own (their default
 * hours: Monday to Friday, 9 to 18, Chisinau); the other journeys only read the seeded pages.
 */

/** A free time's button, in any language: its name says the date, the time and the zone. */
const FREE_TIME = /, \d{2}:\d{2}, .*\b[A-Z][a-z]+\/[A-Za-z_]+/;

test.describe('the specialists, as a visitor (issues 13, 28)', () => {
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

    const form = await visitRequestForm(page);
    await expect(form.getByText(/The specialist’s times: Europe\/Chisinau/)).toBeVisible();
    const time = form.getByRole('button', { name: FREE_TIME }).first();
    await time.click();
    await expect(time).toHaveAttribute('aria-pressed', 'true');
    await form.getByLabel('Name').fill('Elena Popescu');
    await form.getByLabel('Phone').fill('+37369123456');
    await form.getByLabel('E-mail', { exact: true }).fill(visitor);
    await form.getByLabel('Comment (optional)').fill('First visit');
    await form.getByRole('button', { name: 'Send the request' }).click();

    const status = form.getByRole('status');
    await expect(status).toContainText('Check your e-mail');
    await expect(status).toContainText(visitor);

    // The mail's link hands the request to the specialist (who confirms requests themselves).
    const confirmLink = async () =>
      (await mailsTo(visitor))
        .map((mail) => mail.text?.match(/https?:\/\/\S+(\/en\/visit-confirm\/\d+\/\S+)/)?.[1])
        .find(Boolean);
    await expect.poll(confirmLink).toBeTruthy();
    await page.goto((await confirmLink()) ?? '/');
    await expect(page.getByRole('status')).toContainText('The request reached the specialist');
    await expect(page.locator('[data-slot="visit-time"]')).toContainText('Europe/Chisinau');
  });

  test('an empty request marks the fields and focuses the first', async ({ page }) => {
    await page.goto('/en/experts');
    await page.getByRole('main').getByRole('article').first().getByRole('link').click();
    const form = await visitRequestForm(page);
    await form.getByRole('button', { name: 'Send the request' }).click();
    await expect(form.getByText('Choose a free time')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Fill in this field').first()).toBeVisible();
  });

  test('the directory and a page have no axe violation in light and dark', async ({ page }) => {
    await page.goto('/ro/experts');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await page.getByRole('main').getByRole('article').first().getByRole('link').click();
    // With its free times drawn (a seeded specialist's default hours).
    const form = await visitRequestForm(page);
    await expect(form.getByRole('button', { name: FREE_TIME }).first()).toBeVisible();
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
