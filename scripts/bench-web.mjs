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
 *  - the main thread's scripting time, longest task and blocking time during the page's load with
 *    the CPU throttled 4x by Chromium itself (lib/bench-trace.mjs: median of N loads, each in a
 *    fresh context with cold caches), next to the same figures of a reference page (React and
 *    react-dom hydrating a tiny server-drawn component, built like the product: lib/
 *    bench-reference.mjs) loaded in the same run and browser, and each page's scripting time as
 *    a multiple of the reference's, which compares across machines where milliseconds do not;
 *    the same in thread time (the time the main thread was on a core), which a busy machine
 *    stretches less than the wall time Lighthouse's figures are in,
 *  - Lighthouse (mobile emulation): the performance score and its main metrics, and the SEO and
 *    accessibility scores of the same run (the run with the median score of N).
 *   node scripts/bench-web.mjs [--no-build] [--no-lighthouse] [--no-trace] [--runs=N] [--json=FILE]
 *     [--only=Home|Catalogue|Course|Expert|Article|Player|Shop|Product|Checkout]
 * N is 5 unless given. The machine's load (`uptime`) is printed at the start and the end: figures
 * taken while something else ran are not a baseline. Sizes are gzip at zlib's default level (6),
 * so they are comparable from run to run; the budgets of the test command (scripts/budgets.mjs)
 * read the same files from the build at level 9.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { lighthouseFigures } from './lib/bench-lighthouse.mjs';
import { buildReference } from './lib/bench-reference.mjs';
import { startBenchServer, startStaticServer } from './lib/bench-server.mjs';
import { resultTable } from './lib/bench-table.mjs';
import { median, settled, throttledLoad } from './lib/bench-trace.mjs';
import { output, run } from './lib/run.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './lib/setup.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = option('only');
const runs = Number(option('runs') ?? 5);
const jsonFile = option('json');
/** Chromium's own CPU throttling of the traced loads, as Lighthouse's mobile emulation assumes. */
const CPU_RATE = 4;
const uptime = () => output('uptime', []);
const startLoad = uptime();
console.log(`load at start: ${startLoad}`);
/** The public pages, by name: a function of the seeded database's first ids (read at run time). */
const PUBLIC = {
  Home: () => '/ro',
  Catalogue: () => '/ro/category',
  Course: async () =>
    `/ro/course/${(await apiGet('/ro/courses/course/?page_size=1')).results[0].id}`,
  Expert: async () => `/ro/expert/${(await apiGet('/ro/accounts/users/'))[0].id}`,
  Article: async () => `/ro/article/${(await apiGet('/ro/blog/')).results[0].id}`,
};
const sum = (scripts) => scripts.reduce((total, s) => total + s.gzip, 0);
const kb = (scripts) => (sum(scripts) / 1024).toFixed(1);
const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);

const FLAGS = ['--headless', ...CHROMIUM_ARGS];

if (!process.argv.includes('--no-build') && (await run('pnpm', ['run', 'build'])) !== 0)
  process.exit(1);

