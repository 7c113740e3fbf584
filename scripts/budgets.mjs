#!/usr/bin/env node
/**
 * The JavaScript budgets (issue 14): sizes, not timings, read from the web build, so the same
 * build always gives the same figures. Fails when
 *  - Home's JavaScript (what a visitor's first paint of `/ro` loads: the entry and its static
 *    imports, the `ro` texts and the files `route-preloads.json` lists for Home's pattern, with
 *    theirs) grows past `home` of `apps/web/budgets.json`, or past its `homeLimit` (150 KB,
 *    issue 29) whatever `home` says,
 *  - a route's own JavaScript (its page module's chunk and static imports, beyond Home's files:
 *    what a visitor who came in through Home pays for that page) grows past its entry in
 *    `routes`, keyed by page module (`course/course-page`); the public pages' patterns come from
 *    `route-preloads.json`, the pages behind login from the build's source maps,
 *  - a route of the build has no budget (its own line in `routes`, else the ceiling of its folder
 *    in `ceilings`: a new back-office or dashboard page needs no line), or a budget names no route
 *    of the build.
 * Sizes are gzip level 9 of each file's content (KB = 1024 bytes), what the server sends as the
 * build's precompressed `.gz`.
 *
 *   node scripts/budgets.mjs [--no-build] [--json=FILE] [--update]
 *
 * Builds the web app first unless `--no-build`. `--json` writes a jest-style report for the test
 * command. `--update` rewrites the budget file at today's figures plus 2 %: run it after a change
 * that saves (to lock the saving in), or to raise a budget deliberately, and commit the file's diff
 * with the change that needs it, saying why.
 *
 * Cross-checked once against the browser (scripts/bench-web.mjs, 2026-11-25): Home there loaded
 * 22 files, 272.6 KB gzip; here 21 files, 272.1 KB. The one more file there is `shell-*.js`
 * (0.1 KB), which the entry imports dynamically for the footer's data and the visitor's region:
 * it only re-exports `page-data`, counted here, and a dynamic import is not followed (the entry
 * imports every page that way). Also not followed, so in no figure: what a page starts later by
 * itself (`home-below-fold` as its blocks near the viewport, `home-shop-offers` for a shop
 * client). The rest is the gzip level (6 there, 9 here). A page behind login loads more in the
 * browser than its figure here: the login guard (`require-auth`, a figure of its own here) and the
 * texts of the logged-in screens (`ro.member`, in no figure). The public pages' own files match.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { reportResults } from './lib/suites.mjs';

/** The default language: the texts Home loads for `/ro`. */
const LANGUAGE = 'ro';
/** Today's figure plus this, rounded up to 0.1 KB, is a new budget (`--update`). */
const HEADROOM = 1.02;
/**
 * A module the router loads lazily: `<root>/src/routes/<folder>/<name>-page.tsx`, a layout
 * (`dashboard/dashboard-layout`) or the login guard (`require-auth`).
 */
const ROUTE_MODULE = /\/src\/routes\/((?:[^/]+\/)?[^/]+-(?:page|layout)|require-auth)\.tsx$/;
/** Static imports between the build's chunks: `from"./x.js"`, `import"./x.js"` (not `import(`). */
const STATIC_IMPORT = /\b(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const BOOT_ENTRY = /<script type="module"[^>]*\ssrc="\/([^"]+)"/g;
const BOOT_PRELOAD = /<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g;

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Reads a web build folder: its index.html, route-preloads.json and every `assets/*.js` with its
 * static imports and the sources its source map names.
 */
export function readBuild(dist) {
  const need = (file) => {
    const path = join(dist, file);
    if (!existsSync(path)) throw new Error(`budgets: no ${path} (build the web app first)`);
    return readFileSync(path, 'utf8');
  };
  const indexHtml = need('index.html');
  const preloads = JSON.parse(need('route-preloads.json'));
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const file = `assets/${name}`;
      const code = readFileSync(join(dist, file));
      const map = join(dist, `${file}.map`);
      const sources = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
      return { file, code, sources };
    });
  return { indexHtml, preloads, chunks };
}

