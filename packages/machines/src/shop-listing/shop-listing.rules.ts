import type { Product } from '@academy/contract';
import {
  IN_STOCK_FIELDS,
  type Market,
  marketFieldNames,
  PRICE_FIELDS,
  type PriceTier,
  SHOP_FILTER_PAGE_SIZE,
  shopGate,
} from '@academy/contract/rules';
import { type CartCurrency, cartCurrencyForCity } from '../cart/cart.rules';

/**
 * The shop listing and product page (spec 2.7), as pure functions: the listing's state (category,
 * brand, page) lives in the URL, so there is no machine. What the server already decides is not
 * decided again here: `GET /{lang}/shop/product/` gives a user only the products of their
 * profession (spec 5, specialist product filter), only the active ones, and only those with a
 * price of their tier in their market.
 */

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

/** The product fields a card reads (spec 3, Product). */
export type ShopCardProduct = Pick<Product, 'id' | 'title' | 'image_thumbnail'> &
  Partial<Pick<Product, 'weight_packaging' | 'brand' | 'category'>> &
  ProductPriceFields;

/** A product as a card shows it: plain values, the price already chosen for the user. */
export interface ShopProductSummary {
  id: number;
  title: string;
  image: string | null;
  /** The packaging (`weight_packaging`: "50 ml"). */
  packaging: string | null;
  brand: string | null;
  /** Null when it is not known (a similar product outside the loaded catalogue). */
  price: ProductPrice | null;
}

/** A product's card values; null when the user has no price for it (it is not shown). */
export function shopProductSummary(
  product: ShopCardProduct,
  pricing: ShopPricing,
): ShopProductSummary | null {
  const price = productPrice(product, pricing);
  if (price === null) return null;
  return {
    id: product.id,
    title: product.title,
    image: product.image_thumbnail || null,
    packaging: product.weight_packaging || null,
    brand: product.brand?.[0]?.name ?? null,
    price,
  };
}

/** One packaging of the product's group (spec 3: `variants_weight_packaging`), a link each. */
export interface ShopProductVariant {
  id: number;
  packaging: string;
  size: string | null;
  /** The product shown. */
  current: boolean;
}

/** The product page's values (spec 2.7): the card's, with images, texts and packagings. */
export interface ShopProductDetail extends ShopProductSummary {
  price: ProductPrice;
  /** The main image first, then the second one; no empty or repeated address. */
  images: string[];
  /** The box size (`size_packaging`). */
  size: string | null;
  shortDescription: string;
  /** HTML from the server (the view sanitizes it). */
  description: string;
  description2: string;
  ingredients: string;
  /** Every packaging of the group, the current one included; one alone is no choice. */
  variants: ShopProductVariant[];
}

/** The product page's values for a user; null when the user has no price for it (not shown). */
export function shopProductDetail(
  product: ShopCardProduct &
    Pick<
      Product,
      | 'image2_thumbnail'
      | 'size_packaging'
      | 'short_description'
      | 'description'
      | 'description2'
      | 'ingredients'
      | 'variants_weight_packaging'
    >,
  pricing: ShopPricing,
): ShopProductDetail | null {
  const summary = shopProductSummary(product, pricing);
  if (summary?.price == null) return null;
  const images = [product.image_thumbnail, product.image2_thumbnail].filter(
    (image, index, all): image is string => Boolean(image) && all.indexOf(image) === index,
  );
  return {
    ...summary,
    price: summary.price,
    images,
    size: product.size_packaging || null,
    shortDescription: product.short_description,
    description: product.description,
    description2: product.description2,
    ingredients: product.ingredients,
    variants: product.variants_weight_packaging.map((variant) => ({
      id: variant.id,
      packaging: variant.weight_packaging,
      size: variant.size_packaging || null,
      current: variant.id === product.id,
    })),
  };
}

/** The listing's state as the URL keeps it: `?category=2&brand=1&page=3`. */
export interface ShopListingQuery {
  category: number | null;
  brand: number | null;
  /** From 1; clamped to the pages there are by `shopListing`. */
  page: number;
}

export const SHOP_LISTING_PARAMS = { category: 'category', brand: 'brand', page: 'page' } as const;

