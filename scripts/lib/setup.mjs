import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { log, output, run } from './run.mjs';

const PNPM_VERSION = '12.21.0';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function pnpmMajor() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim().split('.')[0]) : 0;
}

/** pnpm 12 is what the lockfile was made with (pnpm 11 fails on Node 20, see TOOLCHAIN.md). */
export async function ensurePnpm() {
  if (pnpmMajor() >= 12) return;
  log(`installing pnpm ${PNPM_VERSION} with npm`);
  const prefix = isRoot ? [] : ['--prefix', `${process.env.HOME}/.local`];
  const code = await run('npm', ['install', '--global', ...prefix, `pnpm@${PNPM_VERSION}`]);
  if (!isRoot) process.env.PATH = `${process.env.HOME}/.local/bin:${process.env.PATH}`;
  if (code !== 0 || pnpmMajor() < 12) {
    throw new Error(
      `pnpm ${PNPM_VERSION} could not be installed: run "npm i -g pnpm@12" and retry`,
    );
  }
}

export async function installDependencies() {
  log('installing dependencies (pnpm install --frozen-lockfile)');
  const code = await run('pnpm', ['install', '--frozen-lockfile'], {
    env: { ...process.env, CI: 'true' },
  });
  if (code !== 0) throw new Error('pnpm install failed');
}

/** Chromium's switches for the scripts' browsers, as playwright.config.ts starts the journeys'. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * The journeys' browser: Chromium's headless shell (Debian's chromium-headless-shell, the old
 * headless mode Playwright itself uses by default). A page load costs it a third of the CPU of
 * full Chromium (1.3 s against 3.4 s here), and the journeys check behaviour, not pixels: the
 * visual baselines stay full Chromium's (the story tests).
 */
export function headlessShellPath() {
  return process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
}

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => `${base}/${v}/bin`).find((dir) => existsSync(`${dir}/initdb`));
}

/**
 * The browser tests need Debian's Chromium and its headless shell, the race tests a PostgreSQL
 * server, the video pipeline and its demo lessons ffmpeg. As root they are installed with apt when missing; otherwise we say what to install.
 */
export async function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(chromiumPath())) missing.push('chromium');
  if (!existsSync(headlessShellPath())) missing.push('chromium-headless-shell');
  if (!postgresBinDir()) missing.push('postgresql');
  if (!hasFfmpeg()) missing.push('ffmpeg');
  // fc-list exits 0 whether or not the family exists: its output tells. The visual baselines'
  // system fallbacks (the test cards' monospace) are Liberation's.
  if (!output('fc-list', [':family=Liberation Sans', 'family'])) missing.push('fonts-liberation');
  if (missing.length === 0) return;
  if (!isRoot) {
    throw new Error(
      `missing system packages: ${missing.join(', ')}. Install them (Debian: sudo apt-get install ${missing.join(' ')}) and run again.`,
    );
  }
  await aptInstall(missing);
}

/** The video pipeline's transcoder and prober (ffprobe comes with Debian's ffmpeg package). */
const hasFfmpeg = () => Boolean(output('which', ['ffmpeg', 'ffprobe']));

/**
 * `npm start` needs ffmpeg for the lessons' streams (the demo lessons are made with it at the
 * first start): installed with apt as root; otherwise a warning, and the lessons keep their MP4.
 */
export async function ensureFfmpeg() {
  if (hasFfmpeg()) return;
  if (!isRoot) {
    log('ffmpeg is missing (Debian: sudo apt-get install ffmpeg): lessons stay MP4, uploads fail');
    return;
  }
  await aptInstall(['ffmpeg']);
}

async function aptInstall(missing) {
  log(`installing ${missing.join(', ')} with apt`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0)
    throw new Error('apt-get update failed');
  const code = await run(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
    { env },
  );
  if (code !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
}
