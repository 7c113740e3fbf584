import { messageForState } from '../state-message';
import type { CourseCheckoutSnapshot } from './course-checkout.machine';

/** The machine's state, for the view's `data-state`. */
export type CourseCheckoutState = 'editing' | 'submitting' | 'failure' | 'done';

/** What the course checkout shows: the form, its errors, whether it is sending, the outcome. */
export function selectCourseCheckout(snapshot: CourseCheckoutSnapshot) {
  const { form, errors } = snapshot.context;
  const state: CourseCheckoutState = snapshot.value;
  const isSubmitting = state === 'submitting' || state === 'done';
  return {
    state,
    form,
    errors,
    isSubmitting,
    messageKey: messageForState(state, { failure: 'courseCheckout.failure' as const }),
  };
}
