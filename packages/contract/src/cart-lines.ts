/**
 * The cart's lines as the browser keeps them and the server stores them for a logged-in user
 * (spec 3, Cart item: id and cnt; spec 4, Cart; spec 9: cart items sorted by id descending).
 * Free of zod (`@academy/contract/rules`); the schemas of `cart.ts` build on these limits.
 */
export interface CartEntry {
  /** Product id. */
  id: number;
  /** Quantity, at least 1 (spec 5). */
  cnt: number;
}

/** A cart or an order holds at most this many lines. */
export const CART_MAX_LINES = 100;
/** The largest quantity of one line. */
export const CART_MAX_QUANTITY = 1000;

/** Cart lines in the order spec 9 lists cart items: product ids descending. */
export function sortCartLines<L extends CartEntry>(lines: readonly L[]): L[] {
  return [...lines].sort((a, b) => b.id - a.id);
}

/**
 * The cart after login, from the browser's cart and the one the server kept: every product of
 * either (the union by id), each with the larger of its quantities (a product added in both
 * places is not doubled), ids descending. A product twice in one list counts once, with its
 * larger quantity, so `mergeCartLines(lines, [])` also cleans one list.
 */
export function mergeCartLines(
  local: readonly CartEntry[],
  server: readonly CartEntry[],
): CartEntry[] {
  const merged = new Map<number, number>();
  for (const line of [...local, ...server]) {
    merged.set(line.id, Math.max(merged.get(line.id) ?? 0, line.cnt));
  }
  return sortCartLines([...merged].map(([id, cnt]) => ({ id, cnt })));
}
