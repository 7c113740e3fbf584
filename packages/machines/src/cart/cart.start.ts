import type { CartContext, CartInput } from './cart.machine';
import { clampQuantity } from './cart.rules';

/**
 * The cart machine's context at start, from the lines the app restored. A function of its own
 * (the machine's `context`), so that the app's first render can show the cart's count before the
 * machine's code has loaded (`selectCartSummaryAtStart`).
 */
export function cartContextOf(input: CartInput): CartContext {
  return {
    items: (input.items ?? []).map((item) => ({ ...item, cnt: clampQuantity(item.cnt) })),
    droppedItems: [],
    processingIds: [],
    checkingIds: [],
    isLoggedIn: input.isLoggedIn,
    city: input.city ?? null,
    isClient: input.isClient ?? false,
  };
}
