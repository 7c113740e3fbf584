/**
 * The shop's markets (spec 9, Currency and price by country; spec 5/6, Shop lock), read alike
 * by the browser (shop lock, cart prices) and the server (catalogue, order prices).
 * Free of zod (`@academy/contract/rules`).
 */
export const MARKETS = ['md', 'ro', 'ru'] as const;
export type Market = (typeof MARKETS)[number];

/** The profile city holds a country name; these three open the shop, each in its market. */
export const SHOP_COUNTRIES = {
  Moldova: 'md',
  Romania: 'ro',
  'Russian Federation': 'ru',
} as const satisfies Record<string, Market>;
export type ShopCountry = keyof typeof SHOP_COUNTRIES;

/** Russia's set is also the default one (spec 9): the cart of any other country is in RUB. */
export const DEFAULT_MARKET: Market = 'ru';

/** The market of a shop country; null for any other value. */
export function shopMarketOf(country: string | null | undefined): Market | null {
  return country != null && Object.hasOwn(SHOP_COUNTRIES, country)
    ? SHOP_COUNTRIES[country as ShopCountry]
    : null;
}

/** The professions that see the professional catalogue (spec 5, Shop lock). */
export const SHOP_PROFESSIONS = ['cosmetology', 'doctor'] as const;
export type ShopProfession = (typeof SHOP_PROFESSIONS)[number];

export function isShopProfession(type: string | null | undefined): type is ShopProfession {
  return (SHOP_PROFESSIONS as readonly unknown[]).includes(type);
}

/** The product flag (spec 3, Product) that puts a product in a profession's catalogue (spec 5). */
export const PROFESSION_FLAGS = {
  cosmetology: 'cosmetolog',
  doctor: 'doctor',
} as const satisfies Record<ShopProfession, string>;

/** ISO currency of each market's orders; the cart labels RON as LEI (spec 9). */
export const MARKET_CURRENCY = { md: 'MDL', ro: 'RON', ru: 'RUB' } as const satisfies Record<
  Market,
  string
>;

/** The currencies a specialist may price a consultation in (spec 9, Profile currencies). */
export const PROFILE_CURRENCIES = ['eur', 'usd', 'mdl', 'rub'] as const;
export type ProfileCurrency = (typeof PROFILE_CURRENCIES)[number];

/** professional: the catalogue's prices; client: a specialist's clients' prices (spec 7.4). */
export type PriceTier = 'professional' | 'client';

/**
 * The names of a per-market product field (spec 3, Product): suffixless for Moldova, `_ro` and
 * `_ru` for the others (`price`, `price_ro`, `price_ru`).
 */
export const marketFieldNames = <const N extends string>(name: N) =>
  ({ md: name, ro: `${name}_ro`, ru: `${name}_ru` }) as const satisfies Record<Market, string>;

/** The product field (spec 3, Product) that holds the price of a tier in a market. */
export const PRICE_FIELDS = {
  professional: marketFieldNames('price'),
  client: marketFieldNames('client_price'),
} as const satisfies Record<PriceTier, Record<Market, string>>;
export type PriceField = (typeof PRICE_FIELDS)[PriceTier][Market];
export type ClientPriceField = (typeof PRICE_FIELDS)['client'][Market];

/** The product field that says whether a tier can buy it in a market. */
export const IN_STOCK_FIELDS = {
  professional: { md: 'in_stock_for_md', ro: 'in_stock_for_ro', ru: 'in_stock_for_ru' },
  client: {
    md: 'client_in_stock_for_md',
    ro: 'client_in_stock_for_ro',
    ru: 'client_in_stock_for_ru',
  },
} as const satisfies Record<PriceTier, Record<Market, string>>;

/** A unit price of a tier in a market; a missing price counts as 0. */
export function unitPrice(
  product: Partial<Record<PriceField, number | null>>,
  market: Market,
  tier: PriceTier,
): number {
  return product[PRICE_FIELDS[tier][market]] ?? 0;
}

/** Money totals are rounded to one decimal (spec 9); EPSILON keeps 0.05 from rounding down. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}
