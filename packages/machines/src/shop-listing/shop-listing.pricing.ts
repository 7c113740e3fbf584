import type { Product } from '@academy/contract';
import {
  IN_STOCK_FIELDS,
  type Market,
  marketFieldNames,
  PRICE_FIELDS,
  type PriceTier,
  shopGate,
} from '@academy/contract/rules';
import { type CartCurrency, cartCurrencyForCity } from '../cart/cart.rules';

/** Where and at which prices a user shops: the profile city's market, the profile type's tier. */
export interface ShopPricing {
  market: Market;
  tier: PriceTier;
  /** The cart's currency of that market (MDL, LEI, RUB; spec 9), the same as the cart's. */
  currency: CartCurrency;
}

/**
 * The pricing of a logged-in profile (spec 9, Currency and price by country), as the contract's
 * `shopGate` opens the shop to it: the city (it holds the country name) chooses the market, a
 * client (profile type `other`) buys at the client prices. Null where the gate is locked (outside
 * the shop's countries): there is no price to show there.
 */
export function shopPricing(profile: {
  city?: string | null;
  type?: string | null;
}): ShopPricing | null {
  const gate = shopGate({ isLoggedIn: true, city: profile.city, type: profile.type });
  if (gate.shop === 'locked') return null;
  return { market: gate.market, tier: gate.tier, currency: cartCurrencyForCity(profile.city) };
}

/** The old price and discount fields of each tier, named as the contract names a market's fields. */
const OLD_PRICE_FIELDS = {
  professional: marketFieldNames('price_old'),
  client: marketFieldNames('client_price_old'),
} as const satisfies Record<PriceTier, Record<Market, string>>;
const DISCOUNT_FIELDS = {
  professional: marketFieldNames('discount'),
  client: marketFieldNames('client_discount'),
} as const satisfies Record<PriceTier, Record<Market, string>>;

type FieldOf<F extends Record<PriceTier, Record<Market, string>>> = F[PriceTier][Market];

/** The per-market fields of a product (spec 3, Product) that its price is read from. */
export type ProductPriceFields = Partial<
  Pick<
    Product,
    | FieldOf<typeof PRICE_FIELDS>
    | FieldOf<typeof OLD_PRICE_FIELDS>
    | FieldOf<typeof DISCOUNT_FIELDS>
    | FieldOf<typeof IN_STOCK_FIELDS>
    | 'old_price'
  >
>;

/** What a card and the product page show of a product's price. */
export interface ProductPrice {
  /** The price of the user's tier in the user's market. */
  amount: number;
  /** The price before the discount; only when higher than `amount`. */
  oldAmount: number | null;
  /** Discount in percent, for the badge; null without one. */
  discount: number | null;
  /** False: 'Not in stock' instead of the price, and no adding to the cart (spec 2.7). */
  inStock: boolean;
  currency: CartCurrency;
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * A product's price for a user: the tier's fields in the market (a client's are the `client_*`
 * ones). Null when the tier has no price there, a missing or zero price counting as none: such a
 * product is not shown (spec 5: products without a client price are hidden for clients).
 */
export function productPrice(
  product: ProductPriceFields,
  pricing: ShopPricing,
): ProductPrice | null {
  const { market, tier, currency } = pricing;
  const amount = positive(product[PRICE_FIELDS[tier][market]]);
  if (amount === null) return null;
  // Moldova's professional old price is also sent as `old_price` (spec 3, Product).
  const old =
    positive(product[OLD_PRICE_FIELDS[tier][market]]) ??
    (tier === 'professional' && market === 'md' ? positive(product.old_price) : null);
  const oldAmount = old !== null && old > amount ? old : null;
  const discount =
    positive(product[DISCOUNT_FIELDS[tier][market]]) ??
    (oldAmount === null ? null : Math.round((1 - amount / oldAmount) * 100) || null);
  return {
    amount,
    oldAmount,
    discount,
    inStock: product[IN_STOCK_FIELDS[tier][market]] === true,
    currency,
  };
}
