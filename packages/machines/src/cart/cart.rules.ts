/** Per-market prices of a product as the shop API returns them (spec 3, Product; spec 9). */
export interface CartPrices {
  price?: number | null;
  price_ro?: number | null;
  price_ru?: number | null;
  client_price?: number | null;
  client_price_ro?: number | null;
  client_price_ru?: number | null;
}

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

/** Cart currencies (spec 9): Romania's RON is labelled LEI in the cart. */
export type CartCurrency = 'MDL' | 'LEI' | 'RUB';

/** Profile city (it holds the country name) → cart currency (spec 9). */
export function cartCurrencyForCity(city: string | null | undefined): CartCurrency {
  if (city === 'Moldova') return 'MDL';
  if (city === 'Romania') return 'LEI';
  return 'RUB';
}

const PRICE_FIELD = {
  specialist: { MDL: 'price', LEI: 'price_ro', RUB: 'price_ru' },
  client: { MDL: 'client_price', LEI: 'client_price_ro', RUB: 'client_price_ru' },
} as const satisfies Record<string, Record<CartCurrency, keyof CartPrices>>;

/** The unit price of a product in a currency; clients get the client price set. */
export function cartUnitPrice(product: CartPrices, currency: CartCurrency, isClient: boolean) {
  return product[PRICE_FIELD[isClient ? 'client' : 'specialist'][currency]] ?? 0;
}

/** Money rounded to one decimal (spec 9); EPSILON keeps 0.05 steps from rounding down. */
export function roundToTenth(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** Quantity is a whole number of at least 1 (spec 5, Quantity). */
export function clampQuantity(cnt: number): number {
  return Number.isFinite(cnt) ? Math.max(1, Math.floor(cnt)) : 1;
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
  const sum = (currency: CartCurrency) =>
    roundToTenth(
      items.reduce(
        (acc, item) => acc + cartUnitPrice(item, currency, options.isClient) * item.cnt,
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

/** Items that a stock check left active; items not part of the check are kept. */
export function keepActiveCartItems(
  items: readonly CartItem[],
  checkedIds: readonly number[],
  activeIds: readonly number[],
): CartItem[] {
  return items.filter((item) => !checkedIds.includes(item.id) || activeIds.includes(item.id));
}
