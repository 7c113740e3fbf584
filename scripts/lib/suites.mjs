import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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
  if (code === 0) return { name, passed: 1, failed: 0 };
  return { name, passed: 0, failed: 1, failures: [{ name, message: `exit code ${code}` }] };
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
  if (!existsSync(reportFile)) {
    const failures = [{ name, message: `no report written (exit code ${code})` }];
    return { name, passed: 0, failed: 1, failures };
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const { passed: reportedPassed, failed: reportedFailed } = countsOf(report);
  const passed = reportedPassed;
  let failed = reportedFailed;
  const failures = failuresOf(report);
  // e.g. an unhandled error outside any test
  if (code !== 0 && failed === 0) {
    failed = 1;
    failures.push({ name, message: `exit code ${code} with no failed test` });
  }
  // a suite that ran nothing is not a pass
  if (passed + failed === 0) {
    failed = 1;
    failures.push({ name, message: 'no test ran' });
  }
  return { name, passed, failed, failures };
}

/**
 * The failed tests of a report, `{ name, message }` each, for the summary: CI keeps only the end
 * of the output, so a failure must be named there, not only where its suite printed it.
 * Reads the three shapes written here: reportResults', jest's and vitest's (assertionResults per
 * file), and Playwright's (suites → specs → tests → results).
 */
export function failuresOf(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    if (!file.assertionResults) {
      if (file.status === 'failed') failures.push({ name: file.name, message: file.message });
      continue;
    }
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push({ name: test.fullName ?? test.title, message: test.failureMessages?.[0] });
    // A file that failed outside its tests (an import error, a crashed worker).
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push({ name: file.name, message: file.message });
  }
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error;
        const name = [...path, spec.title].join(' › ');
        failures.push({ name: `[${test.projectName}] ${name}`, message: error?.message });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) failures.push({ name: 'run', message: error.message });
  return failures;
}

/** One failure as one or two short lines: its name, and its message's first line. */
export function describeFailure({ name, message }) {
  const firstLine = stripVTControlCharacters(String(message ?? ''))
    .trim()
    .split('\n')[0];
  const short = firstLine.length > 240 ? `${firstLine.slice(0, 240)}…` : firstLine;
  return short ? `    - ${name}\n      ${short}` : `    - ${name}`;
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
