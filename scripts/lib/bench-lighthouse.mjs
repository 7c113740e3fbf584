/**
 * Lighthouse (mobile emulation: simulated slow 4G and 4x CPU) on one page, `runs` times, for the
 * web benchmark (scripts/bench-web.mjs): the figures of the run with the median performance score.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';
import { chromiumPath } from './setup.mjs';

/**
 * The median run's figures (scores 0–100, times in ms), the scores of every run, or null when no
 * run could be traced. A run Lighthouse could not trace (a runtime error, its scores 0) is run
 * again, not counted, at most `runs` more times.
 */
export async function lighthouseFigures(name, url, { runs, flags }) {
  const reports = [];
  for (let attempt = 0; reports.length < runs && attempt < runs * 2; attempt++) {
    const report = await lighthouse(name, url, flags);
    if (report.runtimeError) console.log(`  ${name}: run discarded (${report.runtimeError.code})`);
    else reports.push(report);
  }
  if (reports.length === 0) return null;
  const score = (report, category) => Math.round(report.categories[category].score * 100);
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const median = reports[Math.floor(reports.length / 2)];
  const value = (id) => median.audits[id]?.numericValue ?? null;
  return {
    performance: score(median, 'performance'),
    scores: reports.map((report) => score(report, 'performance')),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    seo: score(median, 'seo'),
    accessibility: score(median, 'accessibility'),
  };
}

/** One Lighthouse run, its JSON report. */
async function lighthouse(name, url, flags) {
  const out = join(tmpdir(), `lighthouse-${name}.json`);
  await run('pnpm', [
    'exec',
    'lighthouse',
    url,
    `--chrome-path=${chromiumPath()}`,
    `--chrome-flags=${flags.join(' ')}`,
    '--only-categories=performance,seo,accessibility',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
  ]);
  return JSON.parse(readFileSync(out, 'utf8'));
}
