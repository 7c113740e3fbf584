import {
  isShopProfession,
  type Market,
  type PriceTier,
  type ShopProfession,
  shopMarketOf,
} from './markets';
import { isShopClient } from './shop-client';

/** Why the shop is closed to someone: the two tooltips of spec 2.2 and 6. */
export const SHOP_LOCK_REASONS = ['registeredOnly', 'notInRegion'] as const;
export type ShopLockReason = (typeof SHOP_LOCK_REASONS)[number];

export type ShopGate =
  | {
      shop: 'open';
      market: Market;
      /** professional: the profession's catalogue; client: the client catalogue (spec 7.4). */
      tier: PriceTier;
      /** The professional's product filter (spec 5); null for a client, who sees every product. */
      profession: ShopProfession | null;
    }
  | { shop: 'locked'; reason: ShopLockReason };

/** The part of a session or an account the gate reads (spec 3: the profile city and type). */
export interface ShopGateInput {
  isLoggedIn: boolean;
  /** The profile city, which holds the country name. */
  city?: string | null;
  /** The profile type: cosmetology, doctor or other. */
  type?: string | null;
}

/**
 * The one shop rule of the header, the listing, the product pages and the server (issue 22):
 * the shop is open to every logged-in user of a shop country (spec 5, 9: the profile city), each
 * in their own catalogue. A cosmetology or doctor profile gets the professional catalogue of its
 * profession; a client ('other', spec 1) gets the client catalogue at the client prices, products
 * without one hidden (spec 3, 5, 7.4, 9). So "the shop lock" of spec 2.2, 5 and 6 locks the
 * professional prices away from clients, not the shop: its two reasons are not logged in and no
 * shop country (any unknown profile type counts as no shop, as spec 6's "otherwise").
 */
export function shopGate(user: ShopGateInput): ShopGate {
  if (!user.isLoggedIn) return { shop: 'locked', reason: 'registeredOnly' };
  const market = shopMarketOf(user.city);
  if (market === null) return { shop: 'locked', reason: 'notInRegion' };
  if (isShopProfession(user.type)) {
    return { shop: 'open', market, tier: 'professional', profession: user.type };
  }
  if (isShopClient(user.type)) return { shop: 'open', market, tier: 'client', profession: null };
  return { shop: 'locked', reason: 'notInRegion' };
}
