import type { CartSnapshot } from './cart.machine';
import { type CartItem, cartTotals, sortCartItemsForShop } from './cart.rules';

/** The machine's state, for the views' `data-state`. */
export type CartState = 'ready' | 'checkingStock';

/** What the cart views need: lines newest first, totals in the profile's currency. */
export function selectCart(snapshot: CartSnapshot) {
  const { items, city, isClient } = snapshot.context;
  const totals = cartTotals(items, { city, isClient });
  const state: CartState = snapshot.value;
  return {
    state,
    items: sortCartItemsForShop(items),
    isEmpty: items.length === 0,
    isCheckingStock: snapshot.matches('checkingStock'),
    ...totals,
  };
}

/** What the header and the floating bar show: plain values, so readers can compare them. */
export function selectCartSummary(snapshot: CartSnapshot) {
  const { count, total, currency } = selectCart(snapshot);
  return { count, total, currency };
}

/** The add button of one product: 'added' while its add is processed, 'inCart' afterwards. */
export function selectCartAddButton(snapshot: CartSnapshot, productId: number) {
  const { items, processingIds } = snapshot.context;
  const state: 'added' | 'inCart' | 'idle' = processingIds.includes(productId)
    ? 'added'
    : items.some((item: CartItem) => item.id === productId)
      ? 'inCart'
      : 'idle';
  return { state, labelKey: state === 'added' ? 'cart.added' : 'cart.addToCart' } as const;
}

export function selectCartItem(snapshot: CartSnapshot, productId: number) {
  return snapshot.context.items.find((item) => item.id === productId);
}
