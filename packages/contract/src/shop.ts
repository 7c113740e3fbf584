import { z } from 'zod';
import { paginatedSchema } from './common';
import { SHOP_FETCH_PAGE_SIZE } from './limits';

const money = z.number().nullable();
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
  price: money,
  price_ro: money,
  price_ru: money,
  price_old: money,
  price_old_ro: money,
  price_old_ru: money,
  old_price: money,
  discount: z.number().int(),
  discount_ro: z.number().int(),
  discount_ru: z.number().int(),
  is_special_offer: z.boolean(),
  is_special_offer_ro: z.boolean(),
  is_special_offer_ru: z.boolean(),
  in_stock_for_md: z.boolean(),
  in_stock_for_ro: z.boolean(),
  in_stock_for_ru: z.boolean(),
  client_price: money,
  client_price_ro: money,
  client_price_ru: money,
  client_price_old: money,
  client_price_old_ro: money,
  client_price_old_ru: money,
  client_discount: z.number().int(),
  client_discount_ro: z.number().int(),
  client_discount_ru: z.number().int(),
  client_in_stock_for_md: z.boolean(),
  client_in_stock_for_ro: z.boolean(),
  client_in_stock_for_ru: z.boolean(),
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
