import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { COURSE_UPDATES_CHECK_INTERVAL_MS } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import {
  type CourseUpdatesEvent,
  type CourseUpdatesInput,
  courseUpdatesMachine,
} from './course-updates.machine';
import {
  type CourseUpdate,
  courseUpdatesMayOpenAt,
  msUntilNextUpdatesCheck,
} from './course-updates.rules';
import { selectCourseUpdates } from './course-updates.selectors';

const HOUR = COURSE_UPDATES_CHECK_INTERVAL_MS;
const T0 = 1_750_000_000_000;

function start(
  lastCheckedAt: number | null,
  updates: CourseUpdate[] = [{ name: 'Peels' }],
  mayOpen = true,
) {
  let clock = T0;
  const calls = { load: 0, clear: 0 };
  const recordCheckTime = vi.fn();
  const actor = createTestActor(
    courseUpdatesMachine.provide({
      actions: { recordCheckTime },
      actors: {
        loadUpdates: fromPromise<CourseUpdate[]>(async () => {
          calls.load += 1;
          return updates;
        }),
        clearUpdates: fromPromise<void>(async () => {
          calls.clear += 1;
        }),
      },
    }),
    { input: { lastCheckedAt, now: () => clock, mayOpen } },
  ).start();
  /** Moves the fake clock and the fake timers together. */
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  return { actor, calls, recordCheckTime, advance };
}

describe('course updates rules', () => {
  it('allows a check when never checked or an hour has passed', () => {
    expect(msUntilNextUpdatesCheck(null, T0)).toBe(0);
    expect(msUntilNextUpdatesCheck(T0 - HOUR, T0)).toBe(0);
    expect(msUntilNextUpdatesCheck(T0 - HOUR + 1, T0)).toBe(1);
    expect(msUntilNextUpdatesCheck(T0, T0)).toBe(HOUR);
  });

  it('opens over the browsing pages only, never over a task', () => {
    for (const path of ['/ro', '/ru/', '/en/category', '/fr/course/12', '/es/course/12/']) {
      expect(courseUpdatesMayOpenAt(path), path).toBe(true);
    }
    for (const path of [
      '/ro/dashboard/requests-list',
      '/ro/dashboard/courses',
      '/ro/checkout',
      '/ro/login',
      '/ro/admin/home',
      '/ro/course-inner/3',
      '/ro/course/12/extra',
    ]) {
      expect(courseUpdatesMayOpenAt(path), path).toBe(false);
    }
  });
});

