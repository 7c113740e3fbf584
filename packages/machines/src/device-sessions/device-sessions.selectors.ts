import type { DeviceSessionsSnapshot } from './device-sessions.machine';

/** The machine's state, for the view's `data-state`. */
export type DeviceSessionsState =
  | 'loading'
  | 'loadFailed'
  | 'ready'
  | 'ending'
  | 'confirmingOthers'
  | 'endingOthers'
  | 'othersFailed';

/** The list (this device first), what is under way, and the words to say. */
export function selectDeviceSessions(snapshot: DeviceSessionsSnapshot) {
  const state: DeviceSessionsState = snapshot.value;
  const { sessions, endingId, noticeKey, errorKey } = snapshot.context;
  const isLoading = state === 'loading';
  return {
    state,
    isLoading,
    loadErrorKey: state === 'loadFailed' ? ('deviceSessions.loadFailed' as const) : null,
    sessions: [...sessions].sort((a, b) => Number(b.current) - Number(a.current)),
    endingId: state === 'ending' ? endingId : null,
    /** Buttons rest while a call runs: one change at a time. */
    isBusy: state === 'ending' || state === 'endingOthers',
    hasOtherSessions: sessions.some((s) => !s.current),
    isDialogOpen:
      state === 'confirmingOthers' || state === 'endingOthers' || state === 'othersFailed',
    isEndingOthers: state === 'endingOthers',
    dialogErrorKey: state === 'othersFailed' ? ('deviceSessions.othersFailed' as const) : null,
    noticeKey: isLoading ? null : noticeKey,
    errorKey: isLoading ? null : errorKey,
  };
}
