import type { APIRequestContext, Page } from '@playwright/test';
import { auditedActions } from './audit';
import { expect, logIn, STAFF, test, waitingForTheApp } from './fixtures';
import { mailsTo } from './mailbox';

/**
 * Issue 26, the back office's accounts: a new professional registers with a diploma and waits in
 * the verification queue (the journeys' server activates registrations at once, so the fixture
 * asks for a pending one); a manager finds it, views the diploma and activates it, and the user
 * logs in from the mail; another is declined with a reason, mailed, and its login refused in
 * words of its own. Each journey's accounts are its own.
 */
const MANAGER = STAFF.manager;

interface Pending {
  id: number;
  email: string;
  password: string;
  name: string;
}

/** A registration with a diploma (a PNG), left waiting for review, in the user's language. */
async function registerPending(request: APIRequestContext, lang: string, label: string) {
  const response = await request.post('/api/test/accounts/', {
    data: { label, pending: true, lang, first_name: 'Viorica', last_name: 'Cojocaru' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { id: body.id, email: body.email, password: body.password, name: body.name } as Pending;
}

/** The mail to `address` with this subject, once the outbox has sent it. */
async function mailWith(address: string, subject: string) {
  await expect
    .poll(async () => (await mailsTo(address)).some((mail) => mail.subject === subject))
    .toBe(true);
  return (await mailsTo(address)).find((mail) => mail.subject === subject);
}

/** The queue searched for the account, then the account's page from its row. */
async function openFromQueue(page: Page, search: string, account: Pending) {
  const box = page.getByRole('searchbox', { name: search });
  await box.fill(account.email);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]status=pending/);
  const table = page.locator('[data-slot="data-table"][data-state="ready"]');
  await table.getByRole('link', { name: account.name }).click();
  await expect(page.locator('[data-slot="account-detail"]')).toHaveAttribute('data-state', 'ready');
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`/admin/account/${account.id}$`));
}

/** The diploma drawn from the file fetched with the manager's token. */
async function expectDiploma(page: Page, alt: string) {
  const viewer = page.locator('[data-slot="diploma-viewer"]');
  await expect(viewer).toHaveAttribute('data-state', 'ready');
  const image = viewer.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** A decision's button on the account's page, its dialog, a reason if asked, its confirmation. */
async function decide(
  page: Page,
  button: string,
  dialogName: string,
  reason?: { label: string; value: string },
) {
  await page.locator('[data-slot="account-detail"]').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  if (reason) await dialog.getByRole('textbox', { name: reason.label }).fill(reason.value);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the back office accounts (issue 26)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager activates a pending account after viewing its diploma, in Romanian @mobile', async ({
    page,
    request,
    browser,
  }) => {
    const account = await registerPending(request, 'ro', 'accounts-activate');
    // The staff are told of the registration.
    await expect
      .poll(async () =>
        (await mailsTo(MANAGER.email)).some((mail) => mail.text?.includes(account.email)),
      )
      .toBe(true);

    await logIn(page, MANAGER, '/ro/admin/accounts?status=pending');
    await openFromQueue(page, 'Căutare', account);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Așteaptă verificarea');
    await expectDiploma(page, `Diploma încărcată de ${account.name}`);
    await decide(page, 'Activează', `Activați contul lui ${account.name}?`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Activ');

    const mail = await mailWith(account.email, 'Contul dumneavoastră este activ');
    const link = mail?.text?.match(/https?:\/\/\S+\/ro\/login/)?.[0];
    expect(link).toBeTruthy();

    // The user follows the mail's link and logs in.
    const context = await browser.newContext();
    const userPage = waitingForTheApp(await context.newPage());
    await userPage.goto(new URL(link as string).pathname);
    await expect(userPage).toHaveURL(/\/ro\/login$/);
    await logIn(userPage, account, '/en/dashboard/courses');
    await context.close();
    expect(await auditedActions(request, 'user', account.id)).toContain('account.activate');
  });

  test('a manager declines a registration with a reason, in English; its login says so @mobile', async ({
    page,
    request,
    browser,
  }) => {
    const account = await registerPending(request, 'en', 'accounts-decline');
    const reason = 'The diploma is unreadable: please send a clear copy';

    await logIn(page, MANAGER, '/en/admin/accounts?status=pending');
    await openFromQueue(page, 'Search', account);
    await expectDiploma(page, `Diploma uploaded by ${account.name}`);
    await decide(page, 'Decline', `Decline ${account.name}'s registration?`, {
      label: 'Reason',
      value: reason,
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Declined');
    await expect(page.getByText(reason)).toBeVisible();

    const mail = await mailWith(account.email, 'Your registration was declined');
    expect(mail?.text).toContain(reason);

    const context = await browser.newContext();
    const userPage = waitingForTheApp(await context.newPage());
    await userPage.goto('/en/login');
    await userPage.getByLabel('Email').fill(account.email);
    await userPage.getByLabel('Password', { exact: true }).fill(account.password);
    await userPage.getByRole('button', { name: 'Log in' }).click();
    await expect(userPage.getByRole('alert')).toContainText(
      'Your registration was declined. We have e-mailed you the reason.',
    );
    await context.close();
    expect(await auditedActions(request, 'user', account.id)).toContain('account.reject');
  });
});
