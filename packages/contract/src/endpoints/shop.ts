import { errorResponseSchema } from '../country';
import { endpoint } from '../endpoint';
import {
  brandListSchema,
  brandSchema,
  checkStockQuerySchema,
  checkStockResponseSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  shopCategoryListSchema,
  shopCategorySchema,
} from '../shop';

const gateErrors = {
  403: {
    description:
      "the contract's shopGate: 'not available in your region' (no shop country), or " +
      "'for cosmetologists and doctors only' (a client asking the professional catalogue)",
    schema: errorResponseSchema,
  },
};
const lookup = { method: 'get', tag: 'shop', auth: 'none' } as const;
const missing = { 404: { description: 'Missing', schema: errorResponseSchema } };

export const products = endpoint({
  method: 'get',
  paths: ['/{lang}/shop/product/'],
  summary:
    'Products for the user: shop gate, market (profile city), doctor/cosmetolog filter; ' +
    'is_active_for_client_{md|ro|ru}=true gives the client catalogue (only client-priced products, ' +
    "a client's only one); " +
    "is_special_offer=true only the special offers of the user's market (Home's slider)",
  tag: 'shop',
  auth: 'token',
  query: productListQuerySchema,
  responses: {
    200: { description: 'Page of products (follow next)', schema: productListSchema },
    ...gateErrors,
  },
});

export const product = endpoint({
  method: 'get',
  paths: ['/{lang}/shop/product/{id}/'],
  summary:
    'One product; a product missing or not for this user answers {detail} with 404; ' +
    'a client asks with is_active_for_client_{md|ro|ru}=true',
  tag: 'shop',
  auth: 'token',
  query: productListQuerySchema.pick({
    is_active_for_client_md: true,
    is_active_for_client_ro: true,
    is_active_for_client_ru: true,
  }),
  responses: {
    200: { description: 'Product', schema: productSchema },
    404: { description: 'Missing', schema: errorResponseSchema },
    ...gateErrors,
  },
});

export const checkStock = endpoint({
  method: 'get',
  paths: ['/check-stock/'],
  summary: 'Which cart products can still be bought by this user (active, in stock, in the market)',
  tag: 'shop',
  auth: 'token',
  query: checkStockQuerySchema,
  responses: { 200: { description: 'Still active', schema: checkStockResponseSchema } },
});

export const categories = endpoint({
  ...lookup,
  paths: ['/{lang}/shop/category/'],
  summary: 'Shop categories',
  responses: { 200: { description: 'Categories', schema: shopCategoryListSchema } },
});

export const category = endpoint({
  ...lookup,
  paths: ['/{lang}/shop/category/{id}/'],
  summary: 'One shop category',
  responses: { 200: { description: 'Category', schema: shopCategorySchema }, ...missing },
});

export const brands = endpoint({
  ...lookup,
  paths: ['/{lang}/shop/brands/'],
  summary: 'Brands',
  responses: { 200: { description: 'Brands', schema: brandListSchema } },
});

export const brand = endpoint({
  ...lookup,
  paths: ['/{lang}/shop/brands/{id}/'],
  summary: 'One brand',
  responses: { 200: { description: 'Brand', schema: brandSchema }, ...missing },
});
