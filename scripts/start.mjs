#!/usr/bin/env node
/**
 * `npm start`: installs what is missing (pnpm included), builds the web app and the API,
 * then serves both from one origin on 127.0.0.1. The API migrates the embedded database in
 * .data/ and seeds it when empty, then prints the URL.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { log, run } from './lib/run.mjs';
import { ensureFfmpeg, ensurePnpm, installDependencies } from './lib/setup.mjs';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);

try {
  await ensurePnpm();
  await installDependencies();
  await ensureFfmpeg();
  log('building the web app and the API');
  if ((await run('pnpm', ['run', 'build'])) !== 0) throw new Error('build failed');
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  process.exit(1);
}

log('starting');
const server = spawn('node', ['apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    WEB_DIST: process.env.WEB_DIST ?? resolve(root, 'apps/web/dist'),
    DATA_DIR: process.env.DATA_DIR ?? resolve(root, '.data'),
    DEMO_AUTO_ACTIVATE: process.env.DEMO_AUTO_ACTIVATE ?? 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
