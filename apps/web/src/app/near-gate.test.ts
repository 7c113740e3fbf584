import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nearGate, openPendingParts, partsHydrated } from './near-gate';

/** A drawn part after its hidden marker, in the document. */
function part() {
  const marker = document.createElement('span');
  document.body.append(marker, document.createElement('section'));
  return marker;
}

/** Whether `promise` has settled once the pending promise jobs have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((tick) => setTimeout(tick, 0));
  return done;
}

describe('partsHydrated', () => {
  // No part comes near the screen here: only a navigation or a removal moves them on.
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('waits for a part a navigation opened until it has hydrated', async () => {
    const gate = nearGate();
    const stop = gate.watch(part());
    openPendingParts();
    const hydrated = partsHydrated();
    expect(await settled(hydrated)).toBe(false);
    gate.replay();
    expect(await settled(hydrated)).toBe(true);
    stop();
  });

  it('does not wait for a part that left the page', async () => {
    const stop = nearGate().watch(part());
    const hydrated = partsHydrated();
    expect(await settled(hydrated)).toBe(false);
    stop();
    expect(await settled(hydrated)).toBe(true);
  });

  it('settles at once when no part is watched', async () => {
    expect(await settled(partsHydrated())).toBe(true);
  });
});
