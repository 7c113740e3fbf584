/**
 * The back office's calls for the shop's products (issue 27), each declared once with its staff roles.
 * Every write changes what the shop answers and the pages drawn from it: `invalidates` both.
 */
import {
  adminProductBodySchema,
  adminProductCreateSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
} from '../back-office/products';
import { endpoint } from '../endpoint';
import { authoringCall, deleted, refusal } from './back-office-shared';

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
