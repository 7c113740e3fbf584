import {
  IN_STOCK_FIELDS,
  type Market,
  PRICE_FIELDS,
  PROFESSION_FLAGS,
  type PriceTier,
  type ShopProfession,
} from '@academy/contract';
import { shopGate } from '@academy/contract/rules';
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
/** A client asking for the professional catalogue (the browser asks a client's own one). */
export const PROFESSIONALS_ONLY = 'for cosmetologists and doctors only';

/**
 * The contract's shop gate (`shopGate`: every logged-in user of a shop country, each in their own
 * catalogue) on the server, for the listing, a product, an order and its quote. A professional
 * gets their profession's products at the professional prices, or at the client prices when
 * asked (`wantsClientTier`: spec 7.4's client catalogue); a client only the client catalogue,
 * where products without a client price are hidden. Anyone else: 403 'not available in your
 * region'.
 */
export function shopAccess(user: AuthUser, wantsClientTier: boolean): ShopAccess {
  const gate = shopGate({ isLoggedIn: true, city: user.profile?.city, type: user.profile?.type });
  if (gate.shop === 'locked') throw new HttpError(403, NOT_IN_REGION);
  if (gate.tier === 'client' && !wantsClientTier) throw new HttpError(403, PROFESSIONALS_ONLY);
  return {
    market: gate.market,
    tier: wantsClientTier ? 'client' : gate.tier,
    audience: gate.profession,
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
