import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, idKey, money, translated } from './common';

const percent = (name: string) => smallint(name).notNull().default(0);
const flag = (name: string) => boolean(name).notNull().default(false);

/**
 * A product field in each market, named as spec 3's Product fields: Moldova's is suffixless
 * (or `Md` where the spec writes it), then `Ro` and `Ru`, in snake case for the column:
 * `perMarket('priceOld', money)` is priceOld, priceOldRo, priceOldRu (price_old, price_old_ro, …).
 */
function perMarket<K extends string, C, M extends '' | 'Md' = ''>(
  key: K,
  column: (name: string) => C,
  moldova: M = '' as M,
) {
  const keys = [`${key}${moldova}`, `${key}Ro`, `${key}Ru`];
  const snake = (camel: string) => camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return Object.fromEntries(keys.map((k) => [k, column(snake(k))])) as Record<
    `${K}${M}` | `${K}Ro` | `${K}Ru`,
    C
  >;
}

export const shopCategories = pgTable('shop_categories', {
  id: idKey(),
  name: translated('name'),
});

export const brands = pgTable('brands', {
  id: idKey(),
  name: translated('name'),
  image: text('image'),
});

/**
 * Product (spec 3). Per-market fields: suffixless = Moldova (MDL), _ro = Romania (RON),
 * _ru = Russia and default (RUB); `client_*` = the prices a specialist's clients pay.
 */
export const products = pgTable(
  'products',
  {
    id: idKey(),
    title: translated('title'),
    type: varchar('type', { length: 60 }).notNull().default(''),
    weightPackaging: varchar('weight_packaging', { length: 60 }).notNull().default(''),
    sizePackaging: varchar('size_packaging', { length: 60 }).notNull().default(''),
    shortDescription: translated('short_description'),
    description: translated('description'),
    description2: translated('description2'),
    ingredients: translated('ingredients'),
    imageThumbnail: text('image_thumbnail').notNull(),
    image2Thumbnail: text('image2_thumbnail'),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => shopCategories.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Packaging variants share a group (variants_weight_packaging). */
    variantGroup: varchar('variant_group', { length: 60 }),
    doctor: boolean('doctor').notNull().default(false),
    cosmetolog: boolean('cosmetolog').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Offered in specialists' stores for their clients (query catherine_store). */
    catherineStore: boolean('catherine_store').notNull().default(false),
    /** Units in the warehouse; taken with a guarded update when an order is placed. */
    stock: integer('stock').notNull().default(0),
    ...perMarket('price', money),
    ...perMarket('priceOld', money),
    ...perMarket('discount', percent),
    ...perMarket('isSpecialOffer', flag),
    ...perMarket('inStockFor', flag, 'Md'),
    ...perMarket('clientPrice', money),
    ...perMarket('clientPriceOld', money),
    ...perMarket('clientDiscount', percent),
    ...perMarket('clientInStockFor', flag, 'Md'),
    /** Grams, for the shipping estimate of markets without free delivery. */
    weightGrams: integer('weight_grams').notNull().default(0),
  },
  (t) => [
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    index('products_category_idx').on(t.categoryId),
  ],
);

export const similarProducts = pgTable(
  'similar_products',
  {
    productId: belongsTo('product_id', () => products.id),
    similarId: belongsTo('similar_id', () => products.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.similarId] })],
);
