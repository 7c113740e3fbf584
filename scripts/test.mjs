#!/usr/bin/env node
/**
 * `npm test`: every test of the project, on a fresh machine too. Installs what is missing
 * (pnpm; Debian's chromium, postgresql and fonts when run as root), then runs the checks, the unit
 * tests of every package, the state-coverage report of the machines, the API suite on a real
 * PostgreSQL, the Storybook story tests (play functions, axe, visual baselines) and docs pages in
 * Chromium, the kit in another app, the budgets and the end-to-end journeys against the built
 * product. Each thing is built once (the web app and the API, the kit, Storybook with its docs)
 * and shared by the suites that need it. Ends with each suite's counts and minutes (also written
 * to test-results/summary.json) and one line "N passed, N failed"; exits non-zero on any failure.
 *
 *   --only=<suite>     run one suite: check, unit, states, api-pg, stories, docs, kit, budgets, e2e
 *   --full             the slower matrix: unit files isolated, every docs page in light and dark,
 *                      every journey at 375 px too
 *   --update-visual    write new visual baselines instead of comparing (with --only=stories)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { log, run } from './lib/run.mjs';
import {
  chromiumPath,
  ensureFfmpeg,
  ensurePnpm,
  ensureSystemPackages,
  headlessShellPath,
  installDependencies,
} from './lib/setup.mjs';
import {
  describeFailure,
  freePort,
  jsonSuite,
  REPORTS,
  step,
  vitestSuite,
  withStaticServer,
} from './lib/suites.mjs';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const updateVisual = process.argv.includes('--update-visual');
const full = process.argv.includes('--full');
const wanted = (suite) => !only || only === suite;
/** Under `--full`, vitest runs each test file in its own module graph (the configs share one). */
const isolation = full ? ['--isolate'] : [];

const PACKAGES = [
  ['contract', 'packages/contract'],
  ['machines', 'packages/machines'],
  ['ui', 'packages/ui'],
  ['web', 'apps/web'],
  ['api', 'apps/api'],
];

const results = [];
const started = performance.now();
/** Runs one suite and keeps its result with the minutes it took. */
async function record(suite) {
  const start = performance.now();
  const result = await suite();
  result.minutes = (performance.now() - start) / 60_000;
  results.push(result);
  return result;
}

try {
  await ensurePnpm();
  await installDependencies();
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// Debian's packages (Chromium, PostgreSQL, fonts) install while the checks and unit tests, which
// need none of them, run; the suites that need them wait for `systemReady`.
const needsSystem = ['stories', 'docs', 'kit', 'api-pg', 'e2e'].some(wanted);
// The API's unit tests run ffmpeg (the video pipeline's test): it goes first, on its own (one apt
// at a time), so they wait for it alone; without it they fail and say to install it.
const ffmpegInstall =
  needsSystem || wanted('unit') ? ensureFfmpeg().catch((error) => log(error.message)) : null;
const systemInstall = needsSystem
  ? Promise.resolve(ffmpegInstall)
      .then(ensureSystemPackages)
      .then(
        () => null,
        (error) => error,
      )
  : Promise.resolve(null);
let systemChecked = false;
async function systemReady() {
  const error = await systemInstall;
  if (error && !systemChecked) {
    console.error(`\n✗ ${error.message}`);
    results.push({
      name: 'system packages',
      passed: 0,
      failed: 1,
      minutes: 0,
      failures: [{ name: 'system packages', message: error.message }],
    });
  }
  systemChecked = true;
  return !error;
}

if (wanted('check')) {
  await record(() => step('typecheck (tsgo)', 'pnpm', ['-r', '--no-bail', 'typecheck']));
  await record(() => step('lint and format (biome)', 'pnpm', ['exec', 'biome', 'ci', '.']));
}

if (wanted('unit')) {
  for (const [name, dir] of PACKAGES) {
    if (dir === 'apps/api') await ffmpegInstall;
    await record(() => vitestSuite(name, dir, isolation));
  }
}

if (wanted('states') || wanted('unit')) {
  // Reads what the machines' unit tests recorded: every state of every machine must be reached.
  if (only === 'states') await record(() => vitestSuite('machines', 'packages/machines'));
  await record(() =>
    step('machine state coverage', 'pnpm', ['--dir', 'packages/machines', 'run', 'states']),
  );
}

if (
  wanted('api-pg') &&
  readPackageScripts('apps/api').includes('test:pg') &&
  (await systemReady())
) {
  const file = join(REPORTS, 'vitest-api-postgres.json');
  await record(() =>
    jsonSuite(
      'API suite on PostgreSQL (race tests included)',
      'pnpm',
      [
        '--dir',
        'apps/api',
        'exec',
        'node',
        'scripts/with-postgres.mjs',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
        ...isolation,
      ],
      file,
    ),
  );
}

/**
 * Storybook is built once, with its docs pages, for both browser suites: the story tests open its
 * stories, the docs suite its docs pages. A `--test` build would leave out the docs plugins too,
 * which change what a story file compiles to (a meta's comment becomes its docs description): the
 * stories are tested as the docs build compiles them. The first suite that needs it builds it.
 */
const STORYBOOK = 'storybook-static';
let storybookBuilt;
/** Resolves to whether the build is there. */
function buildStorybook() {
  storybookBuilt ??= (async () => {
    if (!(await systemReady())) return false;
    const built = await record(async () => {
      const name = 'storybook build (with docs, for the story tests and the docs pages)';
      log(name);
      const code = await run('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', STORYBOOK]);
      return code === 0
        ? { name, passed: 1, failed: 0 }
        : { name, passed: 0, failed: 1, failures: [{ name }] };
    });
    return built.failed === 0;
  })();
  return storybookBuilt;
}

