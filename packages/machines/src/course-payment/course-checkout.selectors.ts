import { withPromoError } from '../checkout/checkout.rules';
import { messageForState } from '../state-message';
import type { CourseCheckoutSnapshot } from './course-checkout.machine';

/** The machine's state, for the view's `data-state`. */
export type CourseCheckoutState = 'editing' | 'submitting' | 'failure' | 'done';

/**
 * What the course checkout shows: the form, its errors (a refused promo code at its field), whether
 * it is sending, the outcome, and the price with the code the server accepted.
 */
export function selectCourseCheckout(snapshot: CourseCheckoutSnapshot) {
  const { form, errors, quote, quoteState } = snapshot.context;
  const state: CourseCheckoutState = snapshot.value;
  const isSubmitting = state === 'submitting' || state === 'done';
  const priced = quoteState === 'ready' && quote !== null && quote.discount > 0 ? quote : null;
  return {
    state,
    form,
    errors: withPromoError(errors, quote, quoteState),
    isSubmitting,
    /** The typed code is being priced: the summary's total may change. */
    isPricing: quoteState === 'loading',
    /** With 'checkout.promoBelowMinimum': the price the code asks for. */
    promoMinimum: quote?.promo_minimum ?? null,
    /** The code the server applied, what it takes off and what is left to pay; null: none. */
    promo: priced && {
      code: priced.promo_code,
      discount: priced.discount,
      total: priced.total,
      currency: priced.currency,
    },
    messageKey: messageForState(state, { failure: 'courseCheckout.failure' as const }),
  };
}
