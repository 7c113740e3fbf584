import type { Language } from '@academy/contract/languages';
import { shopAccess, shopPricing, shopProductSummary } from '@academy/machines';
import type { SpecialOffer } from '@academy/ui';
import { shop } from '../../api/shop';
import { pathsFor } from '../../app/paths';
import { readSession } from '../../app/session-store';

/**
 * The market's special-offer products for a shop user (spec 2.3: special offers are per market),
 * as Home's offers show them: the price of the user's tier in the market. Loaded apart from Home
 * (with the shop's calls), and only for a user the shop is open to; nothing for anyone else.
 */
export async function shopOffers(language: Language): Promise<SpecialOffer[]> {
  const { profile } = readSession();
  const pricing = profile ? shopPricing(profile) : null;
  if (!pricing || shopAccess({ isLoggedIn: true, ...profile }).locked) return [];
  const products = await shop.products(language, pricing, { specialOffer: true });
  return products.flatMap((product) => {
    const summary = shopProductSummary(product, pricing);
    return summary
      ? [
          {
            kind: 'product' as const,
            product: summary,
            href: pathsFor(language).shopItem(product.id),
          },
        ]
      : [];
  });
}
