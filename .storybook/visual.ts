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

/** Why a screenshot is not its baseline (a new size, too many changed pixels), or null. */
function difference(expected: PNG, received: PNG, diff?: PNG): string | null {
  const { width, height } = expected;
  if (received.width !== width || received.height !== height)
    return `size ${received.width}×${received.height} instead of ${width}×${height}`;
  const changed = pixelmatch(expected.data, received.data, diff?.data ?? null, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = changed / (width * height);
  return ratio > MAX_DIFF_RATIO ? `${(ratio * 100).toFixed(2)} % of pixels differ` : null;
}

export async function compareWithBaseline(page: Page, storyId: string) {
  const actual = await stableScreenshot(page);
  const baselinePath = join(BASELINES, `${storyId}.png`);
  const baseline = existsSync(baselinePath) ? PNG.sync.read(readFileSync(baselinePath)) : null;
  const received = PNG.sync.read(actual);

  if (process.env.UPDATE_VISUAL === '1') {
    // Only a baseline the check would fail is rewritten: the others stay byte for byte, so an
    // update commits the stories whose look changed, not anti-aliasing noise.
    if (baseline && !difference(baseline, received)) return;
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  if (!baseline) {
    throw new Error(`No visual baseline for ${storyId}: run "pnpm visual:update" and commit it.`);
  }
  const diff = new PNG({ width: baseline.width, height: baseline.height });
  const problem = difference(baseline, received, diff);
  if (problem) {
    mkdirSync(DIFFS, { recursive: true });
    writeFileSync(join(DIFFS, `${storyId}.actual.png`), actual);
    if (received.width === baseline.width && received.height === baseline.height)
      writeFileSync(join(DIFFS, `${storyId}.diff.png`), PNG.sync.write(diff));
    throw new Error(`Visual change in ${storyId}: ${problem}. See visual/__diff__/.`);
  }
}
