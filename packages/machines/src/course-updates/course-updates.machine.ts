import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { type CourseUpdate, msUntilNextUpdatesCheck } from './course-updates.rules';

export interface CourseUpdatesInput {
  /** The stored time (ms since epoch) of the last recorded check, if any. */
  lastCheckedAt: number | null;
  /** The clock; tests pass a fake one. */
  now?: () => number;
  /** Whether the page shown may be covered by the modal (`courseUpdatesMayOpenAt`); default yes. */
  mayOpen?: boolean;
}

export interface CourseUpdatesContext {
  lastCheckedAt: number | null;
  now: () => number;
  updates: CourseUpdate[];
  mayOpen: boolean;
}

export type CourseUpdatesEvent =
  | { type: 'modal.close' }
  | { type: 'coursesPage.visit' }
  /** The user went to another page, which the modal may cover or not. */
  | { type: 'page.change'; mayOpen: boolean };

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
 * notified. Found updates wait (`held`) while the user is on a page the modal may not cover (a
 * dashboard task such as the requests list, a checkout: issue 28), and open on the next page it
 * may (Home, the catalogue, a course).
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
    mayOpen: ({ context }) => context.mayOpen,
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
    mayOpen: input.mayOpen ?? true,
  }),
  initial: 'deciding',
  on: {
    'coursesPage.visit': { target: '.waiting', actions: recordNow },
    'page.change': { actions: assign({ mayOpen: ({ event }) => event.mayOpen }) },
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
            target: 'held',
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
    held: {
      always: { guard: 'mayOpen', target: 'open' },
      // The courses page lists the news itself: they are marked notified without the modal.
      on: { 'coursesPage.visit': { target: 'clearing' } },
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
