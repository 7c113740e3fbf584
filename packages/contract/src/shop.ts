import { z } from 'zod';
import { paginatedSchema } from './common';
import { SHOP_FETCH_PAGE_SIZE } from './limits';
import { IN_STOCK_FIELDS, MARKETS, type Market, marketFieldNames, PRICE_FIELDS } from './markets';

const money = z.number().nullable();
const percent = z.number().int();

/** The same schema under a field's name in each market (`PRICE_FIELDS.client`, …). */
const byMarket = <const F extends Record<Market, string>, T extends z.ZodType>(names: F, type: T) =>
  Object.fromEntries(MARKETS.map((market) => [names[market], type])) as Record<F[Market], T>;
export const tagSchema = z.object({ id: z.number().int(), name: z.string() });

/** Product (spec 3) with every per-market and client field. */
export const productSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  weight_packaging: z.string(),
  size_packaging: z.string(),
  short_description: z.string(),
  description: z.string(),
  description2: z.string(),
  ingredients: z.string(),
  image_thumbnail: z.string(),
  image2_thumbnail: z.string().nullable(),
  brand: z.array(tagSchema),
  category: z.number().int().nullable(),
  tags: z.array(z.string()),
  doctor: z.boolean(),
  cosmetolog: z.boolean(),
  catherine_store: z.boolean(),
  stock: z.number().int(),
  variants_weight_packaging: z.array(
    z.object({
      id: z.number().int(),
      weight_packaging: z.string(),
      size_packaging: z.string(),
    }),
  ),
  similar_products: z.array(
    z.object({ id: z.number().int(), title: z.string(), image: z.string() }),
  ),
  ...byMarket(PRICE_FIELDS.professional, money),
  ...byMarket(marketFieldNames('price_old'), money),
  old_price: money,
  ...byMarket(marketFieldNames('discount'), percent),
  ...byMarket(marketFieldNames('is_special_offer'), z.boolean()),
  ...byMarket(IN_STOCK_FIELDS.professional, z.boolean()),
  ...byMarket(PRICE_FIELDS.client, money),
  ...byMarket(marketFieldNames('client_price_old'), money),
  ...byMarket(marketFieldNames('client_discount'), percent),
  ...byMarket(IN_STOCK_FIELDS.client, z.boolean()),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = paginatedSchema(productSchema);

const flag = z
  .enum(['true', 'false', 'True', 'False'])
  .transform((v) => v.toLowerCase() === 'true');

/** `GET /{lang}/shop/product/` query (spec 7.4). */
export const productListQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(1_000_000).optional(),
  page_size: z.coerce.number().int().positive().max(SHOP_FETCH_PAGE_SIZE).optional(),
  active: flag.optional(),
  is_active_for_md: flag.optional(),
  is_active_for_ro: flag.optional(),
  is_active_for_ru: flag.optional(),
  is_active_for_client_md: flag.optional(),
  is_active_for_client_ro: flag.optional(),
  is_active_for_client_ru: flag.optional(),
  catherine_store: flag.optional(),
  /**
   * Only the special offers of the user's own market (`is_special_offer`, `_ro` or `_ru`; spec 6:
   * special offers are per market), for Home's special-offers slider.
   */
  is_special_offer: flag.optional(),
  category: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  brand: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const shopCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export const shopCategoryListSchema = z.array(shopCategorySchema);
export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});
export const brandListSchema = z.array(brandSchema);

/** `GET /check-stock/?product_ids=1,2,3` (spec 7.4). */
export const checkStockQuerySchema = z.object({
  product_ids: z
    .string()
    .max(2000)
    .regex(/^\s*\d{1,9}(\s*,\s*\d{1,9})*\s*,?\s*$/, 'A comma-separated list of ids.'),
});
export const checkStockResponseSchema = z.object({ active_products: z.array(z.number().int()) });
