import {
  CART_MAX_QUANTITY,
  DEFAULT_MARKET,
  type Market,
  mergeCartLines,
  type PriceField,
  roundMoney,
  shopMarketOf,
  unitPrice,
} from '@academy/contract/rules';

/** Per-market prices of a product as the shop API returns them (spec 3, Product; spec 9). */
export type CartPrices = Partial<Record<PriceField, number | null>>;

/** The product details a cart line carries (spec 3, Cart item). */
export interface CartProduct extends CartPrices {
  id: number;
  title?: string;
  image_thumbnail?: string | null;
}

/** A cart line: the product, its quantity (`cnt`) and the owner. */
export interface CartItem extends CartProduct {
  cnt: number;
  userId?: number | null;
}

/** Each market's cart currency (spec 9): Romania's RON is labelled LEI in the cart. */
const CART_CURRENCY = { md: 'MDL', ro: 'LEI', ru: 'RUB' } as const satisfies Record<Market, string>;
export type CartCurrency = (typeof CART_CURRENCY)[Market];
const MARKET_OF_CART_CURRENCY = { MDL: 'md', LEI: 'ro', RUB: 'ru' } as const satisfies Record<
  CartCurrency,
  Market
>;

/** A market's cart currency (an order's or quote's `market`); Russia's for any other value. */
export function cartCurrencyOfMarket(market: string | null | undefined): CartCurrency {
  return Object.hasOwn(CART_CURRENCY, market ?? '')
    ? CART_CURRENCY[market as Market]
    : CART_CURRENCY[DEFAULT_MARKET];
}

/** Profile city (it holds the country name) → cart currency; Russia's is the default (spec 9). */
export function cartCurrencyForCity(city: string | null | undefined): CartCurrency {
  return CART_CURRENCY[shopMarketOf(city) ?? DEFAULT_MARKET];
}

/** The unit price of a product in a currency; clients get the client price set. */
export function cartUnitPrice(product: CartPrices, currency: CartCurrency, isClient: boolean) {
  return unitPrice(
    product,
    MARKET_OF_CART_CURRENCY[currency],
    isClient ? 'client' : 'professional',
  );
}

/** Money rounded to one decimal (spec 9), as the server rounds order totals. */
export const roundToTenth = roundMoney;

/**
 * Quantity is a whole number of at least 1 (spec 5, Quantity), and at most the CART_MAX_QUANTITY
 * the server takes for one line.
 */
export function clampQuantity(cnt: number): number {
  return Number.isFinite(cnt) ? Math.min(CART_MAX_QUANTITY, Math.max(1, Math.floor(cnt))) : 1;
}

export interface CartTotals {
  /** The currency of the profile's market and the total in it. */
  currency: CartCurrency;
  total: number;
  /** The three currency variants the cart keeps (spec 3, Cart item). */
  byCurrency: Record<CartCurrency, number>;
  /** Units in the cart (sum of quantities). */
  count: number;
}

export function cartTotals(
  items: readonly CartItem[],
  options: { city: string | null | undefined; isClient: boolean },
): CartTotals {
  // Each line rounded, then their sum, as the server totals an order (orders.service.ts).
  const sum = (currency: CartCurrency) =>
    roundToTenth(
      items.reduce(
        (acc, item) =>
          acc + roundToTenth(cartUnitPrice(item, currency, options.isClient) * item.cnt),
        0,
      ),
    );
  const byCurrency = { MDL: sum('MDL'), LEI: sum('LEI'), RUB: sum('RUB') };
  const currency = cartCurrencyForCity(options.city);
  return {
    currency,
    total: byCurrency[currency],
    byCurrency,
    count: items.reduce((acc, item) => acc + item.cnt, 0),
  };
}

/** The shop list shows cart items newest product id first (spec 9, Paging and sizes). */
export function sortCartItemsForShop(items: readonly CartItem[]): CartItem[] {
  return [...items].sort((a, b) => b.id - a.id);
}

/** One line as the cart shows it: the unit price in the cart's currency and the line's total. */
export interface CartLine {
  id: number;
  title: string | null;
  image: string | null;
  cnt: number;
  unitPrice: number;
  lineTotal: number;
}

export function cartLine(item: CartItem, currency: CartCurrency, isClient: boolean): CartLine {
  const price = cartUnitPrice(item, currency, isClient);
  return {
    id: item.id,
    title: item.title ?? null,
    image: item.image_thumbnail ?? null,
    cnt: item.cnt,
    unitPrice: price,
    lineTotal: roundToTenth(price * item.cnt),
  };
}

/** Items that a stock check left active; items not part of the check are kept. */
export function keepActiveCartItems(
  items: readonly CartItem[],
  checkedIds: readonly number[],
  activeIds: readonly number[],
): CartItem[] {
  return items.filter((item) => !checkedIds.includes(item.id) || activeIds.includes(item.id));
}

/** Items of the cart that a stock check reported inactive: the ones it drops. */
export function inactiveCartItems(
  items: readonly CartItem[],
  checkedIds: readonly number[],
  activeIds: readonly number[],
): CartItem[] {
  return items.filter((item) => checkedIds.includes(item.id) && !activeIds.includes(item.id));
}

/**
 * The cart after login (contract `mergeCartLines`): every product of the browser's cart and of
 * the server-kept one, each with the larger quantity, ids descending. A line keeps its product
 * details, the browser's over the server's where both have them.
 */
export function mergeCartItems(
  local: readonly CartItem[],
  server: readonly CartItem[],
): CartItem[] {
  const details = new Map<number, CartItem>();
  for (const item of server) details.set(item.id, item);
  for (const item of local) details.set(item.id, { ...details.get(item.id), ...item });
  return mergeCartLines(local, server).map(({ id, cnt }) => ({
    ...details.get(id),
    id,
    cnt: clampQuantity(cnt),
  }));
}
