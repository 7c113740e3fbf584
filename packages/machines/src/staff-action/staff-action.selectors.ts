import type { StaffActionSnapshot } from './staff-action.machine';
import type { StaffActionMessageKey } from './staff-action.message-keys';

/** The machine's state, for the view's `data-state`. */
export type StaffActionState = 'idle' | 'editing' | 'submitting' | 'done' | 'failure';

/**
 * The dialog's props: open from editing to failure, its state (ConfirmActionDialog's `state`), the
 * fields' values, and on failure the error's key; a server's refusal of fields names each field
 * (`fieldErrorKeys`) and keeps its own words in `fieldErrors` for a page that maps them.
 */
export function selectStaffAction(snapshot: StaffActionSnapshot) {
  const state = snapshot.value as StaffActionState;
  const { values, fieldErrors } = snapshot.context;
  const refused = Object.keys(fieldErrors).filter((field) => fieldErrors[field]?.length);
  const errorKey: StaffActionMessageKey | null =
    state !== 'failure'
      ? null
      : refused.length > 0
        ? 'staffAction.checkFields'
        : 'staffAction.failed';
  return {
    state,
    isOpen: state === 'editing' || state === 'submitting' || state === 'failure',
    dialogState:
      state === 'submitting'
        ? ('submitting' as const)
        : state === 'failure'
          ? ('failure' as const)
          : ('idle' as const),
    values,
    fieldErrors,
    fieldErrorKeys: Object.fromEntries(
      refused.map((field): [string, StaffActionMessageKey] => [field, 'staffAction.fieldRefused']),
    ),
    errorKey,
  };
}
