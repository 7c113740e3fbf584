/**
 * The back office's calls for the shop's products (issue 27) and their restock list (issue 24),
 * each declared once with its staff roles. Every write changes what the shop answers and the
 * pages drawn from it: `invalidates` both.
 */
import { z } from 'zod';
import { BACK_OFFICE_PAGE_SIZE_MAX } from '../back-office/home';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  adminProductBodySchema,
  adminProductCreateSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
} from '../back-office/products';
import { countedListSchema } from '../common';
import { endpoint } from '../endpoint';
import { authoringCall, deleted, operationsCall, refusal } from './back-office-shared';

/** The paths several methods of this file share, each written once. */
const LANG_ADMIN_PRODUCTS_PATH = '/{lang}/admin/products/';
const LANG_ADMIN_PRODUCTS_BY_ID_PATH = '/{lang}/admin/products/{id}/';

const writes = { ...authoringCall, invalidates: ['shop', 'pages'] } as const;
const missing = refusal('No such product');
const saved = { description: 'The product as saved', schema: adminProductSchema };

export const list = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [LANG_ADMIN_PRODUCTS_PATH],
  summary:
    'Every product, active or not, named in `lang`: filtered (category, brand, status, stock in ' +
    'or out), searched (`q`: an id or the title in any language), sorted and paged',
  query: adminProductListQuerySchema,
  responses: { 200: { description: 'A page of products', schema: adminProductListSchema } },
});

export const get = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [LANG_ADMIN_PRODUCTS_BY_ID_PATH],
  summary:
    "A product's form: texts in the five languages, per-market and client prices, stock, " +
    'relations named in `lang`, pictures, and whether it was ever ordered',
  responses: { 200: { description: 'The product', schema: adminProductSchema }, 404: missing },
});

export const create = endpoint({
  ...writes,
  method: 'post',
  paths: [LANG_ADMIN_PRODUCTS_PATH],
  summary: 'A new product from its Romanian title and category: inactive until it is activated',
  body: adminProductCreateSchema,
  responses: { 201: { description: 'Created', schema: adminProductSchema } },
});

export const update = endpoint({
  ...writes,
  method: 'put',
  paths: [LANG_ADMIN_PRODUCTS_BY_ID_PATH],
  summary:
    'Saves the whole form: rich texts sanitized, prices ≥ 0 with an old price above its price, ' +
    'discounts 0–100, stock a whole number ≥ 0 (written as is: orders already placed keep what ' +
    'they took), similar products and packaging variants that exist and are not this one, ' +
    'pictures from uploaded images (purpose `product`)',
  body: adminProductBodySchema,
  responses: { 200: saved, 404: missing },
});

export const activate = endpoint({
  ...writes,
  method: 'post',
  paths: ['/{lang}/admin/products/{id}/activate/'],
  summary: 'Shows the product in the shop (it needs its picture)',
  responses: {
    200: saved,
    404: missing,
    409: refusal('No picture yet'),
  },
});

export const deactivate = endpoint({
  ...writes,
  method: 'post',
  paths: ['/{lang}/admin/products/{id}/deactivate/'],
  summary: 'Hides the product: the shop answers 404 for it, its orders keep it',
  responses: { 200: saved, 404: missing },
});

export const remove = endpoint({
  ...writes,
  method: 'delete',
  paths: ['/admin/products/{id}/'],
  summary: 'Deletes a product that was never ordered; an ordered one is refused (deactivate it)',
  responses: {
    ...deleted,
    404: missing,
    409: refusal('Ordered: deactivate it instead'),
  },
});

/*
 * The restock list's query and row (issue 24) are written here rather than in
 * back-office/products.ts so that a screen with one endpoint stays within its own files; an
 * endpoint module exports endpoints only (the API's endpoint test reads every export as one).
 */
const restockQuerySchema = z.object({
  /** The threshold: products with at most this many units left. */
  below: z.coerce.number().int().min(0).max(1000).default(10),
  page: z.coerce.number().int().positive().max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .positive()
    .max(BACK_OFFICE_PAGE_SIZE_MAX)
    .default(ADMIN_PRODUCTS_PAGE_SIZE),
});

const restockRowSchema = z.object({
  id: z.number().int(),
  /** In the path's `lang`, else in the fallback languages. */
  title: z.string(),
  brand: z.string().nullable(),
  stock: z.number().int(),
  /** Units in shop orders of the last 30 days that were not cancelled or refunded. */
  sold: z.number().int(),
  /** Days the stock lasts at that pace, rounded down: 0 when out of stock, null without sales. */
  days_left: z.number().int().nullable(),
});

export const restock = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/{lang}/admin/restock/'],
  summary:
    'Products shown in the shop (active, for sale in at least one market) with at most `below` ' +
    "units left, titled in `lang`: each with its brand, the units sold in the last 30 days' shop " +
    'orders (cancelled and refunded ones aside) and the days its stock lasts at that pace; the ' +
    'fewest days first (out of stock first), then the lowest stock, then the best sellers; paged',
  query: restockQuerySchema,
  responses: {
    200: {
      description: 'A page of products to restock',
      schema: countedListSchema(restockRowSchema),
    },
  },
});
