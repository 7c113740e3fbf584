import { messageForState } from '../state-message';
import type { CoursePaymentSnapshot } from './course-payment.machine';

/** The machine's state, for the view's `data-state`. */
export type CoursePaymentState =
  | 'editing'
  | 'processing'
  | 'declined'
  | 'failure'
  | 'paid'
  | 'redirecting';

/**
 * What the card form shows: the card, its errors, whether it is processing, the outcome; for a
 * hosted page (`hosted`: no card fields), the page the browser is sent to.
 */
export function selectCoursePayment(snapshot: CoursePaymentSnapshot) {
  const { card, errors, hosted, redirectUrl } = snapshot.context;
  // `starting` is left at once: it is never drawn.
  const state = (snapshot.value === 'starting' ? 'editing' : snapshot.value) as CoursePaymentState;
  const busy = state === 'processing' || state === 'paid' || state === 'redirecting';
  return {
    state,
    card,
    errors,
    hosted,
    redirectUrl,
    isProcessing: busy,
    canEdit: !busy,
    messageKey: messageForState(state, {
      declined: 'coursePayment.declined' as const,
      failure: 'coursePayment.failure' as const,
      paid: 'coursePayment.paid' as const,
      redirecting: 'coursePayment.redirecting' as const,
    }),
  };
}
