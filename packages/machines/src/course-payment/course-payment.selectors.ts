import { messageForState } from '../state-message';
import type { CoursePaymentSnapshot } from './course-payment.machine';

/** The machine's state, for the view's `data-state`. */
export type CoursePaymentState = 'editing' | 'processing' | 'declined' | 'failure' | 'paid';

/** What the card form shows: the card, its errors, whether it is processing, the outcome. */
export function selectCoursePayment(snapshot: CoursePaymentSnapshot) {
  const { card, errors } = snapshot.context;
  const state: CoursePaymentState = snapshot.value;
  return {
    state,
    card,
    errors,
    isProcessing: state === 'processing' || state === 'paid',
    canEdit: state !== 'processing' && state !== 'paid',
    messageKey: messageForState(state, {
      declined: 'coursePayment.declined' as const,
      failure: 'coursePayment.failure' as const,
      paid: 'coursePayment.paid' as const,
    }),
  };
}
