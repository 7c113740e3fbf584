#!/usr/bin/env node
/**
 * Builds Storybook and runs the story tests for some stories only, while developing:
 *   node scripts/stories.mjs [--update-visual] [--out=DIR] [path patterns...]
 * e.g. `node scripts/stories.mjs --update-visual packages/ui/src/blocks/header`.
 * `--out` lets several people build at once without sharing storybook-static. Built with its docs,
 * as the test command builds it: the docs plugins change what a story file compiles to.
 */
import { resolve } from 'node:path';
import { run } from './lib/run.mjs';
import { chromiumPath } from './lib/setup.mjs';
import { withStaticServer } from './lib/suites.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
const args = process.argv.slice(2);
const out = args.find((a) => a.startsWith('--out='))?.slice(6) ?? 'storybook-static';
const patterns = args.filter((a) => !a.startsWith('--'));
const env = {
  ...process.env,
  CHROMIUM_PATH: chromiumPath(),
  UPDATE_VISUAL: args.includes('--update-visual') ? '1' : '',
};

if ((await run('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', out])) !== 0) {
  process.exit(1);
}
const code = await withStaticServer(out, (url) =>
  run('pnpm', ['exec', 'test-storybook', '--url', url, '--maxWorkers=2', ...patterns], { env }),
);
process.exit(code);
