import type { Language } from '@academy/contract/languages';
import type { CartEntry } from '@academy/contract/rules';
import { type CartItem, type SessionData, shopPricing } from '@academy/machines';
import { serverCart } from '../api/cart';
import { shop, toCartProduct } from '../api/shop';

/** Above this many lines to complete, the catalogue is asked once instead of each product. */
const DETAIL_CALLS_MAX = 4;

/**
 * The cart the server kept for the user, as items the cart machine can join to the browser's
 * (`cart.merge`): a line the browser has goes as it is (the machine keeps the browser's details),
 * another gets its product's details (spec 3, Cart item) in the user's market and tier; a product
 * the user can no longer get is left out. Loaded by the cart provider once a user is logged in,
 * with the shop's calls, never by the entry.
 */
export async function serverCartItems(
  local: readonly CartItem[],
  language: Language,
  profile: SessionData['profile'] | null | undefined,
): Promise<CartItem[]> {
  const lines = await serverCart.get();
  const known = (line: CartEntry) => local.some((item) => item.id === line.id);
  const missing = lines.filter((line) => !known(line));
  const catalogue = profile ? shopPricing(profile) : null;
  if (missing.length === 0 || catalogue === null) return lines.filter(known);
  const products =
    missing.length > DETAIL_CALLS_MAX
      ? await shop.products(language, catalogue)
      : (
          await Promise.all(missing.map((line) => shop.product(language, line.id, catalogue)))
        ).filter((product) => product !== null);
  return lines.flatMap((line) => {
    if (known(line)) return [line];
    const product = products.find((candidate) => candidate.id === line.id);
    return product ? [{ ...toCartProduct(product), cnt: line.cnt }] : [];
  });
}

/** `PUT /cart/` with the cart's lines. */
export const saveServerCart = (lines: CartEntry[]) => serverCart.put(lines);
