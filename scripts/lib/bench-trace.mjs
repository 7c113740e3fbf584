/**
 * One page load under a throttled CPU, measured from a Chromium trace of it (scripts/bench-web.mjs).
 *
 * Why a trace rather than Performance.getMetrics: the metrics' ScriptDuration and TaskDuration are
 * the renderer's running sums with no time window (a navigation that swaps the renderer process
 * resets or splits them) and no tasks, so neither the longest task nor the blocking time can be
 * read from them. The trace holds every task of the page's main thread, and it is read here by
 * Lighthouse's own trace code (tracehouse: the page's renderer and main thread, tasks, their self
 * time by group, top-level tasks): the scripting time means what Lighthouse's main-thread
 * breakdown means by it, and the blocking time is computed as Lighthouse computes its TBT, so the
 * two columns of the report compare. The metrics are kept in the figures as a cross-check.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * Lighthouse's trace categories (its trace gatherer) without the screenshots and the script
 * source rundowns, which only the DevTools viewer uses and which would weigh on the load.
 */
const CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];

/** Lighthouse's mobile screen (a Moto G Power), so that the same part of a page is on screen. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The task groups (Lighthouse's) counted as scripting: what the page's JavaScript costs. */
const SCRIPTING = ['scriptEvaluation', 'scriptParseCompile', 'garbageCollection'];

/**
 * Waits until a loaded page has answered and gone quiet, on its own signals, never a fixed sleep:
 * the app marks `<html data-app-ready>` once its first render has committed (the reference page
 * too), then the main thread's idle callback, twice (the work that render scheduled, and the
 * parts near the screen it started loading).
 */
export async function settled(page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 120_000 });
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(), { timeout: 10_000 })),
    );
  }
}

/**
 * Loads `url` in a fresh browser context (its own empty HTTP and code caches) with the CPU
 * throttled `rate` times by Chromium itself, waits until it has `settled`, and returns the
 * figures of its main thread, in ms.
 */
export async function throttledLoad(browser, url, { rate = 4 } = {}) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Performance.enable');
    const traceEvents = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      for (const event of value) traceEvents.push(event);
    });
    await cdp.send('Tracing.start', {
      categories: CATEGORIES.join(','),
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { timeout: 120_000 });
    await settled(page);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return {
      ...traceFigures({ traceEvents }),
      metrics: { scriptDuration: metric('ScriptDuration'), taskDuration: metric('TaskDuration') },
    };
  } finally {
    await context.close();
  }
}

/** A load's figures from its trace, as Lighthouse reads a trace (times in ms). */
export function traceFigures(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const { timeOrigin, traceEnd } = processed.timestamps;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    traceEnd,
    timeOrigin,
  );
  // Self time by group, so that nested events count once; the work before the navigation
  // started (the blank page the context opens with) is not the page's.
  const groups = {};
  let scriptingCpu = 0;
  for (const task of tasks) {
    if (task.startTime < 0) continue;
    groups[task.group.id] = (groups[task.group.id] ?? 0) + task.selfTime;
    if (SCRIPTING.includes(task.group.id)) scriptingCpu += selfCpuTime(task);
  }
  const topLevel = TraceProcessor.getMainThreadTopLevelEvents(processed);
  // Lighthouse ends its TBT at Time to Interactive, the start of 5 s without a long task; the
  // trace ends after the network's idle time and the settling time instead, which counts a long
  // task that comes later than TTI (none do on these pages) and otherwise gives the same sum.
  const tbt = Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(
    topLevel,
    navigation.timings.firstContentfulPaint,
    processed.timings.traceEnd,
  );
  return {
    scripting: SCRIPTING.reduce((sum, id) => sum + (groups[id] ?? 0), 0),
    scriptingCpu,
    groups,
    longestTask: Math.max(0, ...topLevel.map((task) => task.duration)),
    tbt,
    fcp: navigation.timings.firstContentfulPaint,
    mainThread: topLevel.reduce((sum, task) => sum + task.duration, 0),
  };
}

/**
 * A task's own thread time in ms (its events' `tdur`, or the `tts` of a begin and end pair) less
 * its children's: the time the main thread was on a core. Lighthouse's times are wall times, which
 * grow when other processes hold the cores; the thread time does not, so the two side by side tell
 * a slower page from a busier machine.
 */
function selfCpuTime(task) {
  // A few short events (V8's interrupts, some dispatches) carry no thread time: their wall time.
  const cpu = ({ event, endEvent }) =>
    endEvent
      ? (endEvent.tts ?? endEvent.ts) - (event.tts ?? event.ts)
      : (event.tdur ?? event.dur ?? 0);
  return (cpu(task) - task.children.reduce((sum, child) => sum + cpu(child), 0)) / 1000;
}

/** The median of numbers (the lower middle one of an even count, as Lighthouse's runs pick). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
