import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { type CourseUpdate, msUntilNextUpdatesCheck } from './course-updates.rules';

export interface CourseUpdatesInput {
  /** The stored time (ms since epoch) of the last recorded check, if any. */
  lastCheckedAt: number | null;
  /** The clock; tests pass a fake one. */
  now?: () => number;
}

export interface CourseUpdatesContext {
  lastCheckedAt: number | null;
  now: () => number;
  updates: CourseUpdate[];
}

export type CourseUpdatesEvent = { type: 'modal.close' } | { type: 'coursesPage.visit' };

const recordNow = [
  'stampCheckTime',
  {
    type: 'recordCheckTime',
    params: ({ context }: { context: CourseUpdatesContext }) => ({
      at: context.lastCheckedAt ?? 0,
    }),
  },
] as const;

/**
 * The course-updates modal (spec 4): updates are checked at most once per hour
 * (COURSE_UPDATES_CHECK_INTERVAL_MS); the modal opens when there are some. Closing it, or
 * visiting the courses page, records the time and sends the clear call that marks them
 * notified.
 */
export const courseUpdatesMachine = setup({
  types: {
    input: {} as CourseUpdatesInput,
    context: {} as CourseUpdatesContext,
    events: {} as CourseUpdatesEvent,
  },
  actions: {
    /** Stores the check time (local storage in the app). */
    recordCheckTime: (_, _params: { at: number }) => {},
    stampCheckTime: assign({ lastCheckedAt: ({ context }) => context.now() }),
  },
  actors: {
    /** GET /{lang}/courses/courses-updates/ (spec 7.3). */
    loadUpdates: notProvided<CourseUpdate[]>('loadUpdates'),
    /** GET /{lang}/courses/courses-updates/clear: marks the updates notified. */
    clearUpdates: notProvided<void>('clearUpdates'),
  },
  guards: {
    isCheckDue: ({ context }) =>
      msUntilNextUpdatesCheck(context.lastCheckedAt, context.now()) === 0,
    hasUpdates: ({ event }) =>
      'output' in event && Array.isArray(event.output) && event.output.length > 0,
  },
  delays: {
    // Derived from COURSE_UPDATES_CHECK_INTERVAL_MS and the time of the last check.
    untilNextCheck: ({ context }) => msUntilNextUpdatesCheck(context.lastCheckedAt, context.now()),
  },
}).createMachine({
  id: 'courseUpdates',
  context: ({ input }) => ({
    lastCheckedAt: input.lastCheckedAt,
    now: input.now ?? Date.now,
    updates: [],
  }),
  initial: 'deciding',
  on: {
    'coursesPage.visit': { target: '.waiting', actions: recordNow },
  },
  states: {
    deciding: {
      always: [{ guard: 'isCheckDue', target: 'checking' }, { target: 'waiting' }],
    },
    waiting: {
      after: { untilNextCheck: 'checking' },
    },
    checking: {
      // Counted from the start of the check, so a failing call is not retried within the hour.
      entry: assign({ lastCheckedAt: ({ context }) => context.now() }),
      invoke: {
        id: 'loadUpdates',
        src: 'loadUpdates',
        onDone: [
          {
            guard: 'hasUpdates',
            target: 'open',
            actions: assign({ updates: ({ event }) => event.output }),
          },
          {
            // Nothing to show: recording the time keeps the check to once per hour across visits.
            target: 'waiting',
            actions: {
              type: 'recordCheckTime',
              params: ({ context }) => ({ at: context.lastCheckedAt ?? 0 }),
            },
          },
        ],
        onError: { target: 'waiting' },
      },
    },
    open: {
      on: {
        'modal.close': { target: 'clearing' },
        'coursesPage.visit': { target: 'clearing' },
      },
    },
    clearing: {
      entry: recordNow,
      // A visit meanwhile records the time again and lets the clear call finish.
      on: { 'coursesPage.visit': { actions: recordNow } },
      invoke: {
        id: 'clearUpdates',
        src: 'clearUpdates',
        onDone: { target: 'waiting', actions: assign({ updates: [] }) },
        onError: { target: 'waiting', actions: assign({ updates: [] }) },
      },
    },
  },
});

export type CourseUpdatesSnapshot = SnapshotFrom<typeof courseUpdatesMachine>;
export type CourseUpdatesActorRef = ActorRefFrom<typeof courseUpdatesMachine>;