/**
 * The figures the budgets hold, in KB gzip: Home's JavaScript, and each route's own, with the
 * files behind each. `sizeOf` gives a file's size in bytes (gzip level 9 of its content).
 */
export function measure(
  { indexHtml, preloads, chunks },
  sizeOf = (code) => gzipSync(code, { level: 9 }).length,
) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const importsOf = (file) => {
    const chunk = byFile.get(file);
    if (!chunk) throw new Error(`budgets: ${file} is named but not in the build`);
    const code = chunk.code.toString();
    return [...code.matchAll(STATIC_IMPORT)].map((m) => join(dirname(file), m[1]));
  };
  const closure = (starts) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of importsOf(file)) visit(next);
    };
    for (const file of starts) visit(file);
    return seen;
  };
  const bytes = new Map();
  const size = (file) => {
    if (!bytes.has(file)) bytes.set(file, sizeOf(byFile.get(file).code));
    return bytes.get(file);
  };
  const figure = (files) => {
    const list = [...files].sort();
    return { kb: kb(list.reduce((sum, file) => sum + size(file), 0)), files: list };
  };

  // What the built index.html starts after the first paint (build/deferred-boot.ts): the entry
  // and its modulepreload links; with their static imports, in case a link were missing.
  const boot = [...indexHtml.matchAll(BOOT_ENTRY), ...indexHtml.matchAll(BOOT_PRELOAD)].map(
    (m) => m[1],
  );
  if (!boot.some((file) => file.endsWith('.js'))) throw new Error('budgets: no entry script');
  const homePattern = preloads.pages.find((page) => page.pattern === '/:lang');
  const texts = preloads.languages[LANGUAGE];
  if (!homePattern || !texts) {
    throw new Error(`budgets: route-preloads.json lists no Home pattern or no ${LANGUAGE} texts`);
  }
  // The server names these in Home's HTML (apps/api/src/web-preloads.ts), so they load with it.
  const home = closure([...boot.filter((f) => f.endsWith('.js')), ...texts, ...homePattern.files]);

  // Route modules by the chunk that holds them (a chunk's source map names its modules).
  const routeChunks = new Map();
  for (const chunk of chunks) {
    for (const source of chunk.sources) {
      const route = ROUTE_MODULE.exec(source.replaceAll('\\', '/'))?.[1];
      if (route) routeChunks.set(route, chunk.file);
    }
  }
  const patterns = new Map();
  for (const page of preloads.pages) {
    const [first] = page.files;
    const route = [...routeChunks].find(([, file]) => file === first)?.[0];
    if (!route) throw new Error(`budgets: no route module for ${page.pattern} (${first})`);
    patterns.set(route, page.pattern);
  }

  const routes = {};
  for (const [route, file] of [...routeChunks].sort(([a], [b]) => a.localeCompare(b))) {
    // Home's page and the entry's layout are part of Home's figure, with nothing of their own.
    if (home.has(file)) continue;
    const own = [...closure([file])].filter((f) => !home.has(f));
    routes[route] = { ...figure(own), pattern: patterns.get(route) ?? null };
  }
  return { home: figure(home), routes };
}

/**
 * One result per figure and per budget without a route: `{ name, failure? }`, a failure being a
 * figure past its budget, a route without a budget, or a budget naming no route of the build.
 */
export function check(figures, budgets) {
  const results = [
    compare("Home's JavaScript", figures.home.kb, homeBudget(budgets), figures.home.files.length),
  ];
  for (const [route, { kb: size, files, pattern }] of Object.entries(figures.routes)) {
    const name = `${route}${pattern ? ` (${pattern})` : ' (behind login)'} own JavaScript`;
    const own = budgets.routes?.[route];
    const ceiling = budgets.ceilings?.[route.split('/')[0]];
    const shown =
      own === undefined && ceiling !== undefined ? `${name} (its folder's ceiling)` : name;
    results.push(compare(shown, size, own ?? ceiling, files.length));
  }
  for (const route of Object.keys(budgets.routes ?? {})) {
    if (!(route in figures.routes)) {
      results.push({
        name: `budget for ${route}`,
        failure: `${route} is no route of the build: remove its budget`,
      });
    }
  }
  return results;
}

