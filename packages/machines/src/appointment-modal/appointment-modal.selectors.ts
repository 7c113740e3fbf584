import type { AppointmentModalSnapshot } from './appointment-modal.machine';
import type { AppointmentRequestSnapshot } from './appointment-request.machine';

/** The machines' states, for the views' `data-state`. */
export type AppointmentModalState = 'closed' | 'editing' | 'saving';
export type AppointmentRequestState = 'idle' | 'confirming' | 'cancelling' | 'cancelled';

/** What the modal needs: open or not, the fields, which are invalid, and the messages. */
export function selectAppointmentModal(snapshot: AppointmentModalSnapshot) {
  const { draft, errors, warningKey, errorKey } = snapshot.context;
  const state: AppointmentModalState = snapshot.value;
  return {
    state,
    open: !snapshot.matches('closed'),
    mode: draft.id === null ? ('add' as const) : ('edit' as const),
    draft,
    errors,
    warningKey,
    errorKey,
    isSaving: snapshot.matches('saving'),
  };
}

/** One request item: its status and which button is busy. */
export function selectAppointmentRequest(snapshot: AppointmentRequestSnapshot) {
  const { status, appointment, errorKey } = snapshot.context;
  const state: AppointmentRequestState = snapshot.value;
  return {
    state,
    status,
    appointment,
    errorKey,
    isBusy: state === 'confirming' || state === 'cancelling',
    isConfirming: state === 'confirming',
    isCancelling: state === 'cancelling',
    canConfirm: snapshot.can({ type: 'request.confirm' }),
    canCancel: snapshot.can({ type: 'request.cancel' }),
  };
}
