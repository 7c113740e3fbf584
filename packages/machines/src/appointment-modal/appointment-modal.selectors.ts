import type { AppointmentModalSnapshot } from './appointment-modal.machine';
import type { AppointmentRequestSnapshot } from './appointment-request.machine';

/** What the modal needs: open or not, the fields, which are invalid, and the messages. */
export function selectAppointmentModal(snapshot: AppointmentModalSnapshot) {
  const { draft, errors, warningKey, errorKey } = snapshot.context;
  return {
    state: snapshot.value,
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
  return {
    state: snapshot.value,
    status: snapshot.context.status,
    appointment: snapshot.context.appointment,
    isBusy: snapshot.matches('confirming') || snapshot.matches('cancelling'),
    isConfirming: snapshot.matches('confirming'),
    isCancelling: snapshot.matches('cancelling'),
    canConfirm: snapshot.can({ type: 'request.confirm' }),
    canCancel: snapshot.can({ type: 'request.cancel' }),
  };
}
