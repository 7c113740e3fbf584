#!/usr/bin/env node
/**
 * `npm test`: every test of the project, on a fresh machine too. Installs what is missing
 * (pnpm; Debian's chromium, postgresql and fonts when run as root), then runs the checks, the unit
 * tests of every package, the state-coverage report of the machines, the API suite on a real
 * PostgreSQL, the Storybook story tests (play functions, axe in light and dark, visual
 * baselines) in Chromium, and the end-to-end journeys against the built product. Ends with one
 * line "N passed, N failed" and exits non-zero on any failure.
 *
 *   --only=<suite>     run one suite: check, unit, states, api-pg, stories, docs, kit, budgets, e2e
 *   --update-visual    write new visual baselines instead of comparing (with --only=stories)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { log, run } from './lib/run.mjs';
import {
  chromiumPath,
  ensurePnpm,
  ensureSystemPackages,
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
const wanted = (suite) => !only || only === suite;

const PACKAGES = [
  ['contract', 'packages/contract'],
  ['machines', 'packages/machines'],
  ['ui', 'packages/ui'],
  ['web', 'apps/web'],
  ['api', 'apps/api'],
];

const results = [];
try {
  await ensurePnpm();
  await installDependencies();
  if (wanted('stories') || wanted('docs') || wanted('kit') || wanted('api-pg') || wanted('e2e')) {
    await ensureSystemPackages();
  }
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (wanted('check')) {
  results.push(await step('typecheck (tsgo)', 'pnpm', ['-r', '--no-bail', 'typecheck']));
  results.push(await step('lint and format (biome)', 'pnpm', ['exec', 'biome', 'ci', '.']));
}

if (wanted('unit')) {
  for (const [name, dir] of PACKAGES) results.push(await vitestSuite(name, dir));
}

if (wanted('states') || wanted('unit')) {
  // Reads what the machines' unit tests recorded: every state of every machine must be reached.
  if (only === 'states') results.push(await vitestSuite('machines', 'packages/machines'));
  results.push(
    await step('machine state coverage', 'pnpm', ['--dir', 'packages/machines', 'run', 'states']),
  );
}

if (wanted('api-pg') && readPackageScripts('apps/api').includes('test:pg')) {
  const file = join(REPORTS, 'vitest-api-postgres.json');
  results.push(
    await jsonSuite(
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
      ],
      file,
    ),
  );
}

if (wanted('stories')) {
  log('building Storybook');
  const built = await run('pnpm', [
    'exec',
    'storybook',
    'build',
    '--test',
    '--quiet',
    '-o',
    'storybook-static',
  ]);
  if (built !== 0) {
    results.push({ name: 'storybook build', passed: 0, failed: 1 });
  } else {
    results.push(
      await step('every state of every flow view has a story', 'pnpm', [
        '--dir',
        'packages/machines',
        'exec',
        'tsx',
        '../../scripts/story-states.ts',
        '../../storybook-static/index.json',
      ]),
    );
    const file = join(REPORTS, 'storybook.json');
    results.push(
      await withStaticServer('storybook-static', (url) =>
        jsonSuite(
          'story tests (play, axe light and dark, visual baselines) in Chromium',
          'pnpm',
          [
            'exec',
            'test-storybook',
            '--url',
            url,
            '--maxWorkers=2',
            '--json',
            '--outputFile',
            file,
          ],
          file,
          { CHROMIUM_PATH: chromiumPath(), UPDATE_VISUAL: updateVisual ? '1' : '' },
        ),
      ),
    );
  }
}

if (wanted('docs')) {
  // The story tests build without docs (`--test`); this builds with them and opens each page.
  const file = join(REPORTS, 'docs-pages.json');
  results.push(
    await jsonSuite(
      'docs pages (render, axe light and dark) in Chromium',
      'node',
      ['scripts/docs-pages.mjs', '--out=reports/storybook-docs', `--json=${file}`],
      file,
      { CHROMIUM_PATH: chromiumPath() },
    ),
  );
}

if (wanted('kit')) {
  // The kit packed and installed into a throwaway Vite + React app outside the workspace.
  const file = join(REPORTS, 'kit-install.json');
  results.push(
    await jsonSuite(
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
  results.push(
    await vitestSuite('scripts', '.', ['scripts/budgets.test.mjs', 'scripts/lib/suites.test.mjs']),
  );
  const file = join(REPORTS, 'budgets.json');
  const args = ['scripts/budgets.mjs', `--json=${file}`, ...(build ? [] : ['--no-build'])];
  results.push(await jsonSuite('JavaScript budgets (apps/web/budgets.json)', 'node', args, file));
}

// Alone, the budgets build the web app; with the journeys, they read the build made for them.
if (wanted('budgets') && !wanted('e2e')) await budgetsSuite({ build: true });

if (wanted('e2e')) {
  log('building the product for the end-to-end tests');
  if ((await run('pnpm', ['run', 'build'])) !== 0) {
    results.push({ name: 'build', passed: 0, failed: 1 });
  } else {
    if (wanted('budgets')) await budgetsSuite({ build: false });
    const file = join(REPORTS, 'e2e.json');
    results.push(
      await jsonSuite(
        'end-to-end journeys (Playwright, Chromium, 1440 and 375 px)',
        'pnpm',
        ['exec', 'playwright', 'test', '--reporter=list,json'],
        file,
        // A free port: a server left over from another run must not be mistaken for ours.
        {
          CHROMIUM_PATH: chromiumPath(),
          PLAYWRIGHT_JSON_OUTPUT_NAME: file,
          E2E_PORT: String(await freePort()),
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
for (const r of results) {
  console.log(`${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  const failures = r.failures ?? [];
  for (const failure of failures.slice(0, 12)) console.log(describeFailure(failure));
  if (failures.length > 12) console.log(`    … and ${failures.length - 12} more`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
