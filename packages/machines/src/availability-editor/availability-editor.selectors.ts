import type { AvailabilityEditorSnapshot } from './availability-editor.machine';
import type { AvailabilityEditorMessageKey } from './availability-editor.message-keys';

/** The machine's state, for the view's `data-state`. */
export type AvailabilityEditorState =
  | 'loading'
  | 'loadFailed'
  | 'editing'
  | 'saving'
  | 'saved'
  | 'error';

/** The form: its draft, the fields' errors, whether it can be saved and what the status says. */
export function selectAvailabilityEditor(snapshot: AvailabilityEditorSnapshot) {
  const state: AvailabilityEditorState = snapshot.value;
  const { draft, dirty, fieldErrors, messageKey } = snapshot.context;
  const statusKey: AvailabilityEditorMessageKey | null =
    messageKey ?? (dirty && state === 'editing' ? 'availabilityEditor.unsaved' : null);
  return {
    state,
    draft,
    dirty,
    fieldErrors,
    statusKey,
    /** A failure or a refusal is said as an alert; the others politely. */
    isAlert: state === 'error' || state === 'loadFailed' || Object.keys(fieldErrors).length > 0,
    isLoading: state === 'loading',
    isSaving: state === 'saving',
    canSave: draft !== null && state !== 'saving' && (dirty || state === 'error'),
  };
}
