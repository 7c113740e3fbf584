import {
  IN_STOCK_FIELDS,
  type Market,
  PRICE_FIELDS,
  PROFESSION_FLAGS,
  type PriceTier,
  type ShopProfession,
  shopMarketOf,
} from '@academy/contract';
import { isShopClient } from '@academy/contract/shop-client';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { AuthUser } from '../auth/auth.service';

export type { PriceTier };

export interface ShopAccess {
  market: Market;
  tier: PriceTier;
  /** Only products for this audience (spec 5, specialist product filter). */
  audience: ShopProfession | null;
}

export const NOT_IN_REGION = 'not available in your region';

/**
 * The shop gate of spec 5/6, on the server: a supported country (the profile city) and, for the
 * professional catalogue, the type cosmetology or doctor. Other users reach only the client
 * catalogue (`is_active_for_client_*`), where products without a client price are hidden.
 */
export function shopAccess(user: AuthUser, wantsClientTier: boolean): ShopAccess {
  const market = shopMarketOf(user.profile?.city);
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

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** The table's key of a product field named by the contract: `client_price_ro` → `clientPriceRo`. */
export function productKey<F extends string>(field: F): Camel<F> {
  return field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as Camel<F>;
}

/** The price column of a tier in a market (contract `PRICE_FIELDS`). */
export const priceColumn = (tier: PriceTier, market: Market) =>
  products[productKey(PRICE_FIELDS[tier][market])];
/** The "can buy it here" column of a tier in a market (contract `IN_STOCK_FIELDS`). */
export const inStockColumn = (tier: PriceTier, market: Market) =>
  products[productKey(IN_STOCK_FIELDS[tier][market])];

/** What this user may see of the catalogue, as one SQL condition. */
export function visibleProducts(access: ShopAccess): SQL | undefined {
  const { market, tier, audience } = access;
  return and(
    eq(products.active, true),
    audience ? eq(products[PROFESSION_FLAGS[audience]], true) : undefined,
    eq(inStockColumn(tier, market), true),
    isNotNull(priceColumn(tier, market)),
  );
}
