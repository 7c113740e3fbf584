import type { Brand, ShopCategory } from '@academy/contract/back-office/taxonomy';
import type { backOfficeTaxonomyEndpoints as taxonomy } from '@academy/contract/endpoints';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { brands, products, promoCodes, shopCategories } from '../../db/schema';
import type { BodyOf } from '../../lib/route';
import { imageColumns } from './images.service';
import { createRecord, deleteRecord, type RecordKind, updateRecord } from './records.service';
import { refuseDelete } from './taxonomy-refusal';

/**
 * Shop categories and brands (issue 27). The shop lists both by id (no arranged order); a brand
 * with a logo is one of Home's partner logos (`/{lang}/shop/brands/`, `image` set).
 */

const categoryKind: RecordKind<typeof shopCategories> = {
  table: shopCategories,
  entity: 'shop_category',
  area: 'shop_category',
  audited: ({ name }) => ({ name }),
};

const brandKind: RecordKind<typeof brands> = {
  table: brands,
  entity: 'brand',
  area: 'brand',
  audited: ({ name, image }) => ({ name, image }),
};

/** How many products each value of `column` (a category, a brand) has. */
async function productCounts(db: Db | Tx, column: AnyPgColumn, id?: number) {
  const rows = await db
    .select({ id: column, n: count() })
    .from(products)
    .where(id === undefined ? undefined : eq(column, id))
    .groupBy(column);
  return new Map(rows.map((row) => [Number(row.id), row.n]));
}

const categoryView = (
  row: typeof shopCategories.$inferSelect,
  uses: Map<number, number>,
): ShopCategory => ({ id: row.id, name: row.name, products: uses.get(row.id) ?? 0 });

const brandView = (row: typeof brands.$inferSelect, uses: Map<number, number>): Brand => ({
  id: row.id,
  name: row.name,
  image: row.image,
  products: uses.get(row.id) ?? 0,
});

export async function listShopCategories(db: Db) {
  const [rows, uses] = await Promise.all([
    db.select().from(shopCategories).orderBy(asc(shopCategories.id)),
    productCounts(db, products.categoryId),
  ]);
  return rows.map((row) => categoryView(row, uses));
}

export async function listBrands(db: Db) {
  const [rows, uses] = await Promise.all([
    db.select().from(brands).orderBy(asc(brands.id)),
    productCounts(db, products.brandId),
  ]);
  return rows.map((row) => brandView(row, uses));
}

type CategoryBody = BodyOf<typeof taxonomy.createShopCategory>;

export async function createShopCategory(db: Db, actorId: number, body: CategoryBody) {
  const row = await createRecord(db, categoryKind, actorId, async () => ({ name: body.name }));
  return categoryView(row, new Map());
}

export async function updateShopCategory(db: Db, actorId: number, id: number, body: CategoryBody) {
  const row = await updateRecord(db, categoryKind, actorId, id, async () => ({
    name: body.name,
  }));
  return categoryView(row, await productCounts(db, products.categoryId, id));
}

/** Deletes a category no product is filed under and no promo code is limited to. */
export function deleteShopCategory(db: Db, actorId: number, id: number) {
  return deleteRecord(db, categoryKind, actorId, id, async (tx) => {
    const used = (await productCounts(tx, products.categoryId, id)).get(id) ?? 0;
    const [promos] = await tx
      .select({ n: count() })
      .from(promoCodes)
      .where(sql`${promoCodes.categoryIds} @> ${JSON.stringify([id])}::jsonb`);
    const limited = promos?.n ?? 0;
    if (used || limited) refuseDelete('in_use', { products: used, promo_codes: limited });
  });
}

type BrandBody = BodyOf<typeof taxonomy.createBrand>;

/** The logo column a form sets: a new upload's file, none (null), or unchanged (absent). */
async function logoOf(tx: Tx, imageId: number | null | undefined) {
  if (imageId === undefined) return {};
  if (imageId === null) return { image: null };
  return { image: (await imageColumns(tx, imageId, 'brand_logo')).image ?? null };
}

export async function createBrand(db: Db, actorId: number, body: BrandBody) {
  const row = await createRecord(db, brandKind, actorId, async (tx) => ({
    name: body.name,
    ...(await logoOf(tx, body.image_id)),
  }));
  return brandView(row, new Map());
}

export async function updateBrand(db: Db, actorId: number, id: number, body: BrandBody) {
  const row = await updateRecord(db, brandKind, actorId, id, async (tx) => ({
    name: body.name,
    ...(await logoOf(tx, body.image_id)),
  }));
  return brandView(row, await productCounts(db, products.brandId, id));
}

/** Deletes a brand no product names. */
export function deleteBrand(db: Db, actorId: number, id: number) {
  return deleteRecord(db, brandKind, actorId, id, async (tx) => {
    const used = (await productCounts(tx, products.brandId, id)).get(id) ?? 0;
    if (used) refuseDelete('in_use', { products: used });
  });
}
