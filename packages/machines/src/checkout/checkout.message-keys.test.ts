import { describe, expectTypeOf, it } from 'vitest';
import type { CheckoutMessageKey } from './checkout.message-keys';
import type { selectCheckout } from './checkout.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('checkout message keys', () => {
  it('every key the checkout can emit is in its list', () => {
    type Checkout = ReturnType<typeof selectCheckout>;
    expectTypeOf<NonNullable<Checkout['messageKey']>>().toExtend<CheckoutMessageKey>();
    expectTypeOf<
      NonNullable<Checkout['noteKey'] | Checkout['retryKey'] | Checkout['quoteMessageKey']>
    >().toExtend<CheckoutMessageKey>();
    expectTypeOf<
      NonNullable<
        Checkout['freeDeliveryKey'] | NonNullable<Checkout['totals']>['delivery']['labelKey']
      >
    >().toExtend<CheckoutMessageKey>();
    expectTypeOf<
      (
        | Checkout['deliveryTypes']
        | Checkout['paymentTypes']
        | Checkout['customerTypes']
      )[number]['labelKey']
    >().toExtend<CheckoutMessageKey>();
  });
});
