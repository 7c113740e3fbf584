import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { translated } from './common';

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const shopCategories = pgTable('shop_categories', {
  id: serial('id').primaryKey(),
  name: translated('name'),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
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
    price: money('price'),
    priceRo: money('price_ro'),
    priceRu: money('price_ru'),
    priceOld: money('price_old'),
    priceOldRo: money('price_old_ro'),
    priceOldRu: money('price_old_ru'),
    discount: smallint('discount').notNull().default(0),
    discountRo: smallint('discount_ro').notNull().default(0),
    discountRu: smallint('discount_ru').notNull().default(0),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    isSpecialOfferRo: boolean('is_special_offer_ro').notNull().default(false),
    isSpecialOfferRu: boolean('is_special_offer_ru').notNull().default(false),
    inStockForMd: boolean('in_stock_for_md').notNull().default(false),
    inStockForRo: boolean('in_stock_for_ro').notNull().default(false),
    inStockForRu: boolean('in_stock_for_ru').notNull().default(false),
    clientPrice: money('client_price'),
    clientPriceRo: money('client_price_ro'),
    clientPriceRu: money('client_price_ru'),
    clientPriceOld: money('client_price_old'),
    clientPriceOldRo: money('client_price_old_ro'),
    clientPriceOldRu: money('client_price_old_ru'),
    clientDiscount: smallint('client_discount').notNull().default(0),
    clientDiscountRo: smallint('client_discount_ro').notNull().default(0),
    clientDiscountRu: smallint('client_discount_ru').notNull().default(0),
    clientInStockForMd: boolean('client_in_stock_for_md').notNull().default(false),
    clientInStockForRo: boolean('client_in_stock_for_ro').notNull().default(false),
    clientInStockForRu: boolean('client_in_stock_for_ru').notNull().default(false),
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
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    similarId: integer('similar_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.similarId] })],
);
