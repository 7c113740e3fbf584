#!/usr/bin/env node
/**
 * Web performance benchmark (a script, not a test): builds the product, serves it as `npm start`
 * does on a fresh database, then for the public pages of issue 14's aims (Home, the courses
 * catalogue, a course page, an expert page, an article: the ids are the seeded database's first,
 * read from its API) reports
 *  - the gzip size of the page's first HTML (the document's answer) and of every JavaScript file
 *    the page loads (measured from the real page load),
 *  - for the login-only course player, shop listing, product page and checkout (as the demo
 *    student, a cosmetologist in Moldova) the same, and each one's own JavaScript: what it loads
 *    beyond Home's files,
 *  - Lighthouse (mobile emulation): the performance score and its main metrics, and the SEO and
 *    accessibility scores of the same run.
 *   node scripts/bench-web.mjs [--no-build] [--no-lighthouse] [--runs=N] [--only=Home|Catalogue|Course|Expert|Article|Player|Shop|Product|Checkout]
 * Lighthouse runs N times per page (default 3) and reports the run with the median score, since
 * one run varies by ±10 points with the machine's load; the server is warmed up before.
 * Sizes are gzip at zlib's default level (6), so they are comparable from run to run; the budgets
 * of the test command (scripts/budgets.mjs) read the same files from the build at level 9.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { startBenchServer } from './lib/bench-server.mjs';
import { run } from './lib/run.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './lib/setup.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
/** The public pages, by name: a function of the seeded database's first ids (read at run time). */
const PUBLIC = {
  Home: () => '/ro',
  Catalogue: () => '/ro/category',
  Course: async () =>
    `/ro/course/${(await apiGet('/ro/courses/course/?page_size=1')).results[0].id}`,
  Expert: async () => `/ro/expert/${(await apiGet('/ro/accounts/users/'))[0].id}`,
  Article: async () => `/ro/article/${(await apiGet('/ro/blog/')).results[0].id}`,
};
const kb = (scripts) => (scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1);

const FLAGS = ['--headless', ...CHROMIUM_ARGS];

if (!process.argv.includes('--no-build') && (await run('pnpm', ['run', 'build'])) !== 0)
  process.exit(1);

const { origin, apiGet, demoSession, stop } = await startBenchServer();
try {
  const ROUTES = [];
  for (const [name, path] of Object.entries(PUBLIC)) {
    if (!only || name === only) ROUTES.push([name, await path()]);
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  const loaded = new Map();
  const figures = [];
  for (const [name, path] of ROUTES) {
    const { html, scripts } = await loadOf(browser, name, path);
    loaded.set(name, scripts);
    figures.push({ name, path, html, scripts });
  }
  // Login-only pages (as the demo student, a cosmetologist in Moldova): each one's own
  // JavaScript, what it loads beyond Home's files.
  const login = ['Player', 'Shop', 'Product', 'Checkout'].filter((name) => !only || name === only);
  if (login.length > 0) {
    const session = await demoSession();
    const [access] = await apiGet('/ro/courses/access_list/', session.token);
    const [product] = (await apiGet('/ro/shop/product/?is_active_for_md=true', session.token))
      .results;
    const PAGES = {
      Player: `/ro/course-inner/${access.id}`,
      Shop: '/ro/shop-category',
      Product: `/ro/shop-item/${product.id}`,
      Checkout: '/ro/checkout',
    };
    const homeScripts = loaded.get('Home') ?? (await loadOf(browser, 'Home', '/ro')).scripts;
    const home = new Set(homeScripts.map((s) => s.url));
    for (const name of login) {
      const { scripts } = await loadOf(browser, name, PAGES[name], session);
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
  if (figures.length > 0) {
    console.log('\nPublic pages, gzip: first HTML | JavaScript loaded');
    for (const { name, path, html, scripts } of figures) {
      console.log(
        `  ${`${name} (${path})`.padEnd(28)} ${(html / 1024).toFixed(1).padStart(6)} KB | ${kb(scripts).padStart(6)} KB in ${scripts.length} files`,
      );
    }
  }

  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  for (const [name, path] of process.argv.includes('--no-lighthouse') ? [] : ROUTES) {
    const reports = [];
    // A run Lighthouse could not trace (a runtime error, its scores 0) is run again, not counted.
    for (let attempt = 0; reports.length < runs && attempt < runs * 2; attempt++) {
      const report = await lighthouse(name, path);
      if (report.runtimeError)
        console.log(`  ${name}: run discarded (${report.runtimeError.code})`);
      else reports.push(report);
    }
    if (reports.length === 0) {
      console.log(`\nLighthouse mobile, ${name}: no run could be traced`);
      continue;
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const median = reports[Math.floor(reports.length / 2)];
    const metric = (id) => median.audits[id]?.displayValue ?? 'n/a';
    const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
    console.log(
      `\nLighthouse mobile, ${name}: performance ${Math.round(median.categories.performance.score * 100)}` +
        ` (median of ${scores.join(', ')})` +
        ` | FCP ${metric('first-contentful-paint')} | LCP ${metric('largest-contentful-paint')}` +
        ` | TBT ${metric('total-blocking-time')} | CLS ${metric('cumulative-layout-shift')}` +
        ` | SEO ${Math.round(median.categories.seo.score * 100)}` +
        ` | accessibility ${Math.round(median.categories.accessibility.score * 100)}`,
    );
  }
} finally {
  stop();
}

/**
 * The gzip size of a page's first HTML (the document's answer) and of every script it loads (with a
 * stored session, for a login-only page).
 */
async function loadOf(browser, name, path, session) {
  const page = await browser.newPage();
  if (session) {
    await page.addInitScript(
      (value) => sessionStorage.setItem('session', value),
      JSON.stringify(session),
    );
  }
  const scripts = [];
  let html = 0;
  // Bodies are read before the page closes (a body read after it would count as empty).
  const reads = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    // The page's document (not a redirect on the way to it, which has no body).
    const main =
      type === 'document' &&
      response.frame() === page.mainFrame() &&
      (response.status() < 300 || response.status() >= 400);
    if (type !== 'script' && !main) return;
    reads.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          if (main) html = gzipSync(body).length;
          else {
            scripts.push({
              url: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body).length,
            });
          }
        }),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(reads);
  await page.close();
  console.log(
    `\n${name} (${path}): first HTML ${(html / 1024).toFixed(1)} KB gzip; ${scripts.length} JS files, ${kb(scripts)} KB gzip`,
  );
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
  }
  return { html, scripts };
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
    '--only-categories=performance,seo,accessibility',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
  ]);
  return JSON.parse(readFileSync(out, 'utf8'));
}
