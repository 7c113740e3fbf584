import type { CartContext, CartInput, CartSnapshot } from './cart.machine';
import { type CartItem, cartLine, cartTotals, sortCartItemsForShop } from './cart.rules';
import { cartContextOf } from './cart.start';

/** The machine's state, for the views' `data-state`. */
export type CartState = 'ready' | 'checkingStock';

/**
 * What the cart views need: lines newest first (each with its unit price and total in the
 * profile's currency), the totals, and the lines the last stock check dropped.
 */
export function selectCart(snapshot: CartSnapshot) {
  const { items, city, isClient, droppedItems } = snapshot.context;
  const totals = cartTotals(items, { city, isClient });
  const state: CartState = snapshot.value;
  const sorted = sortCartItemsForShop(items);
  return {
    state,
    items: sorted,
    lines: sorted.map((item) => cartLine(item, totals.currency, isClient)),
    isEmpty: items.length === 0,
    isCheckingStock: snapshot.matches('checkingStock'),
    droppedItems,
    /** The dropped lines' names for the note (a line without a title by its number). */
    droppedTitles: droppedItems.map((item) => item.title ?? `#${item.id}`),
    /** 'Removed because no longer available: {{titles}}', while there are any. */
    droppedMessageKey: droppedItems.length > 0 ? ('cart.droppedItems' as const) : null,
    ...totals,
  };
}

/** What the header and the floating bar show: plain values, so readers can compare them. */
export function selectCartSummary(snapshot: CartSnapshot) {
  return cartSummaryOf(snapshot.context);
}

/**
 * The summary of the cart the machine starts with: what the app's first render draws, before the
 * machine's code has loaded. The machine's tests hold it equal to the first snapshot's.
 */
export function selectCartSummaryAtStart(input: CartInput) {
  return cartSummaryOf(cartContextOf(input));
}

function cartSummaryOf({ items, city, isClient }: CartContext) {
  const { count, total, currency } = cartTotals(items, { city, isClient });
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