describe('courseUpdatesMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at once when never checked, and opens the modal when updates exist', async () => {
    const { actor, calls } = start(null);
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (snapshot) => snapshot.matches('open'));

    expect(calls.load).toBe(1);
    expect(selectCourseUpdates(actor.getSnapshot())).toMatchObject({
      open: true,
      courseNames: ['Peels'],
    });
  });

  it('holds the news over a task page and opens them on the next browsing page', async () => {
    const { actor, calls } = start(null, [{ name: 'Peels' }], false);
    await waitFor(actor, (snapshot) => snapshot.matches('held'));
    expect(selectCourseUpdates(actor.getSnapshot())).toMatchObject({ state: 'held', open: false });

    actor.send({ type: 'page.change', mayOpen: false });
    expect(actor.getSnapshot().value).toBe('held');
    actor.send({ type: 'page.change', mayOpen: true });
    expect(selectCourseUpdates(actor.getSnapshot())).toMatchObject({
      open: true,
      courseNames: ['Peels'],
    });
    // Open, it stays open when the user goes on to a task page.
    actor.send({ type: 'page.change', mayOpen: false });
    expect(actor.getSnapshot().value).toBe('open');
    expect(calls.clear).toBe(0);
  });

  it('marks held news notified when the courses page is visited, without the modal', async () => {
    const { actor, calls, recordCheckTime } = start(null, [{ name: 'Peels' }], false);
    await waitFor(actor, (snapshot) => snapshot.matches('held'));

    actor.send({ type: 'coursesPage.visit' });
    expect(actor.getSnapshot().value).toBe('clearing');
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(calls.clear).toBe(1);
    expect(recordCheckTime).toHaveBeenCalledWith(expect.anything(), { at: T0 });
    actor.send({ type: 'page.change', mayOpen: true });
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('does not check within the hour, and checks at its last millisecond', () => {
    const { actor, calls, advance } = start(T0 - 1000);
    expect(actor.getSnapshot().value).toBe('waiting');

    advance(HOUR - 1000 - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(calls.load).toBe(0);
    advance(1);
    expect(actor.getSnapshot().value).toBe('checking');
  });

  it('records the time and clears the updates when the modal closes', async () => {
    const { actor, calls, recordCheckTime, advance } = start(null);
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    advance(5000);

    actor.send({ type: 'modal.close' });
    expect(selectCourseUpdates(actor.getSnapshot()).open).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));

    expect(recordCheckTime).toHaveBeenCalledWith(expect.anything(), { at: T0 + 5000 });
    expect(calls.clear).toBe(1);
    expect(actor.getSnapshot().context.updates).toEqual([]);
  });

  it('records the time when the courses page is visited, open modal or not', async () => {
    const { actor, calls, recordCheckTime, advance } = start(null);
    await waitFor(actor, (snapshot) => snapshot.matches('open'));

    actor.send({ type: 'coursesPage.visit' });
    expect(recordCheckTime).toHaveBeenLastCalledWith(expect.anything(), { at: T0 });
    actor.send({ type: 'coursesPage.visit' });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(calls.clear).toBe(1);

    advance(60_000);
    actor.send({ type: 'coursesPage.visit' });
    expect(recordCheckTime).toHaveBeenLastCalledWith(expect.anything(), { at: T0 + 60_000 });
    // The visit restarts the hour.
    advance(HOUR - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    advance(1);
    expect(actor.getSnapshot().value).toBe('checking');
  });

  it('stays closed without updates, records the check, checks again an hour later', async () => {
    const { actor, recordCheckTime, advance } = start(null, []);
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(recordCheckTime).toHaveBeenCalledWith(expect.anything(), { at: T0 });

    advance(HOUR - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    advance(1);
    expect(actor.getSnapshot().value).toBe('checking');
  });

  it('waits an hour after a failed check or a failed clear', async () => {
    const actor = createTestActor(
      courseUpdatesMachine.provide({
        actors: {
          loadUpdates: fromPromise<CourseUpdate[]>(async () => {
            throw new Error('500');
          }),
        },
      }),
      { input: { lastCheckedAt: null } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));

    const clearing = createTestActor(
      courseUpdatesMachine.provide({
        actors: {
          loadUpdates: fromPromise<CourseUpdate[]>(async () => [{ name: 'Botox' }]),
          clearUpdates: fromPromise<void>(async () => {
            throw new Error('500');
          }),
        },
      }),
      { input: { lastCheckedAt: null } },
    ).start();
    await waitFor(clearing, (snapshot) => snapshot.matches('open'));
    clearing.send({ type: 'modal.close' });
    await waitFor(clearing, (snapshot) => snapshot.matches('waiting'));
    expect(selectCourseUpdates(clearing.getSnapshot()).open).toBe(false);
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input: CourseUpdatesInput = { lastCheckedAt: null, now: () => T0 };
    const events = [
      { type: 'xstate.done.actor.loadUpdates', output: [{ name: 'Peels' }] },
      { type: 'modal.close' },
      { type: 'xstate.done.actor.clearUpdates' },
    ] as unknown as CourseUpdatesEvent[];
    const paths = getShortestPaths(courseUpdatesMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pendingActors = {
      loadUpdates: fromPromise<CourseUpdate[]>(() => new Promise(() => {})),
      clearUpdates: fromPromise<void>(() => new Promise(() => {})),
    };

    for (const path of paths) {
      const actor = createTestActor(courseUpdatesMachine.provide({ actors: pendingActors }), {
        input,
      }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'checking',
      'clearing',
      'open',
      'waiting',
    ]);
  });
});
