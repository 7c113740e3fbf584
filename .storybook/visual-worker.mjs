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

/** Why a screenshot is not its baseline (a new size, too many changed pixels), or null. */
function difference(expected, received, diff) {
  const { width, height } = expected;
  if (received.width !== width || received.height !== height)
    return `size ${received.width}×${received.height} instead of ${width}×${height}`;
  const changed = pixelmatch(expected.data, received.data, diff?.data ?? null, width, height, {
    threshold: pixelThreshold,
  });
  const ratio = changed / (width * height);
  return ratio > maxDiffRatio ? `${(ratio * 100).toFixed(2)} % of pixels differ` : null;
}

/** `same`, `written` (an update), `missing` (no baseline) or `changed` with the reason. */
function check({ storyId, actual, update }) {
  const png = Buffer.from(actual.buffer, actual.byteOffset, actual.byteLength);
  const baselinePath = join(BASELINES, `${storyId}.png`);
  const baseline = existsSync(baselinePath) ? PNG.sync.read(readFileSync(baselinePath)) : null;
  const received = PNG.sync.read(png);

  if (update) {
    // Only a baseline the check would fail is rewritten: the others stay byte for byte, so an
    // update commits the stories whose look changed, not anti-aliasing noise.
    if (baseline && !difference(baseline, received)) return { outcome: 'same' };
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
