import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright';
import { PNG } from 'pngjs';

/**
 * Local visual check: each story (ro, light, 1280 px wide) against a committed baseline in
 * visual/baselines. UPDATE_VISUAL=1 writes new baselines; otherwise a missing baseline, a new size
 * or more than MAX_DIFF_RATIO of changed pixels fails, and the actual and diff images are left in
 * visual/__diff__ to look at.
 */
const ROOT = join(process.cwd(), 'visual');
const BASELINES = join(ROOT, 'baselines');
const DIFFS = join(ROOT, '__diff__');
/**
 * Per-pixel colour tolerance (0..1) and the share of pixels allowed to differ: 0.3 % absorbs the
 * glyph anti-aliasing of text on fractional positions (carousels), while a changed token colour
 * moves 0.4 % or more of any story's pixels.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.003;

/** A screenshot once two in a row agree: script-driven motion (a carousel settling) has ended. */
async function stableScreenshot(page: Page): Promise<Buffer> {
  let previous = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.waitForTimeout(150);
    const next = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

export async function compareWithBaseline(page: Page, storyId: string) {
  const actual = await stableScreenshot(page);
  const baselinePath = join(BASELINES, `${storyId}.png`);

  if (process.env.UPDATE_VISUAL === '1') {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  if (!existsSync(baselinePath)) {
    throw new Error(`No visual baseline for ${storyId}: run "pnpm visual:update" and commit it.`);
  }

  const expected = PNG.sync.read(readFileSync(baselinePath));
  const received = PNG.sync.read(actual);
  const { width, height } = expected;
  const fail = (message: string, diff?: PNG) => {
    mkdirSync(DIFFS, { recursive: true });
    writeFileSync(join(DIFFS, `${storyId}.actual.png`), actual);
    if (diff) writeFileSync(join(DIFFS, `${storyId}.diff.png`), PNG.sync.write(diff));
    throw new Error(`Visual change in ${storyId}: ${message}. See visual/__diff__/.`);
  };
  if (received.width !== width || received.height !== height) {
    fail(`size ${received.width}×${received.height} instead of ${width}×${height}`);
  }
  const diff = new PNG({ width, height });
  const changed = pixelmatch(expected.data, received.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = changed / (width * height);
  if (ratio > MAX_DIFF_RATIO) fail(`${(ratio * 100).toFixed(2)} % of pixels differ`, diff);
}
