import type { Language } from '@academy/contract/languages';
import type { CartEntry } from '@academy/contract/rules';
import type { CartItem, SessionData } from '@academy/machines';
import { serverCart } from '../api/cart';

/**
 * The cart the server kept for the user, as items the cart machine can join to the browser's
 * (`cart.merge`): a line the browser has goes as it is (the machine keeps the browser's details),
 * the others with their product's details (cart-details.ts, loaded only then). Loaded by the cart
 * provider once a user is logged in, never by the entry.
 */
export async function serverCartItems(
  local: readonly CartItem[],
  language: Language,
  profile: SessionData['profile'] | null | undefined,
): Promise<CartItem[]> {
  const lines = await serverCart.get();
  const known = (line: CartEntry) => local.some((item) => item.id === line.id);
  const missing = lines.filter((line) => !known(line));
  const completed = missing.length
    ? await (await import('./cart-details')).cartItemsOf(missing, language, profile)
    : [];
  return lines.flatMap((line) => {
    if (known(line)) return [line];
    const item = completed.find((candidate) => candidate.id === line.id);
    return item ? [item] : [];
  });
}

/** `PUT /cart/` with the cart's lines. */
export const saveServerCart = (lines: CartEntry[]) => serverCart.put(lines);
