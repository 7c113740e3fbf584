import { messageForState } from '../state-message';
import type { CheckoutSnapshot } from './checkout.machine';
import { CHECKOUT_OPTIONS, checkoutTotals, withPromoError } from './checkout.rules';

/** The machine's state, for the view's `data-state`. */
export type CheckoutState = 'editing' | 'submitting' | 'failure' | 'success';

/**
 * What the order page needs: the form, its errors and choices, the company block, the server's
 * totals (with the free-delivery hint) and their state, and the outcome.
 */
export function selectCheckout(snapshot: CheckoutSnapshot) {
  const { form, errors, quote, quoteState, order } = snapshot.context;
  const state: CheckoutState = snapshot.value;
  const totals = quote ? checkoutTotals(quote) : null;
  return {
    state,
    form,
    // The server's verdict on the typed code shows at its field as soon as it arrives.
    errors: withPromoError(errors, quote, quoteState),
    /** With 'checkout.promoBelowMinimum': the subtotal the code asks for. */
    promoMinimum: quote?.promo_minimum ?? null,
    ...CHECKOUT_OPTIONS,
    showCompanyFields: form.customerType === 'company',
    isSubmitting: state === 'submitting',
    /** The form takes edits and a submit (a failed submit keeps everything for another try). */
    canSubmit: state === 'editing' || state === 'failure',
    messageKey:
      state === 'success' && order?.payment_type === 'card'
        ? ('checkout.toPayment' as const)
        : messageForState(state, {
            success: 'checkout.success',
            failure: 'checkout.failure',
          }),
    /** The note under the success message (an e-mail follows, spec 8). */
    noteKey:
      state === 'success' && order?.payment_type !== 'card'
        ? ('checkout.successNote' as const)
        : null,
    /** The submit button says 'Try again' after a failure. */
    retryKey: state === 'failure' ? ('checkout.retry' as const) : null,
    order,
    quoteState,
    /** The server's totals; kept while new ones load (`isQuoteStale`), null before the first. */
    totals,
    isQuoteStale: quoteState === 'loading' && totals !== null,
    quoteMessageKey: quoteState === 'failed' ? ('checkout.quoteFailed' as const) : null,
    /** 'N to free delivery', shown with `totals.freeDeliveryLeft` as its amount. */
    freeDeliveryKey:
      totals?.freeDeliveryLeft != null ? ('checkout.freeDeliveryLeft' as const) : null,
  };
}
