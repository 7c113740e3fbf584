import type { CartEntry } from '@academy/contract/rules';
import { type CartItem, clampQuantity } from './cart.rules';

// Apart from cart.changes.ts (which the cart itself runs, in Home's JavaScript): only the flows
// that send the lines (the server sync, the checkout) use these.

/** The lines as the server takes them (`PUT /cart/`, an order, a quote): product and quantity. */
export function cartEntries(items: readonly CartItem[]): CartEntry[] {
  return items.map(({ id, cnt }) => ({ id, cnt: clampQuantity(cnt) }));
}

/** Whether two lists of lines are the same lines with the same quantities, in the same order. */
export function sameCartEntries(a: readonly CartEntry[], b: readonly CartEntry[]): boolean {
  return (
    a.length === b.length && a.every((line, at) => line.id === b[at]?.id && line.cnt === b[at]?.cnt)
  );
}
