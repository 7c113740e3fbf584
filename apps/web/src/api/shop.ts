import type {
  cashbackResponseSchema,
  OrderQuoteRequest,
  OrderRequest,
  Product,
  shopCategorySchema,
} from '@academy/contract';
import type { QueryIn } from '@academy/contract/endpoint';
import { ordersEndpoints, shopEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import {
  type Market,
  PRICE_FIELDS,
  type PriceTier,
  SHOP_FETCH_PAGE_SIZE,
} from '@academy/contract/rules';
import type { CartProduct } from '@academy/machines';
import type { z } from 'zod';
import { call, callForOutcome } from './call';
import { content } from './content';
import { idempotent } from './idempotent';

export type { Brand } from './content';
export type ShopCategory = z.infer<typeof shopCategorySchema>;
export type Cashback = z.infer<typeof cashbackResponseSchema>;
export type { Product };

type ProductQuery = QueryIn<typeof shopEndpoints.products>;
type ProductTierQuery = QueryIn<typeof shopEndpoints.product>;

/** Whose catalogue: the user's market and price tier (machines' `shopPricing(profile)` gives both). */
export interface ShopCatalogue {
  market: Market;
  tier: PriceTier;
}

export interface ShopProductFilters {
  category?: number;
  brand?: number;
  /** Only the market's special offers (`is_special_offer` of the market, Home's offers). */
  specialOffer?: boolean;
  /** A specialist's own store (`catherine_store`), for the client catalogue (spec 7.4). */
  catherineStore?: boolean;
}

/**
 * The query of spec 7.4: `active=true` and the market's flag, `is_active_for_{market}=true` for a
 * professional or `is_active_for_client_{market}=true` for a client, everything in one page of
 * SHOP_FETCH_PAGE_SIZE.
 */
function productQuery(catalogue: ShopCatalogue, filters: ShopProductFilters) {
  const query: Record<string, string> = {
    active: 'true',
    [catalogue.tier === 'client'
      ? `is_active_for_client_${catalogue.market}`
      : `is_active_for_${catalogue.market}`]: 'true',
    page_size: String(SHOP_FETCH_PAGE_SIZE),
  };
  if (filters.category !== undefined) query.category = String(filters.category);
  if (filters.brand !== undefined) query.brand = String(filters.brand);
  if (filters.specialOffer) query.is_special_offer = 'true';
  if (filters.catherineStore !== undefined) {
    query.catherine_store = filters.catherineStore ? 'True' : 'False';
  }
  return query;
}

/** The client tier asks for its own prices on a product too (the server's `wantsClientTier`). */
const tierQuery = (catalogue?: ShopCatalogue): ProductTierQuery =>
  catalogue?.tier === 'client' ? { [`is_active_for_client_${catalogue.market}`]: 'true' } : {};

/**
 * The page a `next` link names. The link is the server's absolute URL, which behind the one-origin
 * prefix (/api) is not the browser's: the page number is taken from it and asked through the client.
 */
function nextPage(next: string | null): number | null {
  if (!next) return null;
  const page = Number(new URL(next, 'http://api.invalid').searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : null;
}

/** A runaway `next` chain stops here (10000 per page: a million products). */
const MAX_PAGES = 100;

/**
 * The shop calls of spec 7.4 and the designed shop order, quote, cashback and stock calls. The
 * product and order calls need the session's token (the client adds it). Only login-only pages and
 * the cart (lazily) import this module: its schemas are the `shop-data` chunk, not Home's.
 */
export const shop = {
  /** Every product of the user's catalogue, following the `next` links (spec 7.4, spec 9). */
  products: async (
    lang: Language,
    catalogue: ShopCatalogue,
    filters: ShopProductFilters = {},
  ): Promise<Product[]> => {
    const query = productQuery(catalogue, filters);
    const products: Product[] = [];
    let page: number | null = 1;
    for (let fetched = 0; page !== null && fetched < MAX_PAGES; fetched++) {
      const searchParams: Record<string, string> =
        page === 1 ? query : { ...query, page: String(page) };
      // The market's flags are named by the market (`is_active_for_client_md`): built as a record.
      const list = await call(shopEndpoints.products, {
        params: { lang },
        query: searchParams as ProductQuery,
      });
      products.push(...list.results);
      page = nextPage(list.next);
    }
    return products;
  },

  /**
   * One product; null when it is missing: a 404, or any answer carrying `detail` (spec 2.7: treated
   * as 404, the page goes Home). Other failures throw.
   */
  product: async (
    lang: Language,
    id: number | string,
    catalogue?: ShopCatalogue,
  ): Promise<Product | null> => {
    const answer = await callForOutcome(shopEndpoints.product, {
      params: { lang, id: Number(id) },
      query: tierQuery(catalogue),
    });
    return answer.status === 200 ? answer.body : null;
  },

  categories: (lang: Language) => call(shopEndpoints.categories, { params: { lang } }),

  /** The brands (the listing's filter); one call with Home's partner logos. */
  brands: content.brands,

  /** `GET /check-stock/`: which of these products are still sold (the cart's check). */
  activeProducts: async (ids: readonly number[]) =>
    (await call(shopEndpoints.checkStock, { query: { product_ids: ids.join(',') } }))
      .active_products,

  /**
   * `POST /{lang}/orders/quote/`: the server's totals for these lines and choices (delivery, city,
   * cashback), nothing stored; the checkout shows them.
   */
  quote: (lang: Language, body: OrderQuoteRequest) =>
    call(ordersEndpoints.quote, { params: { lang }, body, options: { retry: 0 } }),

  /**
   * `POST /{lang}/orders/`: places the order (form, lines, `client_store`); the created order, to
   * pay by card or to wait for the courier. A refusal (400 fields, 403 region, 409 'Not in stock')
   * throws ky's HTTPError with the answer. Sent with an Idempotency-Key: a retry never places a
   * second order.
   */
  order: (lang: Language, body: OrderRequest) =>
    call(ordersEndpoints.place, { params: { lang }, body, options: idempotent() }),

  /** `GET /accounts/cashback/`: balance per currency, the ledger and the shop orders, named in `lang`. */
  cashback: (lang: Language) => call(ordersEndpoints.cashback, { query: { lang } }),
};

/** The product fields a cart line keeps (spec 3, Cart item): id, title, image, every price. */
export function toCartProduct(product: Product): CartProduct {
  const prices = Object.fromEntries(
    [...Object.values(PRICE_FIELDS.professional), ...Object.values(PRICE_FIELDS.client)].map(
      (field) => [field, product[field]],
    ),
  );
  return {
    id: product.id,
    title: product.title,
    image_thumbnail: product.image_thumbnail || null,
    ...prices,
  };
}
