import { type Market, SHOP_COUNTRIES } from '@academy/contract';
import { isShopClient } from '@academy/contract/shop-client';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { AuthUser } from '../auth/auth.service';

/** professional: prices of the catalogue; client: a specialist's clients' prices (spec 7.4). */
export type PriceTier = 'professional' | 'client';

export interface ShopAccess {
  market: Market;
  tier: PriceTier;
  /** Only products for this audience (spec 5, specialist product filter). */
  audience: 'doctor' | 'cosmetology' | null;
}

export const NOT_IN_REGION = 'not available in your region';

/**
 * The shop gate of spec 5/6, on the server: a supported country (the profile city) and, for the
 * professional catalogue, the type cosmetology or doctor. Other users reach only the client
 * catalogue (`is_active_for_client_*`), where products without a client price are hidden.
 */
export function shopAccess(user: AuthUser, wantsClientTier: boolean): ShopAccess {
  const market = user.profile ? SHOP_COUNTRIES[user.profile.city] : undefined;
  if (!market || !user.profile) throw new HttpError(403, NOT_IN_REGION);
  const type = user.profile.type;
  // The same rule as the browser's cart prices: a client is never on the professional tier.
  const professional = !isShopClient(type);
  if (!professional && !wantsClientTier) throw new HttpError(403, NOT_IN_REGION);
  return {
    market,
    tier: professional && !wantsClientTier ? 'professional' : 'client',
    audience: professional ? type : null,
  };
}

const inStock = {
  md: products.inStockForMd,
  ro: products.inStockForRo,
  ru: products.inStockForRu,
} as const;
const clientInStock = {
  md: products.clientInStockForMd,
  ro: products.clientInStockForRo,
  ru: products.clientInStockForRu,
} as const;
export const clientPrice = {
  md: products.clientPrice,
  ro: products.clientPriceRo,
  ru: products.clientPriceRu,
} as const;
export const proPrice = { md: products.price, ro: products.priceRo, ru: products.priceRu } as const;

/** What this user may see of the catalogue, as one SQL condition. */
export function visibleProducts(access: ShopAccess): SQL | undefined {
  const { market, tier, audience } = access;
  return and(
    eq(products.active, true),
    audience === 'doctor' ? eq(products.doctor, true) : undefined,
    audience === 'cosmetology' ? eq(products.cosmetolog, true) : undefined,
    tier === 'professional'
      ? and(eq(inStock[market], true), isNotNull(proPrice[market]))
      : and(eq(clientInStock[market], true), isNotNull(clientPrice[market])),
  );
}

export const marketInStock = inStock;
export const marketClientInStock = clientInStock;