const positiveInt = (value: string | null | undefined): number | null => {
  if (value == null || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/** The listing's state from the URL's query (a `URLSearchParams`); anything odd is left out. */
export function parseShopListingQuery(params: {
  get(name: string): string | null;
}): ShopListingQuery {
  return {
    category: positiveInt(params.get(SHOP_LISTING_PARAMS.category)),
    brand: positiveInt(params.get(SHOP_LISTING_PARAMS.brand)),
    page: positiveInt(params.get(SHOP_LISTING_PARAMS.page)) ?? 1,
  };
}

/**
 * The query of a listing state, for its links; the defaults (no filter, page 1) are left out so
 * that the first page has one address.
 */
export function shopListingSearch(query: Partial<ShopListingQuery>): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.category != null) search[SHOP_LISTING_PARAMS.category] = String(query.category);
  if (query.brand != null) search[SHOP_LISTING_PARAMS.brand] = String(query.brand);
  if (query.page != null && query.page > 1) search[SHOP_LISTING_PARAMS.page] = String(query.page);
  return search;
}

/** Whether a category or a brand narrows the listing (the empty result then offers a reset). */
export function isShopListingFiltered(query: Pick<ShopListingQuery, 'category' | 'brand'>) {
  return query.category !== null || query.brand !== null;
}

/** The products of the chosen category and brand; a filter left out keeps every product. */
export function filterShopProducts<T extends Pick<ShopCardProduct, 'category' | 'brand'>>(
  products: readonly T[],
  filters: Pick<ShopListingQuery, 'category' | 'brand'>,
): T[] {
  return products.filter(
    (product) =>
      (filters.category === null || product.category === filters.category) &&
      (filters.brand === null || (product.brand ?? []).some((b) => b.id === filters.brand)),
  );
}

/** Pages of SHOP_FILTER_PAGE_SIZE (6) cards (spec 2.7); an empty listing still has its page 1. */
export function shopPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SHOP_FILTER_PAGE_SIZE));
}

/** A page that exists: 1 for anything below or odd, the last one for anything past it. */
export function clampShopPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), Math.max(1, pageCount));
}

/** The items of one page (from 1). */
export function shopPageItems<T>(items: readonly T[], page: number): T[] {
  const start = (page - 1) * SHOP_FILTER_PAGE_SIZE;
  return items.slice(start, start + SHOP_FILTER_PAGE_SIZE);
}

export interface ShopListing {
  /** The cards of the page. */
  products: ShopProductSummary[];
  /** The page shown, clamped: when it differs from the URL's, the page may replace the URL. */
  page: number;
  pageCount: number;
  /** Products that match the filters, over all pages. */
  total: number;
  isFiltered: boolean;
}

/**
 * The listing of a URL state: the loaded catalogue (spec 9: all of it, in pages of 10000),
 * filtered by category and brand, priced for the user (products without a price for the user
 * left out), and cut into pages of 6.
 */
export function shopListing(
  catalogue: readonly ShopCardProduct[],
  query: ShopListingQuery,
  pricing: ShopPricing,
): ShopListing {
  const matching = filterShopProducts(catalogue, query).flatMap((product) => {
    const summary = shopProductSummary(product, pricing);
    return summary ? [summary] : [];
  });
  const pageCount = shopPageCount(matching.length);
  const page = clampShopPage(query.page, pageCount);
  return {
    products: shopPageItems(matching, page),
    page,
    pageCount,
    total: matching.length,
    isFiltered: isShopListingFiltered(query),
  };
}

/**
 * The page links to show: all of them up to 7 pages; beyond, seven places at most: the first, the
 * last, the current page with its neighbours (five in a row near either end) and a `gap` for each
 * run left out (a run of one page shows that page instead).
 */
export function shopPaginationItems(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = clampShopPage(page, pageCount);
  const first = current <= 4 ? 1 : current >= pageCount - 3 ? pageCount - 4 : current - 1;
  const last = current <= 4 ? 5 : current >= pageCount - 3 ? pageCount : current + 1;
  const pages = [1, pageCount];
  for (let p = first; p <= last; p++) pages.push(p);
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

/**
 * The product page's similar products (spec 3: `similar_products` with id, title, image): with
 * the catalogue at hand, each as its card (one the user cannot buy is left out); without it, by
 * title and image only.
 */
export function similarShopProducts(
  similar: readonly { id: number; title: string; image: string }[],
  catalogue: readonly ShopCardProduct[] | null,
  pricing: ShopPricing,
): ShopProductSummary[] {
  if (catalogue === null) {
    return similar.map(({ id, title, image }) => ({
      id,
      title,
      image: image || null,
      packaging: null,
      brand: null,
      price: null,
    }));
  }
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  return similar.flatMap(({ id }) => {
    const product = byId.get(id);
    const summary = product ? shopProductSummary(product, pricing) : null;
    return summary ? [summary] : [];
  });
}

/**
 * The similar-products carousel (spec 9, Layout) moves on by itself; the spec gives no delay, so
 * it takes the pace of a card a reader can take in.
 */
export const SIMILAR_PRODUCTS_AUTOPLAY_MS = 5000;
