import { SHOP_FILTER_PAGE_SIZE } from '@academy/contract/rules';
import type { ShopPricing } from './shop-listing.pricing';
import {
  type ShopCardProduct,
  type ShopProductSummary,
  shopProductSummary,
} from './shop-listing.products';

/**
 * The shop listing and product page (spec 2.7), as pure functions: the listing's state (category,
 * brand, page) lives in the URL, so there is no machine. What the server already decides is not
 * decided again here: `GET /{lang}/shop/product/` gives a user only the products of their
 * profession (spec 5, specialist product filter), only the active ones, and only those with a
 * price of their tier in their market.
 */
export * from './shop-listing.pricing';
export * from './shop-listing.products';

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
