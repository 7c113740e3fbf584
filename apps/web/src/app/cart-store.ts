import type { CartItem } from '@academy/machines';

/** Where the cart's lines are kept between visits (spec 4, Cart). */
const KEY = 'cart';

/** The kept lines; none when storage is missing, refuses access or holds something else. */
export function restoreCart(): CartItem[] {
  try {
    const items = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(items) ? (items as CartItem[]) : [];
  } catch {
    return [];
  }
}

export function storeCart(items: readonly CartItem[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the cart stays in memory for this page.
  }
}
