import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Page } from 'playwright';

/**
 * Local visual check: each story (ro, light, 1280 px wide) against a committed baseline in
 * visual/baselines. UPDATE_VISUAL=1 writes new baselines; otherwise a missing baseline, a new size
 * or more than MAX_DIFF_RATIO of changed pixels fails, and the actual and diff images are left in
 * visual/__diff__ to look at.
 */
const ROOT = join(process.cwd(), 'visual');
/**
 * Per-pixel colour tolerance (0..1) and the share of pixels allowed to differ: 0.3 % absorbs the
 * glyph anti-aliasing of text on fractional positions (carousels). A changed token colour can
 * move less than that (darker field borders: 0.1–0.3 %), so an update also rewrites a baseline
 * that is off by a third of that share (visual-worker.mjs), keeping the margin for noise.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.003;

/** Two animation frames of the page: whatever the last frame started has been painted. */
function nextFrames(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Chromium's own PDF viewer (a diploma shown in an `<object>`) is masked: it is the browser's
 * drawing, not the kit's, and its thumbnail highlight comes and goes with its own timing.
 */
const screenshot = (page: Page) =>
  page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('object[type="application/pdf"]')],
  });

/**
 * A screenshot once two in a row, a couple of frames apart, agree: script-driven motion (a
 * carousel settling, which moves every frame) has ended. CSS animations and transitions are
 * finished by the screenshot itself.
 */
async function stableScreenshot(page: Page, first: Buffer): Promise<Buffer> {
  let previous = first;
  for (let attempt = 0; attempt < 10; attempt++) {
    await nextFrames(page);
    const next = await screenshot(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/**
 * Where the page stood when it was drawn, for a failure's message: a CI log keeps no image, and
 * a whole-page change is most often the page scrolled elsewhere (a focused button, a taller page).
 */
const pageState = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const name = focused?.getAttribute('aria-label') || focused?.textContent?.trim().slice(0, 30);
    return `scrolled to ${scrollX},${scrollY} of a ${document.documentElement.scrollWidth}×${document.documentElement.scrollHeight} page, focus on ${focused?.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
  });

type Outcome =
  | { outcome: 'same' | 'written' | 'missing' }
  | { outcome: 'changed' | 'error'; detail: string };

/**
 * The PNG work runs in a worker thread (visual-worker.mjs), outside Jest's module sandbox, where
 * pngjs decodes a screenshot in 0.3–2.6 s instead of 50–75 ms. One worker per test file, closed
 * by `closeVisualWorker` after it (test-runner.ts).
 */
let worker: Worker | null = null;
let lastId = 0;
const pending = new Map<number, (result: Outcome) => void>();

function visualWorker(): Worker {
  if (worker) return worker;
  const configDir = resolve(process.env.STORYBOOK_CONFIG_DIR ?? '.storybook');
  const started = new Worker(join(configDir, 'visual-worker.mjs'), {
    workerData: {
      baselines: join(ROOT, 'baselines'),
      diffs: join(ROOT, '__diff__'),
      pixelThreshold: PIXEL_THRESHOLD,
      maxDiffRatio: MAX_DIFF_RATIO,
    },
  });
  started.on('message', ({ id, ...result }: Outcome & { id: number }) => {
    pending.get(id)?.(result as Outcome);
    pending.delete(id);
  });
  started.on('error', (error) => {
    for (const answer of pending.values()) answer({ outcome: 'error', detail: String(error) });
    pending.clear();
    worker = null;
  });
  // Idle, it must not keep Jest's process alive.
  started.unref();
  worker = started;
  return started;
}

export async function closeVisualWorker() {
  const running = worker;
  worker = null;
  await running?.terminate();
}

/** The worker's verdict on one screenshot. */
function check(storyId: string, actual: Buffer, update: boolean): Promise<Outcome> {
  const id = ++lastId;
  return new Promise<Outcome>((answer) => {
    pending.set(id, answer);
    visualWorker().postMessage({ id, storyId, actual, update });
  });
}

/**
 * The first screenshot is compared at once: one that matches its baseline is a pass whatever
 * moves afterwards, and most stories are still. Only a mismatch (or an update) waits for the
 * story to stop moving and compares that still picture, so a carousel caught mid-slide is not a
 * failure, and a baseline is never written from a frame in motion.
 */
export async function compareWithBaseline(page: Page, storyId: string) {
  const update = process.env.UPDATE_VISUAL === '1';
  const first = await screenshot(page);
  let result = update ? null : await check(storyId, first, false);
  if (!result || result.outcome === 'changed') {
    result = await check(storyId, await stableScreenshot(page, first), update);
  }
  if (result.outcome === 'missing')
    throw new Error(`No visual baseline for ${storyId}: run "pnpm visual:update" and commit it.`);
  if (result.outcome === 'changed')
    throw new Error(
      `Visual change in ${storyId}: ${result.detail} (${await pageState(page)}). See visual/__diff__/.`,
    );
  if (result.outcome === 'error') throw new Error(`Visual check of ${storyId}: ${result.detail}`);
}
