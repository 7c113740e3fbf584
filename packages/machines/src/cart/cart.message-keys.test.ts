import { describe, expectTypeOf, it } from 'vitest';
import type { CartMessageKey } from './cart.message-keys';
import type { selectCart, selectCartAddButton } from './cart.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('cart message keys', () => {
  it('every key the cart and its add button can emit is in its list', () => {
    expectTypeOf<
      NonNullable<ReturnType<typeof selectCart>['droppedMessageKey']>
    >().toExtend<CartMessageKey>();
    expectTypeOf<ReturnType<typeof selectCartAddButton>['labelKey']>().toExtend<CartMessageKey>();
  });
});
