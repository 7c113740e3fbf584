import type { Session } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import type { DeviceSessionsMessageKey } from './device-sessions.message-keys';

export interface DeviceSessionsContext {
  sessions: Session[];
  /** The device being logged out. */
  endingId: number | null;
  /** What the last action did ("the device has been logged out"), said once. */
  noticeKey: DeviceSessionsMessageKey | null;
  /** Why logging out one device failed; the list stays as it was. */
  errorKey: DeviceSessionsMessageKey | null;
}

export type DeviceSessionsEvent =
  | { type: 'sessions.retry' }
  /** The sessions changed elsewhere (a password change logs out the other devices). */
  | { type: 'sessions.reload' }
  | { type: 'session.end'; id: number }
  | { type: 'others.open' }
  | { type: 'others.dismiss' }
  | { type: 'others.confirm' };

const cleared = { noticeKey: null, errorKey: null } as const;

/**
 * The dashboard's signed-in devices (issue 23, designed: the spec shows no sessions list): the
 * list, one device logged out at a time (a lost phone), and every other device at once after a
 * question. The current device is never logged out here: that is the menu's Log out.
 */
export const deviceSessionsMachine = setup({
  types: {
    context: {} as DeviceSessionsContext,
    events: {} as DeviceSessionsEvent,
  },
  actors: {
    /** `GET /auth/sessions/`. */
    loadSessions: notProvided<Session[], void>('loadSessions'),
    /** `DELETE /auth/sessions/{id}/`; a session already gone counts as logged out. */
    endSession: notProvided<void, { id: number }>('endSession'),
    /** `POST /auth/sessions/logout-others/`. */
    endOtherSessions: notProvided<void, void>('endOtherSessions'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isOtherSession: ({ context, event }) =>
      event.type === 'session.end' && context.sessions.some((s) => s.id === event.id && !s.current),
    hasOtherSessions: ({ context }) => context.sessions.some((s) => !s.current),
  },
}).createMachine({
  id: 'deviceSessions',
  context: { sessions: [], endingId: null, ...cleared },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSessions',
        onDone: {
          target: 'ready',
          actions: assign({ sessions: ({ event }) => event.output, ...cleared }),
        },
        onError: { target: 'loadFailed', actions: { type: 'logError', params: errorParams } },
      },
    },
    loadFailed: { on: { 'sessions.retry': 'loading', 'sessions.reload': 'loading' } },
    ready: {
      on: {
        'sessions.reload': 'loading',
        'session.end': {
          guard: 'isOtherSession',
          target: 'ending',
          actions: assign({ endingId: ({ event }) => event.id, ...cleared }),
        },
        'others.open': {
          guard: 'hasOtherSessions',
          target: 'confirmingOthers',
          actions: assign(cleared),
        },
      },
    },
    ending: {
      invoke: {
        src: 'endSession',
        input: ({ context }) => ({ id: context.endingId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: assign({
            sessions: ({ context }) => context.sessions.filter((s) => s.id !== context.endingId),
            endingId: null,
            noticeKey: 'deviceSessions.ended',
          }),
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ endingId: null, errorKey: 'deviceSessions.endFailed' }),
            { type: 'logError', params: errorParams },
          ],
        },
      },
    },
    confirmingOthers: { on: { 'others.confirm': 'endingOthers', 'others.dismiss': 'ready' } },
    endingOthers: {
      invoke: {
        src: 'endOtherSessions',
        onDone: {
          target: 'ready',
          actions: assign({
            sessions: ({ context }) => context.sessions.filter((s) => s.current),
            noticeKey: 'deviceSessions.othersEnded',
          }),
        },
        onError: { target: 'othersFailed', actions: { type: 'logError', params: errorParams } },
      },
    },
    othersFailed: { on: { 'others.confirm': 'endingOthers', 'others.dismiss': 'ready' } },
  },
});

export type DeviceSessionsSnapshot = SnapshotFrom<typeof deviceSessionsMachine>;
export type DeviceSessionsActorRef = ActorRefFrom<typeof deviceSessionsMachine>;
