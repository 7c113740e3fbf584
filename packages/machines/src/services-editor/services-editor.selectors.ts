import type { ServicesEditorSnapshot } from './services-editor.machine';

/** The machine's state, for the view's `data-state`. */
export type ServicesEditorState =
  | 'loading'
  | 'loadFailed'
  | 'ready'
  | 'editing'
  | 'saving'
  | 'confirmingDelete'
  | 'deleting'
  | 'reordering';

/** The list, the edit dialog, the delete confirmation and what was said last. */
export function selectServicesEditor(snapshot: ServicesEditorSnapshot) {
  const state: ServicesEditorState = snapshot.value;
  const { services, editingId, deletingId, draft, fieldErrors, messageKey } = snapshot.context;
  const dialogOpen = state === 'editing' || state === 'saving';
  const deleteOpen = state === 'confirmingDelete' || state === 'deleting';
  return {
    state,
    services,
    isLoading: state === 'loading',
    /** The list may not be reordered or opened while a call changes it. */
    isBusy: state === 'reordering' || state === 'saving' || state === 'deleting',
    dialogOpen,
    isNew: editingId === null,
    draft,
    fieldErrors,
    isSaving: state === 'saving',
    deleteOpen,
    deleting: services.find((service) => service.id === deletingId) ?? null,
    isDeleting: state === 'deleting',
    /** Said in the open dialog; otherwise under the list. */
    dialogMessageKey: dialogOpen || deleteOpen ? messageKey : null,
    listMessageKey: dialogOpen || deleteOpen ? null : messageKey,
    isAlert:
      messageKey === 'servicesEditor.loadFailed' ||
      messageKey === 'servicesEditor.saveFailed' ||
      messageKey === 'servicesEditor.deleteFailed' ||
      messageKey === 'servicesEditor.orderFailed',
  };
}
