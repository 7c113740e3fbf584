import { messageForState } from '../state-message';
import type { CheckoutSnapshot } from './checkout.machine';

/** The machine's state, for the view's `data-state`. */
export type CheckoutState = 'editing' | 'submitting' | 'failure' | 'success';

/** What the order page needs: the form, its errors, the company block and the outcome. */
export function selectCheckout(snapshot: CheckoutSnapshot) {
  const { form, errors } = snapshot.context;
  const state: CheckoutState = snapshot.value;
  return {
    state,
    form,
    errors,
    showCompanyFields: form.customerType === 'company',
    isSubmitting: state === 'submitting',
    canSubmit: state === 'editing',
    messageKey: messageForState(state, {
      success: 'checkout.success',
      failure: 'checkout.failure',
    }),
  };
}
