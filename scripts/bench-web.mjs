#!/usr/bin/env node
/**
 * Web performance benchmark (a script, not a test): builds the product, serves it as `npm start`
 * does on a fresh database, then for Home and the courses catalogue reports
 *  - the gzip size of every JavaScript file the page loads (measured from the real page load),
 *  - for the login-only course player, shop listing, product page and checkout (as the demo
 *    student, a cosmetologist in Moldova) the same, and each one's own JavaScript: what it loads
 *    beyond Home's files,
 *  - Lighthouse (mobile emulation, performance category) score and its main metrics.
 *   node scripts/bench-web.mjs [--no-build] [--no-lighthouse] [--runs=N] [--only=Home|Catalogue|Player|Shop|Product|Checkout]
 * Lighthouse runs N times per page (default 3) and reports the run with the median score, since
 * one run varies by ±10 points with the machine's load; the server is warmed up before.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { run } from './lib/run.mjs';
import { chromiumPath } from './lib/setup.mjs';
import { freePort } from './lib/suites.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const ROUTES = [
  ['Home', '/ro'],
  ['Catalogue', '/ro/category'],
].filter(([name]) => !only || name === only);
const DEMO_STUDENT = { username: 'student.md@academy.demo', password: 'Demo12345!' };
const kb = (scripts) => (scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1);

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!process.argv.includes('--no-build') && (await run('pnpm', ['run', 'build'])) !== 0)
  process.exit(1);

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn('node', ['apps/api/dist/main.js'], {
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    WEB_DIST: 'apps/web/dist',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'academy-bench-')),
    LOG_LEVEL: 'error',
  },
});
try {
  await run('pnpm', ['exec', 'wait-on', '-t', '120000', `${origin}/api/time/`]);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  const loaded = new Map();
  for (const [name, path] of ROUTES) loaded.set(name, await scriptsOf(browser, name, path));
  // Login-only pages (as the demo student, a cosmetologist in Moldova): each one's own
  // JavaScript, what it loads beyond Home's files.
  const login = ['Player', 'Shop', 'Product', 'Checkout'].filter((name) => !only || name === only);
  if (login.length > 0) {
    const session = await demoSession(DEMO_STUDENT);
    const [access] = await apiGet('/ro/courses/access_list/', session.token);
    const [product] = (await apiGet('/ro/shop/product/?is_active_for_md=true', session.token))
      .results;
    const PAGES = {
      Player: `/ro/course-inner/${access.id}`,
      Shop: '/ro/shop-category',
      Product: `/ro/shop-item/${product.id}`,
      Checkout: '/ro/checkout',
    };
    const homeScripts = loaded.get('Home') ?? (await scriptsOf(browser, 'Home', '/ro'));
    const home = new Set(homeScripts.map((s) => s.url));
    for (const name of login) {
      const scripts = await scriptsOf(browser, name, PAGES[name], session);
      const own = scripts.filter((s) => !home.has(s.url));
      console.log(
        `  own (beyond Home's files): ${own.length} JS files, ${kb(own)} KB gzip: ${own.map((s) => s.url).join(', ')}`,
      );
    }
  }
  // A freshly started server is still compiling and filling its caches, and it shares the
  // machine's cores with the browser: a few more visits first, so Lighthouse measures the pages.
  for (let visit = 0; visit < 5; visit++) {
    for (const [, path] of ROUTES) {
      const page = await browser.newPage();
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await page.close();
    }
  }
  await browser.close();

  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  for (const [name, path] of process.argv.includes('--no-lighthouse') ? [] : ROUTES) {
    const reports = [];
    for (let attempt = 0; attempt < runs; attempt++) reports.push(await lighthouse(name, path));
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const median = reports[Math.floor(reports.length / 2)];
    const metric = (id) => median.audits[id]?.displayValue ?? 'n/a';
    const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
    console.log(
      `\nLighthouse mobile, ${name}: performance ${Math.round(median.categories.performance.score * 100)}` +
        ` (median of ${scores.join(', ')})` +
        ` | FCP ${metric('first-contentful-paint')} | LCP ${metric('largest-contentful-paint')}` +
        ` | TBT ${metric('total-blocking-time')} | CLS ${metric('cumulative-layout-shift')}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}

/** The gzip size of every script a page loads (with a stored session, for a login-only page). */
async function scriptsOf(browser, name, path, session) {
  const page = await browser.newPage();
  if (session) {
    await page.addInitScript(
      (value) => sessionStorage.setItem('session', value),
      JSON.stringify(session),
    );
  }
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body).length,
    });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  console.log(`\n${name} (${path}): ${scripts.length} JS files, ${kb(scripts)} KB gzip`);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
  }
  return scripts;
}

async function apiGet(path, token) {
  const response = await fetch(`${origin}/api${path}`, {
    headers: { Authorization: `Token ${token}` },
  });
  return response.json();
}

/** The session the app keeps after a login (spec 4): token, user, profile. */
async function demoSession(credentials) {
  const login = await fetch(`${origin}/api/auth/token/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { auth_token: token } = await login.json();
  const user = await apiGet('/auth/users/me/', token);
  const { profile } = await apiGet(`/ro/accounts/users/${user.id}/`, token);
  return { token, user, profile };
}

/** One Lighthouse run (mobile emulation, simulated slow 4G and 4x CPU), its JSON report. */
async function lighthouse(name, path) {
  const out = join(tmpdir(), `lighthouse-${name}.json`);
  await run('pnpm', [
    'exec',
    'lighthouse',
    `${origin}${path}`,
    `--chrome-path=${chromiumPath()}`,
    `--chrome-flags=${FLAGS.join(' ')}`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
  ]);
  return JSON.parse(readFileSync(out, 'utf8'));
}
