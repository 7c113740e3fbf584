import { type ActorRefFrom, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';

export interface CourseStartContext {
  /** The access the start opened: the player's address (`course-inner/{accessId}`). */
  accessId: number | null;
  errorKey: 'courseStart.failed' | null;
}

export type CourseStartEvent = { type: 'course.start' };

/**
 * A free course started from its page (issue 22): one press asks the server for the course
 * (`POST /{lang}/courses/course/{id}/purchase/`, which opens a free course at once, no order, and
 * answers the access of one already owned) and opens its player; no dialog, no checkout. A failed
 * call shows a message, and the same button tries again. Who may start a course for free is the
 * server's rule: a course that is not free gets an order, not an access, and the start fails.
 */
export const courseStartMachine = setup({
  types: {
    context: {} as CourseStartContext,
    events: {} as CourseStartEvent,
  },
  actors: {
    /** Starts the course; answers the access id of its player. */
    startCourse: notProvided<number>('startCourse'),
  },
  actions: {
    /** Opens the course's player. */
    openCourse: (_, _params: { accessId: number }) => {},
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'courseStart',
  context: { accessId: null, errorKey: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'course.start': { target: 'starting' } },
    },
    starting: {
      entry: assign({ errorKey: null }),
      invoke: {
        id: 'startCourse',
        src: 'startCourse',
        onDone: {
          target: 'done',
          actions: assign({ accessId: ({ event }) => event.output }),
        },
        onError: {
          target: 'failure',
          actions: [
            { type: 'logError', params: errorParams },
            assign({ errorKey: 'courseStart.failed' }),
          ],
        },
      },
    },
    failure: {
      on: { 'course.start': { target: 'starting' } },
    },
    done: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.accessId !== null)
          enqueue({ type: 'openCourse', params: { accessId: context.accessId } });
      }),
    },
  },
});

export type CourseStartSnapshot = SnapshotFrom<typeof courseStartMachine>;
export type CourseStartActorRef = ActorRefFrom<typeof courseStartMachine>;
