import type { Session } from '@academy/contract';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createTestActor } from '../testing/create-test-actor';
import { deviceSessionsMachine, selectDeviceSessions } from './index';

const session = (id: number, current = false): Session => ({
  id,
  created: '2026-11-20T08:00:00.000Z',
  last_used: '2026-11-28T08:00:00.000Z',
  user_agent: 'Mozilla/5.0',
  current,
});
const list = [session(7), session(3, true), session(5)];

function start({
  load = async () => list,
  end = async () => {},
  endOthers = async () => {},
}: {
  load?: () => Promise<Session[]>;
  end?: (input: { id: number }) => Promise<void>;
  endOthers?: () => Promise<void>;
} = {}) {
  const logError = vi.fn();
  const actor = createTestActor(
    deviceSessionsMachine.provide({
      actions: { logError },
      actors: {
        loadSessions: fromPromise(() => load()),
        endSession: fromPromise<void, { id: number }>(({ input }) => end(input)),
        endOtherSessions: fromPromise(() => endOthers()),
      },
    }),
  ).start();
  return { actor, logError };
}
const view = (actor: ReturnType<typeof start>['actor']) =>
  selectDeviceSessions(actor.getSnapshot());

describe('deviceSessionsMachine', () => {
  it('loads the devices, this one first', async () => {
    const { actor } = start();
    expect(view(actor)).toMatchObject({ state: 'loading', isLoading: true, sessions: [] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor).sessions.map((s) => s.id)).toEqual([3, 7, 5]);
    expect(view(actor).hasOtherSessions).toBe(true);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const { actor, logError } = start({
      load: async () => {
        if (fail) throw new Error('offline');
        return list;
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(view(actor).loadErrorKey).toBe('deviceSessions.loadFailed');
    expect(logError).toHaveBeenCalledOnce();
    fail = false;
    actor.send({ type: 'sessions.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor).sessions).toHaveLength(3);
  });

  it('logs out one other device and takes it off the list; never this one', async () => {
    const ended: number[] = [];
    const { actor } = start({ end: async ({ id }) => void ended.push(id) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.end', id: 3 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'session.end', id: 7 });
    expect(view(actor)).toMatchObject({ state: 'ending', endingId: 7, isBusy: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ended).toEqual([7]);
    expect(view(actor)).toMatchObject({ noticeKey: 'deviceSessions.ended', errorKey: null });
    expect(view(actor).sessions.map((s) => s.id)).toEqual([3, 5]);
  });

  it('keeps the device listed with the error when logging it out fails', async () => {
    const { actor, logError } = start({
      end: async () => {
        throw new Error('offline');
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.end', id: 5 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor)).toMatchObject({ errorKey: 'deviceSessions.endFailed', endingId: null });
    expect(view(actor).sessions).toHaveLength(3);
    expect(logError).toHaveBeenCalledOnce();
  });

  it('asks before logging out every other device; a failure keeps the question to retry', async () => {
    let fail = true;
    const { actor } = start({
      endOthers: async () => {
        if (fail) throw new Error('offline');
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'others.open' });
    expect(view(actor)).toMatchObject({ state: 'confirmingOthers', isDialogOpen: true });
    actor.send({ type: 'others.dismiss' });
    expect(view(actor).isDialogOpen).toBe(false);
    actor.send({ type: 'others.open' });
    actor.send({ type: 'others.confirm' });
    expect(view(actor)).toMatchObject({ isEndingOthers: true, isDialogOpen: true });
    await waitFor(actor, (s) => s.matches('othersFailed'));
    expect(view(actor)).toMatchObject({
      isDialogOpen: true,
      dialogErrorKey: 'deviceSessions.othersFailed',
    });
    fail = false;
    actor.send({ type: 'others.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor)).toMatchObject({
      isDialogOpen: false,
      noticeKey: 'deviceSessions.othersEnded',
      hasOtherSessions: false,
    });
    expect(view(actor).sessions.map((s) => s.id)).toEqual([3]);
    actor.send({ type: 'others.open' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('loads the list again when told the sessions changed, and forgets the last notice', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => (++calls === 1 ? list : [session(3, true)]),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.end', id: 7 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sessions.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor)).toMatchObject({ noticeKey: null, hasOtherSessions: false });
  });
});