const reference = await buildReference();
const referenceServer = await startStaticServer(reference.dir);
const { origin, apiGet, demoSession, stop } = await startBenchServer();
try {
  const ROUTES = [];
  for (const [name, path] of Object.entries(PUBLIC)) {
    if (!only || name === only) ROUTES.push([name, await path()]);
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  const loaded = new Map();
  /** The table's rows: the reference page, then the public pages. */
  const rows = [];
  for (const [name, path] of ROUTES) {
    const { html, scripts } = await loadOf(browser, name, `${origin}${path}`);
    loaded.set(name, scripts);
    rows.push({ name, path, html, js: sum(scripts), jsFiles: scripts.length, scripts });
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
    const homeScripts =
      loaded.get('Home') ?? (await loadOf(browser, 'Home', `${origin}/ro`)).scripts;
    const home = new Set(homeScripts.map((s) => s.url));
    for (const name of login) {
      const { scripts } = await loadOf(browser, name, `${origin}${PAGES[name]}`, session);
      const own = scripts.filter((s) => !home.has(s.url));
      console.log(
        `  own (beyond Home's files): ${own.length} JS files, ${kb(own)} KB gzip: ${own.map((s) => s.url).join(', ')}`,
      );
    }
  }
  if (ROUTES.length > 0) {
    const { html, scripts } = await loadOf(browser, 'Reference', `${referenceServer.origin}/`);
    rows.unshift({ name: 'Reference', path: '/', html, js: sum(scripts), jsFiles: scripts.length });
  }
  // A freshly started server is still compiling and filling its caches, and it shares the
  // machine's cores with the browser: a few more visits first, so that the pages are measured.
  for (let visit = 0; visit < 5; visit++) {
    for (const [, path] of ROUTES) {
      const page = await browser.newPage();
      await page.goto(`${origin}${path}`);
      await settled(page);
      await page.close();
    }
  }
  if (ROUTES.length > 0 && !process.argv.includes('--no-trace')) {
    await traceLoads(browser, rows);
  }
  await browser.close();

  for (const row of process.argv.includes('--no-lighthouse') ? [] : rows) {
    if (row.name === 'Reference') continue;
    row.lighthouse = await lighthouseFigures(row.name, `${origin}${row.path}`, {
      runs,
      flags: FLAGS,
    });
    console.log(`Lighthouse mobile, ${row.name}: ${JSON.stringify(row.lighthouse)}`);
  }

  const commit = output('git', ['rev-parse', '--short', 'HEAD']);
  const endLoad = uptime();
  if (rows.length > 0) {
    console.log(
      `\nCommit ${commit}; ${runs} runs each (traced loads: median, CPU ${CPU_RATE}x; Lighthouse: the run with the median score)`,
    );
    console.log(resultTable(rows));
  }
  console.log(`\nload at start: ${startLoad}\nload at end:   ${endLoad}`);
  if (jsonFile) {
    const report = {
      commit,
      date: new Date().toISOString(),
      uptime: { start: startLoad, end: endLoad },
      runs,
      cpuThrottling: CPU_RATE,
      rows: rows.map(({ scripts, ...row }) => row),
    };
    writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`report written to ${jsonFile}`);
  }
} finally {
  referenceServer.stop();
  reference.remove();
  stop();
}

/**
 * The traced loads: each round loads every page once, each right after a load of the reference,
 * so that the reference is measured as often as all the pages together and under the machine's
 * load of the same moments. A figure is the median of its loads; a page's ratio is its median
 * over the reference's median (the reference, one short burst of work, varies most from load to
 * load: the median of all its loads is steadier than a ratio to the one load beside each page).
 */
async function traceLoads(browser, rows) {
  const [referenceRow, ...pages] = rows;
  const loads = new Map(rows.map((row) => [row, []]));
  for (let round = 1; round <= runs; round++) {
    for (const row of pages) {
      for (const [name, url] of [
        [referenceRow.name, `${referenceServer.origin}/`],
        [row.name, `${origin}${row.path}`],
      ]) {
        const figures = await tracedLoad(name, url);
        loads.get(name === referenceRow.name ? referenceRow : row).push(figures);
        console.log(
          `  traced load ${round}/${runs}, ${name}: scripting ${ms(figures.scripting)} (thread time ${ms(figures.scriptingCpu)}), longest task ${ms(figures.longestTask)}, TBT ${ms(figures.tbt)}`,
        );
      }
    }
  }
  const of = (row, key) => median(loads.get(row).map((load) => load[key]));
  for (const row of rows) {
    row.throttled = {
      scripting: of(row, 'scripting'),
      ratio: of(row, 'scripting') / of(referenceRow, 'scripting'),
      scriptingCpu: of(row, 'scriptingCpu'),
      ratioCpu: of(row, 'scriptingCpu') / of(referenceRow, 'scriptingCpu'),
      longestTask: of(row, 'longestTask'),
      tbt: of(row, 'tbt'),
      loads: loads.get(row),
    };
  }

  /**
   * One traced load; one whose trace misses the navigation again, up to five times (seen on a busy
   * machine, and three times in a row on a quiet one, which stopped a run).
   */
  async function tracedLoad(name, url) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await throttledLoad(browser, url, { rate: CPU_RATE });
      } catch (error) {
        if (attempt === 6) throw error;
        console.log(`  ${name}: trace discarded (${error.message}), loaded again`);
      }
    }
  }
}

/**
 * The gzip size of a page's first HTML (the document's answer) and of every script it loads (with a
 * stored session, for a login-only page).
 */
async function loadOf(browser, name, url, session) {
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
  await page.goto(url);
  await settled(page);
  await Promise.all(reads);
  await page.close();
  console.log(
    `\n${name} (${new URL(url).pathname}): first HTML ${(html / 1024).toFixed(1)} KB gzip; ${scripts.length} JS files, ${kb(scripts)} KB gzip`,
  );
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
  }
  return { html, scripts };
}
