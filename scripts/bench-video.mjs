#!/usr/bin/env node
/**
 * Video start benchmark (a script, not a test; issue 25): how long a lesson takes to show its
 * first frame on a phone's network, and which rendition it starts on. Serves the built product
 * as `npm start` does on a fresh database (its demo lessons are HLS made by the pipeline), opens
 * the demo student's first lesson with Lighthouse's mobile network (150 ms RTT, 1.6 Mbps down,
 * 750 kbps up, applied by Chromium's DevTools protocol), presses play and reports
 *  - the time from play to the first frame (requestVideoFrameCallback) and the frame's height,
 *  - a reference on the same network in the same run: the time to fetch what the first frame
 *    needs at the least (the master playlist, the lowest rendition's playlist and first
 *    segment), and the ratio of the two, which the machine's load changes far less than either,
 *  - the median of N runs (default 5) and the machine's load average before and after.
 *   node scripts/bench-video.mjs [--no-build] [--runs=N]
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { startBenchServer } from './lib/bench-server.mjs';
import { run } from './lib/run.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './lib/setup.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
/** Lighthouse's mobile profile as DevTools throttling applies it (its constants). */
const PHONE_NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

if (!process.argv.includes('--no-build') && (await run('pnpm', ['run', 'build'])) !== 0)
  process.exit(1);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadBefore = load();

const { origin, apiGet, demoSession, stop } = await startBenchServer();
try {
  const session = await demoSession();
  const [access] = await apiGet('/ro/courses/access_list/', session.token);
  const player = await apiGet(`/ro/courses/access_list/${access.id}/`, session.token);
  const lesson = player.course.courses_video[0];
  if (!lesson?.hls) throw new Error(`the demo lesson is not HLS (status ${lesson?.status})`);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', ...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
  const results = [];
  for (let index = 0; index < runs; index++) {
    results.push(await measure(browser, session, `/ro/course-inner/${access.id}`, lesson.hls));
    const last = results.at(-1);
    console.log(
      `run ${index + 1}: first frame ${last.firstFrame} ms at ${last.height}p | reference ${last.reference} ms | ratio ${(last.firstFrame / last.reference).toFixed(2)}`,
    );
  }
  await browser.close();
  const firstFrame = median(results.map((r) => r.firstFrame));
  const reference = median(results.map((r) => r.reference));
  const heights = [...new Set(results.map((r) => `${r.height}p`))].join(', ');
  console.log(
    `\nLesson start on a phone network (median of ${runs}): first frame ${firstFrame} ms, started at ${heights}; ` +
      `reference ${reference} ms; ratio ${median(results.map((r) => r.firstFrame / r.reference)).toFixed(2)}` +
      `\nload average before: ${loadBefore}; after: ${load()}`,
  );
} finally {
  stop();
}

/** One cold visit of the player on the phone network: play to first frame, then the reference. */
async function measure(browser, session, path, hls) {
  const context = await browser.newContext();
  await context.addInitScript(
    (value) => sessionStorage.setItem('session', value),
    JSON.stringify(session),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await page.goto(`${origin}${path}`);
  const video = page.locator('video');
  await video.waitFor({ state: 'attached', timeout: 120_000 });
  const { firstFrame, height } = await video.evaluate(async (element) => {
    element.muted = true;
    const started = performance.now();
    await element.play();
    return new Promise((done) =>
      element.requestVideoFrameCallback(() =>
        done({ firstFrame: Math.round(performance.now() - started), height: element.videoHeight }),
      ),
    );
  });
  const reference = await page.evaluate(async (master) => {
    const started = performance.now();
    const text = async (url) => (await fetch(url, { cache: 'no-store' })).text();
    const uris = (playlist) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));
    const masterUrl = new URL(master, location.href);
    // The rendition of the lowest BANDWIDTH: each EXT-X-STREAM-INF line names the URI after it.
    const lines = (await text(masterUrl)).split('\n');
    const streams = lines.flatMap((line, at) =>
      line.startsWith('#EXT-X-STREAM-INF')
        ? [{ bandwidth: Number(/BANDWIDTH=(\d+)/.exec(line)?.[1]), uri: lines[at + 1] }]
        : [],
    );
    streams.sort((a, b) => a.bandwidth - b.bandwidth);
    const lowest = new URL(streams[0].uri, masterUrl);
    const segment = new URL(uris(await text(lowest))[0], lowest);
    await (await fetch(segment, { cache: 'no-store' })).arrayBuffer();
    return Math.round(performance.now() - started);
  }, hls);
  await context.close();
  return { firstFrame, height, reference };
}