/**
 * Home's budget, never past `homeLimit` (issue 29: Home ≤ 150 KB with the framework), whatever
 * `home` says: the limit holds even when an update raised the budget.
 */
function homeBudget({ home, homeLimit }) {
  return typeof home === 'number' && typeof homeLimit === 'number'
    ? Math.min(home, homeLimit)
    : home;
}

function compare(name, size, budget, files) {
  const shown = `${name}: ${size} KB gzip in ${files} files`;
  if (typeof budget !== 'number') return { name: shown, failure: 'no budget in budgets.json' };
  if (size > budget) return { name: `${shown}, budget ${budget} KB`, failure: 'over its budget' };
  return { name: `${shown}, budget ${budget} KB` };
}

/**
 * Today's figures plus the headroom, as the budget file's content (Home's limit and the folders'
 * ceilings kept; Home's budget never past its limit).
 */
export function budgetsFrom(figures, comment, { ceilings, homeLimit } = {}) {
  const budget = (size) => Math.ceil(Math.round(size * HEADROOM * 100) / 10) / 10;
  return {
    $comment: comment,
    home: homeBudget({ home: budget(figures.home.kb), homeLimit }),
    ...(homeLimit === undefined ? {} : { homeLimit }),
    ...(ceilings ? { ceilings } : {}),
    routes: Object.fromEntries(
      Object.entries(figures.routes).map(([route, { kb: size }]) => [route, budget(size)]),
    ),
  };
}

const COMMENT =
  "KB gzip (level 9, 1 KB = 1024 bytes) of JavaScript: `home` is what Home's first paint loads, never more than `homeLimit` (issue 29), `routes` each page's own beyond Home's files, `ceilings` the most a page of that folder may load without a line of its own (a new page needs none). Checked by scripts/budgets.mjs (npm test). To lower or raise one deliberately: `node scripts/budgets.mjs --update` (today's figures + 2 %), or edit the figure, and commit this file's diff with the change that needs it, saying why.";

async function main() {
  process.chdir(resolve(import.meta.dirname, '..'));
  const args = process.argv.slice(2);
  const jsonFile = args.find((a) => a.startsWith('--json='))?.slice('--json='.length);
  const budgetFile = 'apps/web/budgets.json';
  const dist = 'apps/web/dist';

  if (!args.includes('--no-build')) {
    const { run } = await import('./lib/run.mjs');
    if ((await run('pnpm', ['--filter', '@academy/web', 'build'])) !== 0) {
      report([{ name: 'web build', failure: 'the build failed' }], jsonFile);
      process.exit(1);
    }
  }
  let results;
  try {
    const figures = measure(readBuild(dist));
    const kept = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, 'utf8')) : null;
    if (args.includes('--update')) {
      const updated = budgetsFrom(figures, COMMENT, kept ?? {});
      writeFileSync(budgetFile, `${JSON.stringify(updated, null, 2)}\n`);
      console.log(`wrote ${budgetFile}`);
    }
    const budgets = args.includes('--update')
      ? JSON.parse(readFileSync(budgetFile, 'utf8'))
      : (kept ?? { routes: {} });
    results = check(figures, budgets);
  } catch (error) {
    results = [{ name: 'budgets', failure: error.message }];
  }
  report(results, jsonFile);
  process.exit(results.some((r) => r.failure) ? 1 : 0);
}

function report(results, jsonFile) {
  for (const r of results)
    console.log(`${r.failure ? '✗' : '✓'} ${r.name}${r.failure ? `: ${r.failure}` : ''}`);
  reportResults('budgets', results, jsonFile);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
