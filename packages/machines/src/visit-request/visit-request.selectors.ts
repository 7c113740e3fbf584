import type { VisitRequestSnapshot } from './visit-request.machine';
import { hourLabel, isHourTaken, visitHours } from './visit-request.validation';

/** The machine's state, for the view's `data-state`. */
export type VisitRequestState = 'editing' | 'sending' | 'sent' | 'failure';

/**
 * The form's values and errors; the hours of the chosen date, the taken ones unavailable; the
 * button's label; and once sent, which of the two messages shows (request sent, or confirmed).
 */
export function selectVisitRequest(snapshot: VisitRequestSnapshot) {
  const { values, errors, taken, today, status } = snapshot.context;
  const state: VisitRequestState = snapshot.value;
  const isSending = state === 'sending';
  return {
    state,
    values,
    errors,
    today,
    hours: visitHours().map((hour) => ({
      hour,
      label: hourLabel(hour),
      taken: values.date !== '' && isHourTaken(taken, values.date, hour),
    })),
    isSending,
    isSent: state === 'sent',
    isFailure: state === 'failure',
    buttonLabelKey: isSending
      ? ('visitRequest.sending' as const)
      : ('visitRequest.submit' as const),
    sentTitleKey:
      status === 'confirmed'
        ? ('visitRequest.confirmedTitle' as const)
        : ('visitRequest.sentTitle' as const),
    sentTextKey:
      status === 'confirmed'
        ? ('visitRequest.confirmedText' as const)
        : ('visitRequest.sentText' as const),
    /** The e-mail given: the answer says that the confirmation and the cancel link go there. */
    email: values.email.trim(),
  };
}
