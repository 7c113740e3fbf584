import type { AutoConfirmSnapshot } from './auto-confirm.machine';

/** The machine's state, for the view's `data-state`. */
export type AutoConfirmState = 'idle' | 'saving' | 'failure';

/** The switch: on or off, busy while saving, and the message of a failed save. */
export function selectAutoConfirm(snapshot: AutoConfirmSnapshot) {
  const state: AutoConfirmState = snapshot.value;
  return {
    state,
    enabled: snapshot.context.enabled,
    isSaving: state === 'saving',
    errorKey: snapshot.context.errorKey,
  };
}
