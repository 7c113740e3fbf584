import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys against what `npm start` serves: the built web app and the API on one
 * origin, on a freshly migrated and seeded database in a throw-away folder.
 * Build first (`pnpm build`); `npm test` does.
 */
const port = Number(process.env.E2E_PORT ?? 8310);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'academy-e2e-'));
// The workers load this file too: they read the same folder (the journeys read its mail/).
process.env.E2E_DATA_DIR = dataDir;
const chromium = {
  // Chromium's headless shell: a third of full Chromium's CPU per page (scripts/lib/setup.mjs).
  executablePath: process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The 375 px project runs the journeys about small screens (`@mobile` in the title: the menu
 * sheet, the phone menus and layouts of the dashboard, shop and calendar); E2E_FULL=1
 * (`npm test -- --full`) runs every journey there but the `@wide` ones.
 */
const full = process.env.E2E_FULL === '1' || process.env.E2E_FULL === 'true';

/**
 * The MAIB e-commerce journey (e2e/maib.spec.ts) pays on the bank's hosted page: a second server
 * like the first, on its own database, with the `maib` provider pointed at the local simulator of
 * the bank (apps/api/src/test/maib-simulator.ts), which posts its signed notifications back to
 * that server. The first server keeps the test provider for the other journeys.
 */
const maibPort = port + 1;
const simulatorPort = port + 2;
const maibDataDir =
  process.env.E2E_MAIB_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'academy-e2e-maib-'));
process.env.E2E_MAIB_DATA_DIR = maibDataDir;
process.env.E2E_MAIB_URL = `http://127.0.0.1:${maibPort}`;
process.env.E2E_MAIB_SIMULATOR_URL = `http://127.0.0.1:${simulatorPort}`;
const maibProject = {
  MAIB_PROJECT_ID: 'e2e-project',
  MAIB_PROJECT_SECRET: 'e2e-project-secret',
  MAIB_SIGNATURE_KEY: 'e2e-signature-key',
};
/** What both servers share: the built app, auto-activated accounts, the journeys' fixtures. */
const serverEnv = {
  WEB_DIST: 'apps/web/dist',
  DEMO_AUTO_ACTIVATE: 'true',
  LOG_LEVEL: 'warn',
  // The journeys log in many times a minute; the limits themselves are tested in the API suite.
  RATE_LIMIT_MAX: '1000',
  // Every journey's visitor asks from 127.0.0.1; the day's cap per address is the API suite's.
  VISIT_REQUESTS_PER_DAY: '1000',
  // POST /api/test/accounts/ and /api/test/products/: each journey's own data (never in
  // production: the API refuses to start with it under NODE_ENV=production).
  E2E_FIXTURES: '1',
};

/** Issue 29's journey at the first paint (e2e/first-paint-clicks.spec.ts), timed, so run alone. */
const FIRST_PAINT = /first-paint-clicks\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Two at a time: each journey makes its own accounts, products and orders (E2E_FIXTURES below).
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Budgets, not expectations: the machine may be shared with other browser tests.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The DOM at each step of a failed journey; no screencast, which cost a fifth of the run's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromium,
    // Nothing waits on a transition; the app's own reduced-motion rules apply.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: FIRST_PAINT,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      ...(full ? { grepInvert: /@wide/ } : { grep: /@mobile/ }),
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 812 },
        launchOptions: chromium,
      },
    },
    {
      // Presses within 100 ms of the first paint: alone, once the others are done, one at a time,
      // so that no other journey's browser delays the frame the press follows.
      name: 'first-paint',
      testMatch: FIRST_PAINT,
      dependencies: ['desktop', 'mobile'],
      fullyParallel: false,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: 'node apps/api/dist/main.js',
      url: `http://127.0.0.1:${port}/api/time/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    },
    {
      command: 'pnpm --filter @academy/api exec tsx src/test/maib-simulator.ts',
      url: `http://127.0.0.1:${simulatorPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...maibProject, MAIB_SIMULATOR_PORT: String(simulatorPort) },
    },
    {
      command: 'node apps/api/dist/main.js',
      url: `http://127.0.0.1:${maibPort}/api/time/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv,
        ...maibProject,
        PORT: String(maibPort),
        DATA_DIR: maibDataDir,
        PUBLIC_URL: `http://127.0.0.1:${maibPort}`,
        MAIB_API_URL: `http://127.0.0.1:${simulatorPort}/v1`,
      },
    },
  ],
});
