import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { type CalendarFeedEvent, COPIED_MS, calendarFeedMachine } from './calendar-feed.machine';
import { selectCalendarFeed } from './calendar-feed.selectors';

const OLD = 'http://localhost:8000/api/calendar/AAAA/';
const NEW = 'http://localhost:8000/api/calendar/BBBB/';

function start({ copy = true, regenerate = true } = {}) {
  const copied: string[] = [];
  const logError = vi.fn();
  const actor = createTestActor(
    calendarFeedMachine.provide({
      actions: { logError },
      actors: {
        copyText: fromPromise<void, string>(async ({ input }) => {
          if (!copy) throw new Error('denied');
          copied.push(input);
        }),
        regenerateFeed: fromPromise<{ feed_url: string }>(async () => {
          if (!regenerate) throw new Error('500');
          return { feed_url: NEW };
        }),
      },
    }),
    { input: { feedUrl: OLD } },
  ).start();
  return { actor, copied, logError };
}

type Actor = ReturnType<typeof start>['actor'];
const view = (actor: Actor) => selectCalendarFeed(actor.getSnapshot());

describe('calendarFeedMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('copies the address and says so a moment', async () => {
    const { actor, copied } = start();
    expect(view(actor)).toMatchObject({ state: 'idle', feedUrl: OLD, dialogOpen: false });
    actor.send({ type: 'copy' });
    expect(view(actor).state).toBe('copying');
    await waitFor(actor, (s) => s.matches('copied'));
    expect(copied).toEqual([OLD]);
    expect(view(actor)).toMatchObject({ isCopied: true, messageKey: 'calendarFeed.copied' });
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied'));
    vi.advanceTimersByTime(COPIED_MS - 1);
    expect(view(actor).state).toBe('copied');
    vi.advanceTimersByTime(1);
    expect(view(actor)).toMatchObject({ state: 'idle', messageKey: null });
  });

  it('asks to select the address by hand when the clipboard refuses', async () => {
    const { actor, logError } = start({ copy: false });
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(view(actor).messageKey).toBe('calendarFeed.copyFailed');
    expect(logError).toHaveBeenCalledOnce();
  });

  it('regenerates only once confirmed, then shows the new address', async () => {
    const { actor } = start();
    actor.send({ type: 'regenerate.ask' });
    expect(view(actor)).toMatchObject({ state: 'confirming', dialogOpen: true });
    actor.send({ type: 'regenerate.cancel' });
    expect(view(actor)).toMatchObject({ state: 'idle', feedUrl: OLD });

    actor.send({ type: 'regenerate.ask' });
    actor.send({ type: 'regenerate.confirm' });
    expect(view(actor)).toMatchObject({ isRegenerating: true, dialogOpen: true });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(view(actor)).toMatchObject({
      feedUrl: NEW,
      messageKey: 'calendarFeed.regenerated',
      dialogOpen: false,
    });
  });

  it('keeps the dialog and the old address after a failure: retry or keep it', async () => {
    const { actor, logError } = start({ regenerate: false });
    actor.send({ type: 'regenerate.ask' });
    actor.send({ type: 'regenerate.confirm' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(view(actor)).toMatchObject({
      dialogOpen: true,
      feedUrl: OLD,
      dialogErrorKey: 'calendarFeed.regenerateFailed',
    });
    expect(logError).toHaveBeenCalledOnce();
    actor.send({ type: 'regenerate.confirm' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(logError).toHaveBeenCalledTimes(2);
    actor.send({ type: 'regenerate.cancel' });
    expect(view(actor)).toMatchObject({ state: 'idle', messageKey: null, feedUrl: OLD });
  });

  it('may be asked to regenerate while "Copied" shows', async () => {
    const { actor } = start();
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches('copied'));
    actor.send({ type: 'regenerate.ask' });
    expect(view(actor)).toMatchObject({ state: 'confirming', messageKey: null });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const events = [
      { type: 'copy' },
      { type: 'xstate.done.actor.copyText' },
      { type: 'regenerate.ask' },
      { type: 'regenerate.confirm' },
      { type: 'xstate.error.actor.regenerateFeed', error: new Error('500') },
    ] as unknown as CalendarFeedEvent[];
    const input = { feedUrl: OLD };
    const paths = getShortestPaths(calendarFeedMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pending = {
      copyText: fromPromise<void, string>(() => new Promise(() => {})),
      regenerateFeed: fromPromise<{ feed_url: string }>(() => new Promise(() => {})),
    };
    for (const path of paths) {
      const actor = createTestActor(calendarFeedMachine.provide({ actors: pending }), {
        input,
      }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'confirming',
      'copied',
      'copying',
      'failure',
      'idle',
      'regenerating',
    ]);
  });
});
