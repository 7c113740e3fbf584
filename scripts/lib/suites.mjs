import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { log, run } from './run.mjs';

export const REPORTS = join(process.cwd(), 'reports');

/**
 * A script suite's results (`{ name, failure? }` each) as the line `<what>: N passed, N failed`
 * and, with a file, the jest-style JSON report that `jsonSuite` reads.
 */
export function reportResults(what, results, jsonFile) {
  const failed = results.filter((r) => r.failure).length;
  const passed = results.length - failed;
  console.log(`${what}: ${passed} passed, ${failed} failed`);
  if (!jsonFile) return;
  mkdirSync(dirname(jsonFile), { recursive: true });
  const testResults = results.map((r) => ({
    name: r.name,
    status: r.failure ? 'failed' : 'passed',
    message: r.failure ?? '',
  }));
  const report = { numPassedTests: passed, numFailedTests: failed, testResults };
  writeFileSync(jsonFile, JSON.stringify(report, null, 2));
}

/** A step without its own test count (typecheck, lint, coverage report) counts as one test. */
export async function step(name, command, args, env = {}) {
  log(name);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

/**
 * A jest or vitest run that writes a JSON report: counts come from the report. A run that
 * crashed before writing one counts as one failure.
 */
export async function jsonSuite(name, command, args, reportFile, env = {}) {
  log(name);
  mkdirSync(REPORTS, { recursive: true });
  rmSync(reportFile, { force: true });
  const code = await run(command, args, { env: { ...process.env, ...env } });
  if (!existsSync(reportFile)) return { name, passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const { passed: reportedPassed, failed: reportedFailed } = countsOf(report);
  const passed = reportedPassed;
  let failed = reportedFailed;
  if (code !== 0 && failed === 0) failed = 1; // e.g. an unhandled error outside any test
  if (passed + failed === 0) failed = 1; // a suite that ran nothing is not a pass
  return { name, passed, failed };
}

/** jest and vitest write numPassedTests/numFailedTests; Playwright writes stats. */
function countsOf(report) {
  if (report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    // A test that passed only on retry is not a pass here.
    return { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0) };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
  };
}

export function vitestSuite(pkg, dir, extraArgs = [], env = {}) {
  const file = join(REPORTS, `vitest-${pkg.replace(/\W+/g, '-')}.json`);
  return jsonSuite(
    `unit tests: ${pkg}`,
    'pnpm',
    [
      '--dir',
      dir,
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      ...extraArgs,
    ],
    file,
    env,
  );
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Serves a folder on 127.0.0.1 while `body` runs. */
export async function withStaticServer(dir, body) {
  const port = await freePort();
  const server = spawn(
    'pnpm',
    ['exec', 'http-server', dir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  try {
    const url = `http://127.0.0.1:${port}`;
    const ready = await run('pnpm', ['exec', 'wait-on', '-t', '60000', `${url}/index.json`]);
    if (ready !== 0) throw new Error(`static server on ${url} did not start`);
    return await body(url);
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  }
}
