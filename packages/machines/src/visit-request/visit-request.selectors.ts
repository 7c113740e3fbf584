import { selectSlotPicking } from '../slot-picking';
import type { VisitRequestSnapshot } from './visit-request.machine';

/** The machine's state, for the view's `data-state`. */
export type VisitRequestState =
  | 'loading'
  | 'slotsFailure'
  | 'editing'
  | 'sending'
  | 'sent'
  | 'failure';

/**
 * The services to choose from, the free slots (busy while they load), the form's values and
 * errors, the button's label, what went wrong, and once sent, where the confirmation link went.
 */
export function selectVisitRequest(snapshot: VisitRequestSnapshot) {
  const { values, errors, services, service, picking, notice, failure } = snapshot.context;
  const state: VisitRequestState = snapshot.value;
  const isSending = state === 'sending';
  return {
    state,
    values,
    errors,
    services,
    service,
    slots: selectSlotPicking(picking),
    isLoadingSlots: state === 'loading',
    slotsFailed: state === 'slotsFailure',
    notice,
    isSending,
    isSent: state === 'sent',
    isFailure: state === 'failure',
    failureKey: state === 'failure' ? failure : null,
    buttonLabelKey: isSending
      ? ('visitRequest.sending' as const)
      : ('visitRequest.submit' as const),
    /** The e-mail given: the answer says that the confirmation link went there. */
    email: values.email.trim(),
  };
}
export type VisitRequestView = ReturnType<typeof selectVisitRequest>;
