import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  createAccount,
  createProduct,
  expect,
  logIn,
  type Product,
  STAFF,
  test,
  waitingForTheApp,
} from './fixtures';
import { mailsTo } from './mailbox';

/**
 * Issue 26, the back office's inbox: a visitor sends the contact form, a manager (mailed about
 * it) handles it with a note in the inbox, creates a promo code that a buyer of the journey's own
 * then uses at checkout, and finds that order in the code's usage. The request's name and the
 * code are the journey's own, so the two languages run side by side.
 */
const MANAGER = STAFF.manager;
const MANAGER_NAME = 'Cristina Rusu';

/** What each language's pages call the controls the journey uses. */
const TEXTS = {
  ro: {
    yourName: 'Numele dumneavoastră',
    phone: 'Telefon',
    requestsSearch: 'Caută după nume, contact sau țară',
    newTab: 'Noi',
    handledTab: 'Rezolvate',
    newBadge: 'Nouă',
    handle: (name: string) => `Rezolvă cererea lui ${name}`,
    handleDialog: 'Rezolvă cererea',
    note: 'Notă',
    handleConfirm: 'Marchează ca rezolvată',
    noNew: 'Nicio cerere nouă. Totul este rezolvat.',
    newCode: 'Cod nou',
    codeDialog: 'Cod promoțional nou',
    code: 'Cod',
    percent: 'Procent (1–100)',
    create: 'Creează codul',
    codeSearch: 'Caută după cod sau notă',
    active: 'Activ',
    usage: (code: string) => `Utilizările ${code}`,
    usageTitle: (code: string) => `Utilizările codului ${code}`,
    orderLink: (id: string) => `Nr. ${id}`,
    addToCart: 'Adaugă în coș',
    added: 'Adăugat',
    city: 'Localitatea',
    street: 'Strada',
    house: 'Numărul casei',
    postcode: 'Cod poștal',
    cash: 'Numerar',
    terms: /termenii/,
    promoCode: 'Cod promoțional',
    totals: 'Comanda dvs.',
    place: 'Plasează comanda',
  },
  en: {
    yourName: 'Your name',
    phone: 'Phone',
    requestsSearch: 'Search by name, contact or country',
    newTab: 'New',
    handledTab: 'Handled',
    newBadge: 'New',
    handle: (name: string) => `Handle ${name}'s request`,
    handleDialog: 'Handle the request',
    note: 'Note',
    handleConfirm: 'Mark as handled',
    noNew: 'No new requests. Everything is handled.',
    newCode: 'New code',
    codeDialog: 'New promo code',
    code: 'Code',
    percent: 'Percentage (1–100)',
    create: 'Create the code',
    codeSearch: 'Search by code or note',
    active: 'Active',
    usage: (code: string) => `Uses of ${code}`,
    usageTitle: (code: string) => `Uses of ${code}`,
    orderLink: (id: string) => `No. ${id}`,
    addToCart: 'Add to cart',
    added: 'Added',
    city: 'City',
    street: 'Street',
    house: 'House number',
    postcode: 'Postcode',
    cash: 'Cash',
    terms: /terms/,
    promoCode: 'Promo code',
    totals: 'Your order',
    place: 'Place the order',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const readyTable = (page: Page) => page.locator('[data-slot="data-table"][data-state="ready"]');

/** A visitor sends the contact form on Home, in the page's language. */
async function sendContactForm(page: Page, lang: string, t: Texts, name: string) {
  await page.goto(`/${lang}`);
  const section = page.locator('#contact-form');
  await section.scrollIntoViewIfNeeded();
  // The form below the fold hydrates when its code arrives: a press before that opens nothing,
  // so the journey presses until the list of countries answers.
  await expect(async () => {
    await section.getByRole('combobox').first().click();
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('option').first().click();
  await section.getByRole('textbox', { name: t.yourName }).fill(name);
  await section.getByRole('textbox', { name: t.phone }).fill('+37369555111');
  await section.getByRole('checkbox').click();
  await section.locator('button[type="submit"]').click();
  await expect(section.getByRole('status')).toBeVisible();
}

/** The manager finds the request new, handles it with a note, and finds it handled by them. */
async function handleRequest(page: Page, lang: string, t: Texts, name: string) {
  await logIn(page, MANAGER, `/${lang}/admin/requests`);
  const search = page.getByRole('searchbox', { name: t.requestsSearch });
  await search.fill(name);
  await search.press('Enter');
  const row = readyTable(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(t.newBadge);
  await row.getByRole('button', { name: t.handle(name) }).click();
  const dialog = page.getByRole('dialog', { name: t.handleDialog });
  await dialog.getByRole('textbox', { name: t.note }).fill('Called back: booked the basic course.');
  await dialog.getByRole('button', { name: t.handleConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(readyTable(page)).toContainText(t.noNew);
  await page.getByRole('button', { name: t.handledTab, exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=handled/);
  const handled = readyTable(page).getByRole('row').filter({ hasText: name });
  await expect(handled).toContainText(MANAGER_NAME);
  await expect(handled).toContainText('Called back: booked the basic course.');
}

/** The manager creates a 10 % code and finds it in the list, active. */
async function createCode(page: Page, lang: string, t: Texts, code: string) {
  await page.goto(`/${lang}/admin/promo-codes`);
  await page.getByRole('button', { name: t.newCode }).click();
  const dialog = page.getByRole('dialog', { name: t.codeDialog });
  await dialog.getByRole('textbox', { name: t.code, exact: true }).fill(code.toLowerCase());
  await dialog.getByRole('textbox', { name: t.percent }).fill('10');
  await dialog.getByRole('button', { name: t.create }).click();
  await expect(dialog).toBeHidden();
  const search = page.getByRole('searchbox', { name: t.codeSearch });
  await search.fill(code);
  await search.press('Enter');
  await expect(readyTable(page).getByRole('row').filter({ hasText: code })).toContainText(t.active);
}

/** A buyer of the journey's own applies the code at checkout and places the order: its id. */
async function buyWithCode(
  browser: Browser,
  request: APIRequestContext,
  lang: string,
  t: Texts,
  product: Product,
  code: string,
): Promise<string> {
  const buyer = await createAccount(request);
  const context = await browser.newContext();
  const page = waitingForTheApp(await context.newPage());
  await logIn(page, buyer, `/${lang}/shop-item/${product.id}`);
  await page.getByRole('button', { name: t.addToCart }).first().click();
  await expect(page.getByRole('button', { name: t.added }).first()).toBeVisible();
  await page.goto(`/${lang}/checkout`);
  await page.getByLabel(t.phone).fill('+37369123456');
  await page.getByLabel(t.city, { exact: true }).fill('Chisinau');
  await page.getByLabel(t.street).fill('Stefan cel Mare');
  await page.getByLabel(t.house).fill('1');
  await page.getByLabel(t.postcode).fill('MD-2012');
  await page.getByRole('radio', { name: t.cash }).check();
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('textbox', { name: t.promoCode }).fill(code.toLowerCase());
  const totals = page.getByRole('region', { name: t.totals });
  await expect(totals.locator('[data-slot="promo-discount"]')).toHaveText(/−\D*50/);
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout-success\\?order=\\d+`));
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  await context.close();
  return order;
}

for (const [lang, tag] of [
  ['ro', ''],
  ['en', ' @mobile'],
] as const) {
  test(`a manager handles a contact request and creates a promo code a buyer uses, in ${lang}${tag}`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = TEXTS[lang];
    const name = `Inbox ${lang} ${unique()}`;
    const code = `E2E-${lang.toUpperCase()}-${unique()}`;

    await sendContactForm(page, lang, t, name);
    // Every manager is mailed, in their own language (the demo manager's is Romanian).
    await expect
      .poll(
        async () =>
          (await mailsTo(MANAGER.email)).some(
            (mail) => mail.subject === `Cerere de contact nouă: ${name}`,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await handleRequest(page, lang, t, name);

    await createCode(page, lang, t, code);
    const product = await createProduct(request, { stock: 5, price: 500 });
    const order = await buyWithCode(browser, request, lang, t, product, code);

    await readyTable(page)
      .getByRole('link', { name: t.usage(code) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t.usageTitle(code) })).toBeVisible();
    const usage = readyTable(page)
      .getByRole('row')
      .filter({ hasText: t.orderLink(order) });
    await expect(usage).toContainText(/50\sMDL/);
    await expect(usage.getByRole('link', { name: t.orderLink(order) })).toBeVisible();
  });
}
