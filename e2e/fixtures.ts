import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { COLOUR_RULES } from '../packages/ui/src/test/axe-rules';

/** axe itself, the version @axe-core/playwright brings. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** The seeded staff accounts, by role (the API's demo users; their password is the demo one). */
export const STAFF = {
  admin: { email: 'admin@academy.demo', password: 'Demo12345!' },
  manager: { email: 'manager@academy.demo', password: 'Demo12345!' },
  editor: { email: 'editor@academy.demo', password: 'Demo12345!' },
} as const;

/**
 * Fails on any axe violation on the page as it is now, in the current theme: every rule, or only
 * the colour rules (a second theme's pass: the structure was checked in the first).
 * axe is loaded once per document and run in it directly: AxeBuilder loads it again for each
 * check and opens a second page to merge its per-frame results, 3–5 s a check on a 2-core
 * machine against 0.3–0.9 s. Frames are left out: the app's only one shows a certificate's PDF.
 */
export async function expectNoA11yViolations(page: Page, rules: 'all' | 'colours' = 'all') {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const summary = await page.evaluate(
    async (only) => {
      type Violation = { id: string; nodes: { target: string[] }[] };
      const { axe } = window as unknown as {
        axe: { run(context: Node, options: object): Promise<{ violations: Violation[] }> };
      };
      const results = await axe.run(document, {
        iframes: false,
        // Details of the violations only: the passes are not read.
        resultTypes: ['violations'],
        ...(only && { runOnly: { type: 'rule', values: only } }),
      });
      return results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    rules === 'colours' ? COLOUR_RULES : null,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** No transition or animation: a theme switch shows its final colours at once, for axe. */
const STILL = '*,*::before,*::after{transition:none!important;animation:none!important}';

/**
 * Switches the theme with the app's own control (in the header, or in the menu sheet on phones),
 * transitions off, and waits until the page has the theme and nothing moves any more.
 */
export async function switchTheme(page: Page, dark: boolean) {
  await page.addStyleTag({ content: STILL });
  // Found by its slot, not its name: the journeys check pages in every language. Pressed from
  // the keyboard, as a keyboard user does: a key press waits for no frame of the page (a click
  // waits for the button to be still over two frames, which a loaded machine once never drew).
  const banner = page.getByRole('banner');
  await banner.getByRole('link').first().waitFor();
  const inHeader = banner.locator('[data-slot="theme-toggle"]').filter({ visible: true });
  if ((await inHeader.count()) > 0) {
    await inHeader.first().press('Enter');
    await expect(inHeader.first()).toHaveAttribute('aria-pressed', String(dark));
  } else {
    // Narrow screens: the toggle is in the menu sheet, closed again afterwards.
    await banner
      .locator('button[aria-haspopup="dialog"]')
      .filter({ visible: true })
      .first()
      .press('Enter');
    const sheet = page.locator('[data-slot="mobile-menu"]');
    const toggle = sheet.locator('[data-slot="theme-toggle"]');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', String(dark));
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  }
  const html = page.locator('html');
  const darkClass = /(^|\s)dark(\s|$)/;
  if (dark) await expect(html).toHaveClass(darkClass);
  else await expect(html).not.toHaveClass(darkClass);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Checks the page in its theme with every rule, switches to the other one (no reload) and checks
 * its colours: both themes, the page left in the second.
 */
export async function expectAccessibleInBothThemes(page: Page) {
  await expectNoA11yViolations(page);
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await switchTheme(page, !dark);
  await expectNoA11yViolations(page, 'colours');
}

/**
 * A control of the header by role and name: on narrow screens the header keeps it in the mobile
 * menu, which this opens first (English interface).
 */
export async function headerControl(page: Page, role: 'button' | 'link', name: string | RegExp) {
  const banner = page.getByRole('banner');
  await banner.getByRole('link').first().waitFor();
  // In the header itself when wide enough; on phones, inside the menu sheet.
  const inHeader = banner.getByRole(role, { name }).filter({ visible: true });
  if ((await inHeader.count()) > 0) return inHeader.first();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  return page.getByRole('dialog').getByRole(role, { name }).filter({ visible: true }).first();
}

export async function toggleDarkMode(page: Page) {
  await (await headerControl(page, 'button', 'Night style')).click();
}

/**
 * A fresh active account of the journey's own (apps/api test-fixtures.routes.ts, mounted by
 * E2E_FIXTURES=1 in playwright.config.ts): journeys run two at a time, so none writes to a demo
 * account or reads what another journey left.
 */
export interface Account {
  id: number;
  profileId: number;
  email: string;
  password: string;
  /** The profile's name: first and last name. */
  name: string;
  firstName: string;
  lastName: string;
  /** An API token of its own (the journey logs in through the page for the browser). */
  token: string;
}

export interface AccountOptions {
  type?: 'cosmetology' | 'doctor' | 'other';
  /** The profile's country, which decides the shop's market. Default Moldova. */
  country?: string;
  firstName?: string;
  lastName?: string;
  /** Course ids the account owns. */
  courses?: number[];
  /** A specialist with a published page (two diplomas, one shown). */
  specialist?: boolean;
  autoConfirmRequests?: boolean;
}

/** The readable part of a fixture e-mail: the project and the journey's title. */
const labelOf = (testInfo: TestInfo) =>
  `${testInfo.project.name}.${testInfo.title}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

export async function createAccount(
  request: APIRequestContext,
  options: AccountOptions = {},
): Promise<Account> {
  const response = await request.post('/api/test/accounts/', {
    data: {
      label: labelOf(test.info()),
      type: options.type,
      country: options.country,
      first_name: options.firstName,
      last_name: options.lastName,
      courses: options.courses,
      specialist: options.specialist,
      auto_confirm_requests: options.autoConfirmRequests,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return {
    id: body.id,
    profileId: body.profile_id,
    email: body.email,
    password: body.password,
    name: body.name,
    firstName: body.first_name,
    lastName: body.last_name,
    token: body.token,
  };
}

export interface Product {
  id: number;
  title: string;
  stock: number;
  price: number;
}

/**
 * A shop order of `items` by `buyer`, to pick up and pay in cash, placed through the API in
 * `lang` (it must be created: 201); the order as the API answered it.
 */
export async function placeCashOrder(
  request: APIRequestContext,
  buyer: Account,
  items: { id: number; cnt: number }[],
  lang = 'en',
): Promise<{ id: number }> {
  const response = await request.post(`/api/${lang}/orders/`, {
    headers: { Authorization: `Token ${buyer.token}` },
    data: {
      items,
      first_name: buyer.firstName,
      surname: buyer.lastName,
      phone: '+37369123456',
      email: buyer.email,
      country: 'Moldova',
      city: 'Chisinau',
      delivery_type: 'pickup',
      payment_type: 'cash',
      terms_agreement: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A product of the journey's own, sold in Moldova to cosmetologists (price in MDL). */
export async function createProduct(
  request: APIRequestContext,
  options: { stock: number; price?: number },
): Promise<Product> {
  const response = await request.post('/api/test/products/', { data: options });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Product;
}

/** The course-updates modal (checked at most once an hour) belongs to other journeys. */
export async function skipCourseUpdates(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('courseUpdatesCheckedAt', String(Date.now())),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Logs in through the English login page with the redirect to `path`, and expects to land there.
 */
export async function logIn(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  path: string,
) {
  await skipCourseUpdates(page);
  await page.goto(`/en/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}

/**
 * The server draws the public pages (issue 14): their buttons show before the app has started.
 * A journey acts on a page as a person does once it answers, so a load (goto, reload) of the
 * returned page waits for the app to have started (main.tsx `data-app-ready`). Every page of a
 * journey gets it: the `page` fixture, and the pages a journey opens itself.
 */
export function waitingForTheApp(page: Page): Page {
  const ready = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || 'appReady' in document.documentElement.dataset,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

/**
 * Prints a failed journey's evidence in full: the list reporter shows a test's output as it
 * comes, where an attachment's text is cut at 300 characters.
 */
function report(testInfo: TestInfo, what: string, body: string) {
  console.log(`\n── ${testInfo.titlePath.slice(1).join(' › ')}: ${what}\n${body}\n──`);
}

/**
 * Every journey runs under the server's Content-Security-Policy (issue 14): anything the policy
 * refuses (an inline script without its hash, a script or frame from another origin) fails the
 * journey that met it, with the browser's own report.
 */
export const test = base.extend<{
  cspViolations: string[];
  account: Account;
  browserJournal: undefined;
}>({
  /** A fresh cosmetologist in Moldova, for the journeys that need any logged-in student. */
  account: async ({ request }, use) => {
    await use(await createAccount(request));
  },
  /**
   * Loads wait for the app to have started (`waitingForTheApp`). A failed journey prints the page
   * as it was then (its accessibility tree: what the locators saw).
   */
  page: async ({ page }, use, testInfo) => {
    await use(waitingForTheApp(page));
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch((error: Error) => error.message);
    report(testInfo, 'the page at the failure', `${page.url()}\n${tree.slice(0, 6_000)}`);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'refused by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * What the browser said while a journey ran, on every page it opened (warnings and errors of
   * the console, uncaught errors, failed API answers), printed for a failed journey: a failure on
   * a loaded machine explains itself without a rerun.
   */
  browserJournal: [
    async ({ browser }, use, testInfo) => {
      const lines: string[] = [];
      const started = Date.now();
      const note = (text: string) =>
        lines.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${text}`);
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error')
            note(`console.${message.type()} ${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => note(`pageerror ${page.url()}: ${error.message}`));
        page.on('response', (response) => {
          if (response.status() >= 400 && response.url().includes('/api/'))
            note(`${response.status()} ${response.request().method()} ${response.url()}`);
        });
        page.on('requestfailed', (request) =>
          note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
        );
      };
      const watchContext = (context: BrowserContext) => {
        for (const page of context.pages()) watch(page);
        context.on('page', watch);
      };
      for (const context of browser.contexts()) watchContext(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        watchContext(context);
        return context;
      };
      await use(undefined);
      browser.newContext = newContext;
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0)
        report(testInfo, 'what the browser said', lines.join('\n'));
    },
    { auto: true },
  ],
});
export { expect };
