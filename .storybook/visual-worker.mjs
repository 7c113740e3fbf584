/**
 * The visual check's PNG work (decode, compare, write), in a worker thread of plain Node: inside
 * Jest's module sandbox pngjs decodes a screenshot 5 to 40 times slower. visual.ts posts
 * `{ id, storyId, actual, update }` and gets back `{ id, outcome, detail }`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const { baselines: BASELINES, diffs: DIFFS, pixelThreshold, maxDiffRatio } = workerData;

/** How many pixels differ beyond the colour tolerance, or the new size as a reason. */
function compare(expected, received, diff) {
  const { width, height } = expected;
  if (received.width !== width || received.height !== height)
    return { reason: `size ${received.width}×${received.height} instead of ${width}×${height}` };
  const changed = pixelmatch(expected.data, received.data, diff?.data ?? null, width, height, {
    threshold: pixelThreshold,
  });
  return { changed, ratio: changed / (width * height) };
}

/** Why a screenshot fails its baseline (a new size, too many changed pixels), or null. */
function difference(expected, received, diff) {
  const { reason, ratio } = compare(expected, received, diff);
  if (reason) return reason;
  if (ratio <= maxDiffRatio) return null;
  const where = diff ? ` in ${changedArea(diff)}` : '';
  return `${(ratio * 100).toFixed(2)} % of pixels differ${where}`;
}

/**
 * The box around the pixels pixelmatch painted red, so a CI log, which keeps no image, says
 * where the change is (x 66–789, y 543–768: the fields' borders).
 */
function changedArea({ data, width }) {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let index = 0; index < data.length; index += 4) {
    if (data[index] !== 255 || data[index + 1] !== 0 || data[index + 2] !== 0) continue;
    const x = (index / 4) % width;
    const y = Math.floor(index / 4 / width);
    [left, top] = [Math.min(left, x), Math.min(top, y)];
    [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
  }
  return `x ${left}–${right}, y ${top}–${bottom}`;
}

/** `same`, `written` (an update), `missing` (no baseline) or `changed` with the reason. */
function check({ storyId, actual, update }) {
  const png = Buffer.from(actual.buffer, actual.byteOffset, actual.byteLength);
  const baselinePath = join(BASELINES, `${storyId}.png`);
  const baseline = existsSync(baselinePath) ? PNG.sync.read(readFileSync(baselinePath)) : null;
  const received = PNG.sync.read(png);

  if (update) {
    // A baseline is rewritten from a third of the failing share, not only when the check would
    // fail: a change under that share (a border token, 0.1–0.3 %) left in the baseline eats the
    // margin the check keeps for noise, and the next bit of noise fails CI. Below it is noise (a
    // video frame: up to 0.06 %), and the baseline stays byte for byte.
    const { reason, ratio } = baseline ? compare(baseline, received) : { reason: 'new' };
    if (!reason && ratio <= maxDiffRatio / 3) return { outcome: 'same' };
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baselinePath, png);
    return { outcome: 'written' };
  }
  if (!baseline) return { outcome: 'missing' };
  const diff = new PNG({ width: baseline.width, height: baseline.height });
  const problem = difference(baseline, received, diff);
  if (!problem) return { outcome: 'same' };
  mkdirSync(DIFFS, { recursive: true });
  writeFileSync(join(DIFFS, `${storyId}.actual.png`), png);
  if (received.width === baseline.width && received.height === baseline.height)
    writeFileSync(join(DIFFS, `${storyId}.diff.png`), PNG.sync.write(diff));
  return { outcome: 'changed', detail: problem };
}

parentPort.on('message', (request) => {
  try {
    parentPort.postMessage({ id: request.id, ...check(request) });
  } catch (error) {
    parentPort.postMessage({ id: request.id, outcome: 'error', detail: String(error?.stack) });
  }
});