if (wanted('stories') && (await buildStorybook())) {
  await record(() =>
    step('every state of every flow view has a story', 'pnpm', [
      '--dir',
      'packages/machines',
      'exec',
      'tsx',
      '../../scripts/story-states.ts',
      `../../${STORYBOOK}/index.json`,
    ]),
  );
  const file = join(REPORTS, 'storybook.json');
  await record(() =>
    withStaticServer(STORYBOOK, (url) =>
      jsonSuite(
        'story tests (play, axe, visual baselines) in Chromium',
        'pnpm',
        ['exec', 'test-storybook', '--url', url, '--maxWorkers=2', '--json', '--outputFile', file],
        file,
        { CHROMIUM_PATH: chromiumPath(), UPDATE_VISUAL: updateVisual ? '1' : '' },
      ),
    ),
  );
}

if (wanted('docs') && (await buildStorybook())) {
  const file = join(REPORTS, 'docs-pages.json');
  const args = ['--no-build', `--out=${STORYBOOK}`, `--json=${file}`, ...(full ? ['--full'] : [])];
  await record(() =>
    jsonSuite(
      'docs pages (render, axe) in Chromium',
      'node',
      ['scripts/docs-pages.mjs', ...args],
      file,
      { CHROMIUM_PATH: chromiumPath() },
    ),
  );
}

if (wanted('kit') && (await systemReady())) {
  // The kit packed and installed into a throwaway Vite + React app outside the workspace.
  const file = join(REPORTS, 'kit-install.json');
  await record(() =>
    jsonSuite(
      'the kit in another app (pack, npm install, typecheck, vite build, Chromium)',
      'node',
      ['scripts/kit-install.mjs', `--json=${file}`],
      file,
      { CHROMIUM_PATH: chromiumPath() },
    ),
  );
}

/** The JavaScript budgets (gzip sizes of the web build, no browser), and their own unit test. */
async function budgetsSuite({ build }) {
  await record(() =>
    vitestSuite('scripts', '.', [
      'scripts/budgets.test.mjs',
      'scripts/lib/suites.test.mjs',
      'scripts/small-files.test.mjs',
      'apps/api/scripts/wrk.test.mjs',
    ]),
  );
  const file = join(REPORTS, 'budgets.json');
  const args = ['scripts/budgets.mjs', `--json=${file}`, ...(build ? [] : ['--no-build'])];
  await record(() => jsonSuite('JavaScript budgets (apps/web/budgets.json)', 'node', args, file));
}

// Alone, the budgets build the web app; with the journeys, they read the build made for them.
if (wanted('budgets') && !wanted('e2e')) await budgetsSuite({ build: true });

if (wanted('e2e') && (await systemReady())) {
  const build = await record(async () => {
    log('building the product (web and API) for the budgets and the end-to-end tests');
    const code = await run('pnpm', ['run', 'build']);
    return code === 0
      ? { name: 'build', passed: 1, failed: 0 }
      : { name: 'build', passed: 0, failed: 1, failures: [{ name: 'pnpm run build' }] };
  });
  if (build.failed === 0) {
    if (wanted('budgets')) await budgetsSuite({ build: false });
    const file = join(REPORTS, 'e2e.json');
    await record(async () =>
      jsonSuite(
        `end-to-end journeys (Playwright, Chromium's headless shell, 1440 px${full ? ' and 375 px' : ', 375 px for small-screen ones'})`,
        'pnpm',
        ['exec', 'playwright', 'test', '--reporter=list,json'],
        file,
        // A free port: a server left over from another run must not be mistaken for ours.
        {
          HEADLESS_SHELL_PATH: headlessShellPath(),
          PLAYWRIGHT_JSON_OUTPUT_NAME: file,
          E2E_PORT: String(await freePort()),
          E2E_FULL: full ? '1' : '',
        },
      ),
    );
  }
}

function readPackageScripts(dir) {
  const file = join(dir, 'package.json');
  return existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, 'utf8')).scripts ?? {}) : [];
}

log('summary');
const minutes = (value) => `${value.toFixed(1)} min`;
for (const r of results) {
  const counts = `${r.passed} passed, ${r.failed} failed`;
  console.log(`${r.failed ? '✗' : '✓'} ${r.name}: ${counts} (${minutes(r.minutes)})`);
  const failures = r.failures ?? [];
  for (const failure of failures.slice(0, 12)) console.log(describeFailure(failure));
  if (failures.length > 12) console.log(`    … and ${failures.length - 12} more`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const total = (performance.now() - started) / 60_000;
writeSummary();
console.log(`all suites, installs included: ${minutes(total)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/** test-results/summary.json: each suite's counts and minutes, so a slow suite is seen at once. */
function writeSummary() {
  mkdirSync('test-results', { recursive: true });
  const round = (value) => Math.round(value * 100) / 100;
  const summary = {
    finishedAt: new Date().toISOString(),
    options: { only: only ?? null, full },
    minutes: round(total),
    passed,
    failed,
    suites: results.map((r) => ({
      name: r.name,
      passed: r.passed,
      failed: r.failed,
      minutes: round(r.minutes),
      failures: (r.failures ?? []).map(({ name, message }) => ({ name, message })),
    })),
  };
  writeFileSync('test-results/summary.json', `${JSON.stringify(summary, null, 2)}\n`);
}
