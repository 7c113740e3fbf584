import type { Language } from '@academy/contract/languages';
import type { CartEntry } from '@academy/contract/rules';
import { type CartItem, type SessionData, shopPricing } from '@academy/machines';
import { shop, toCartProduct } from '../api/shop';

/** Above this many lines to complete, the catalogue is asked once instead of each product. */
const DETAIL_CALLS_MAX = 4;

/**
 * Cart items for lines of the server's cart the browser does not have: each product's details
 * (spec 3, Cart item) in the user's market and tier, asked one by one, or as the catalogue when
 * there are many; a product the user can no longer get is left out. Loaded only when such lines
 * exist, with the shop's rules.
 */
export async function cartItemsOf(
  lines: readonly CartEntry[],
  language: Language,
  profile: SessionData['profile'] | null | undefined,
): Promise<CartItem[]> {
  const catalogue = profile ? shopPricing(profile) : null;
  if (catalogue === null || lines.length === 0) return [];
  const products =
    lines.length > DETAIL_CALLS_MAX
      ? await shop.products(language, catalogue)
      : (await Promise.all(lines.map((line) => shop.product(language, line.id, catalogue)))).filter(
          (product) => product !== null,
        );
  return lines.flatMap((line) => {
    const product = products.find((candidate) => candidate.id === line.id);
    return product ? [{ ...toCartProduct(product), cnt: line.cnt }] : [];
  });
}
