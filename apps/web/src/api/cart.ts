import type { CartEntry } from '@academy/contract';
import { cartEndpoints } from '@academy/contract/endpoints';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '@academy/contract/rules';
import { call } from './call';

/**
 * The logged-in user's cart kept on the server (designed: `GET`/`PUT /cart/`, Token), so that it
 * follows them to their other devices. Lines only: the product details stay the browser's. Like
 * `api/shop`, only the cart provider loads this module (lazily), never Home.
 */
export const serverCart = {
  /** The lines the server kept, ids descending. */
  get: async (): Promise<CartEntry[]> => (await call(cartEndpoints.get)).items,

  /**
   * Replaces the server's cart with these lines (an empty list empties it); the lines as kept.
   * Cut to what the server takes (at most CART_MAX_LINES lines of at most CART_MAX_QUANTITY),
   * so that a cart the browser let grow is still saved rather than refused.
   */
  put: async (lines: readonly CartEntry[]): Promise<CartEntry[]> => {
    const items = lines
      .slice(0, CART_MAX_LINES)
      .map(({ id, cnt }) => ({ id, cnt: Math.min(cnt, CART_MAX_QUANTITY) }));
    return (await call(cartEndpoints.put, { body: { items }, options: { retry: 0 } })).items;
  },
};
