import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { type CourseStartEvent, courseStartMachine } from './course-start.machine';
import { selectCourseStart } from './course-start.selectors';

function start(answer: () => Promise<number>) {
  const startCourse = vi.fn(answer);
  const openCourse = vi.fn();
  const logError = vi.fn();
  const actor = createTestActor(
    courseStartMachine.provide({
      actions: { openCourse: (_, params) => openCourse(params), logError },
      actors: { startCourse: fromPromise(() => startCourse()) },
    }),
  ).start();
  return { actor, startCourse, openCourse, logError };
}

describe('courseStartMachine', () => {
  it('waits for the press', () => {
    const { actor, startCourse } = start(async () => 203);
    expect(selectCourseStart(actor.getSnapshot())).toEqual({
      state: 'idle',
      isStarting: false,
      buttonLabelKey: 'courseStart.start',
      errorKey: null,
    });
    expect(startCourse).not.toHaveBeenCalled();
  });

  it('starts the course, busy meanwhile, then opens its player', async () => {
    const { actor, startCourse, openCourse } = start(async () => 203);

    actor.send({ type: 'course.start' });
    expect(selectCourseStart(actor.getSnapshot())).toMatchObject({
      state: 'starting',
      isStarting: true,
      buttonLabelKey: 'courseStart.starting',
    });
    // A second press while it starts asks nothing more.
    actor.send({ type: 'course.start' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(startCourse).toHaveBeenCalledOnce();
    expect(openCourse).toHaveBeenCalledExactlyOnceWith({ accessId: 203 });
    expect(selectCourseStart(actor.getSnapshot())).toMatchObject({
      state: 'done',
      isStarting: true,
    });
  });

  it('shows the failure, and the same press tries again', async () => {
    let fail = true;
    const { actor, startCourse, openCourse, logError } = start(async () => {
      if (fail) throw new Error('500');
      return 203;
    });

    actor.send({ type: 'course.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(selectCourseStart(actor.getSnapshot())).toEqual({
      state: 'failure',
      isStarting: false,
      buttonLabelKey: 'courseStart.start',
      errorKey: 'courseStart.failed',
    });
    expect(logError).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
      error: new Error('500'),
    });
    expect(openCourse).not.toHaveBeenCalled();

    fail = false;
    actor.send({ type: 'course.start' });
    expect(selectCourseStart(actor.getSnapshot()).errorKey).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(startCourse).toHaveBeenCalledTimes(2);
    expect(openCourse).toHaveBeenCalledExactlyOnceWith({ accessId: 203 });
  });

  it('fails loudly when the app did not provide the start', async () => {
    const actor = createTestActor(courseStartMachine).start();
    actor.send({ type: 'course.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(actor.getSnapshot().context.errorKey).toBe('courseStart.failed');
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const events = [
      { type: 'course.start' },
      { type: 'xstate.done.actor.startCourse', output: 203 },
      { type: 'xstate.error.actor.startCourse', error: new Error('500') },
    ] as unknown as CourseStartEvent[];
    const paths = getShortestPaths(courseStartMachine, {
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pending = fromPromise<number>(() => new Promise(() => {}));

    for (const path of paths) {
      const actor = createTestActor(
        courseStartMachine.provide({ actors: { startCourse: pending } }),
      ).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'done',
      'failure',
      'idle',
      'starting',
    ]);
  });
});
