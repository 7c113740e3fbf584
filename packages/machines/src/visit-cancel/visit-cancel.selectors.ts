import type { VisitCancelSnapshot } from './visit-cancel.machine';

/** The machine's state, for the view's `data-state`. */
export type VisitCancelState = 'asking' | 'cancelling' | 'cancelled' | 'invalidLink' | 'failure';

/** Which panel shows: the question (and its button, busy while cancelling), or the outcome. */
export function selectVisitCancel(snapshot: VisitCancelSnapshot) {
  const state: VisitCancelState = snapshot.value;
  return {
    state,
    isAsking: state === 'asking' || state === 'cancelling' || state === 'failure',
    isCancelling: state === 'cancelling',
    buttonLabelKey:
      state === 'cancelling'
        ? ('visitCancel.cancelling' as const)
        : ('visitCancel.confirm' as const),
  };
}
