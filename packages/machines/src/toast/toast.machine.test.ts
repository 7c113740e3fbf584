import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import {
  TOAST_APPEAR_MS,
  TOAST_FADE_AT_MS,
  TOAST_HIDE_AT_MS,
  TOAST_MANUAL_HIDE_MS,
} from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import { type ToastEvent, toastMachine } from './toast.machine';
import { selectToast } from './toast.selectors';

function showToast() {
  const actor = createTestActor(toastMachine).start();
  actor.send({ type: 'toast.show', message: 'Saved' });
  return actor;
}

describe('toastMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts hidden and appears with its message on show', () => {
    const actor = createTestActor(toastMachine).start();
    expect(selectToast(actor.getSnapshot()).isRendered).toBe(false);

    actor.send({ type: 'toast.show', message: 'Saved' });

    expect(selectToast(actor.getSnapshot())).toMatchObject({
      state: 'appearing',
      message: 'Saved',
    });
  });

  it('is visible exactly 300 ms after the show', () => {
    const actor = showToast();
    vi.advanceTimersByTime(TOAST_APPEAR_MS - 1);
    expect(actor.getSnapshot().value).toBe('appearing');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('fades exactly 2500 ms after the show', () => {
    const actor = showToast();
    vi.advanceTimersByTime(TOAST_FADE_AT_MS - 1);
    expect(actor.getSnapshot().value).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('fading');
  });

  it('is hidden exactly 3000 ms after the show', () => {
    const actor = showToast();
    vi.advanceTimersByTime(TOAST_HIDE_AT_MS - 1);
    expect(actor.getSnapshot().value).toBe('fading');
    vi.advanceTimersByTime(1);
    expect(selectToast(actor.getSnapshot())).toMatchObject({ state: 'hidden', message: null });
  });

  for (const at of [0, TOAST_APPEAR_MS, TOAST_FADE_AT_MS]) {
    it(`hides exactly 1000 ms after a manual close at ${at} ms`, () => {
      const actor = showToast();
      vi.advanceTimersByTime(at);
      actor.send({ type: 'toast.close' });
      expect(actor.getSnapshot().value).toBe('closing');

      vi.advanceTimersByTime(TOAST_MANUAL_HIDE_MS - 1);
      expect(actor.getSnapshot().value).toBe('closing');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('hidden');
    });
  }

  it('restarts its timings when shown again', () => {
    const actor = showToast();
    vi.advanceTimersByTime(TOAST_FADE_AT_MS - 100);
    actor.send({ type: 'toast.show', message: 'Again' });
    expect(selectToast(actor.getSnapshot())).toMatchObject({
      state: 'appearing',
      message: 'Again',
    });

    vi.advanceTimersByTime(TOAST_HIDE_AT_MS - 1);
    expect(actor.getSnapshot().value).toBe('fading');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('restarts when shown again while closing', () => {
    const actor = showToast();
    actor.send({ type: 'toast.close' });
    actor.send({ type: 'toast.show', message: 'Again' });
    vi.advanceTimersByTime(TOAST_MANUAL_HIDE_MS);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('reaches every state by the shortest paths of its model', () => {
    const internal = (event: { type: string }) => event as unknown as ToastEvent;
    const events: ToastEvent[] = [
      { type: 'toast.show', message: 'Saved' },
      { type: 'toast.close' },
      internal({ type: 'xstate.after.appearDelay.toast.appearing' }),
      internal({ type: 'xstate.after.fadeOutDelay.toast.visible' }),
      internal({ type: 'xstate.after.hideDelay.toast.fading' }),
      internal({ type: 'xstate.after.closeDelay.toast.closing' }),
    ];
    const reached = new Set<string>();
    for (const path of getShortestPaths(toastMachine, { events })) {
      const actor = createTestActor(toastMachine).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      for (const state of activeStatePaths(path.state.value)) reached.add(state);
      actor.stop();
    }
    expect([...reached].sort()).toEqual(allStatePaths(toastMachine).sort());
  });
});
