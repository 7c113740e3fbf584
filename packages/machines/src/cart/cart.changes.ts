import type { CartEvent } from './cart.machine';
import { type CartItem, clampQuantity } from './cart.rules';

/** One line's change in units: positive for what it gained, negative for what it lost. */
export interface CartLineChange {
  item: CartItem;
  quantity: number;
}

const updated = (items: readonly CartItem[], id: number, cnt: (item: CartItem) => number) =>
  items.map((item) => (item.id === id ? { ...item, cnt: clampQuantity(cnt(item)) } : item));

/**
 * The lines after a person's change: an add, a removal or a new quantity (the machine's guards
 * decide whether it applies); any other event leaves them as they are.
 */
export function cartItemsAfter(items: readonly CartItem[], change: CartEvent): CartItem[] {
  switch (change.type) {
    case 'cart.add':
      return [
        ...items,
        { ...change.product, cnt: clampQuantity(change.cnt ?? 1), userId: change.userId ?? null },
      ];
    case 'cart.remove':
      return items.filter((item) => item.id !== change.id);
    case 'cart.setQuantity':
      return updated(items, change.id, () => change.cnt);
    case 'cart.increment':
      return updated(items, change.id, (item) => item.cnt + 1);
    case 'cart.decrement':
      return updated(items, change.id, (item) => item.cnt - 1);
    default:
      return [...items];
  }
}

/**
 * What changed between two carts, line by line (spec 7.5's `add_to_cart` / `remove_from_cart`):
 * the kept and new lines in their order, then the lines that went.
 */
export function cartLineChanges(
  before: readonly CartItem[],
  after: readonly CartItem[],
): CartLineChange[] {
  const changed = after.flatMap((item) => {
    const quantity = item.cnt - (before.find((old) => old.id === item.id)?.cnt ?? 0);
    return quantity === 0 ? [] : [{ item, quantity }];
  });
  const gone = before
    .filter((old) => !after.some((kept) => kept.id === old.id))
    .map((item) => ({ item, quantity: -item.cnt }));
  return [...changed, ...gone];
}
