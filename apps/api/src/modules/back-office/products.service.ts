import type { Language } from '@academy/contract';
import { emptyTranslatedText as emptyTranslated } from '@academy/contract/back-office/authoring';
import { PRODUCT_FORM_ERRORS } from '@academy/contract/back-office/products';
import type { backOfficeProductsEndpoints as endpoints } from '@academy/contract/endpoints';
import { and, asc, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { brands, orderItems, products, shopCategories, similarProducts } from '../../db/schema';
import { changedFields, recordAudit } from '../../lib/audit';
import { FieldError, notFound } from '../../lib/errors';
import type { BodyOf } from '../../lib/route';
import { imageColumns } from './images.service';
import {
  adminProductView,
  formColumns,
  formValues,
  type ProductBody,
  type ProductRow,
  type Relations,
} from './products-form';

/**
 * A product's page in the back office (issue 27): read, created, saved. Each write runs in one
 * transaction with its audit line; the routes declare `invalidates: ['shop', 'pages']`, so the
 * shop's answers and drawn pages show it at once.
 */

/** Its variants, similar products and whether any order holds it. */
async function relationsOf(db: Db | Tx, row: ProductRow): Promise<Relations> {
  const [variants, similar, [ordered]] = await Promise.all([
    row.variantGroup
      ? db
          .select({ id: products.id, title: products.title })
          .from(products)
          .where(and(eq(products.variantGroup, row.variantGroup), ne(products.id, row.id)))
          .orderBy(asc(products.id))
      : Promise.resolve([]),
    db
      .select({ id: products.id, title: products.title })
      .from(similarProducts)
      .innerJoin(products, eq(products.id, similarProducts.similarId))
      .where(eq(similarProducts.productId, row.id))
      .orderBy(asc(products.id)),
    db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, row.id))
      .limit(1),
  ]);
  return { ordered: ordered !== undefined, variants, similar };
}

/** What the audit log keeps of a product: its form's values and relations by id. */
const audited = (row: ProductRow, relations: Relations) => ({
  ...formValues(row),
  variant_ids: relations.variants.map((v) => v.id),
  similar_ids: relations.similar.map((s) => s.id),
});

export async function lockedProduct(tx: Tx, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function adminProduct(db: Db, id: number, lang: Language) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound();
  return adminProductView(row, await relationsOf(db, row), lang);
}

/** The view of a product just written in `tx`, and its audit snapshot. */
export async function productSnapshot(tx: Tx, row: ProductRow, lang: Language) {
  const relations = await relationsOf(tx, row);
  return { view: adminProductView(row, relations, lang), audit: audited(row, relations) };
}

type CreateBody = BodyOf<typeof endpoints.create>;

/** A new product, inactive (hidden from the shop) until its form is filled and it is activated. */
export function createProduct(db: Db, actorId: number, body: CreateBody, lang: Language) {
  return db.transaction(async (tx) => {
    await checkLookups(tx, body.category, null);
    const [row] = await tx
      .insert(products)
      .values({
        title: body.title,
        shortDescription: emptyTranslated(),
        description: emptyTranslated(),
        description2: emptyTranslated(),
        ingredients: emptyTranslated(),
        imageThumbnail: '',
        categoryId: body.category,
        active: false,
      })
      .returning();
    if (!row) throw new Error('product not stored');
    const { view, audit } = await productSnapshot(tx, row, lang);
    await recordAudit(tx, {
      actorId,
      action: 'product.create',
      entity: 'product',
      entityId: row.id,
      before: null,
      after: audit,
    });
    return view;
  });
}

/** The category and brand named exist. */
async function checkLookups(tx: Tx, category: number | null, brand: number | null) {
  if (category !== null) {
    const [found] = await tx
      .select({ id: shopCategories.id })
      .from(shopCategories)
      .where(eq(shopCategories.id, category));
    if (!found) throw new FieldError({ category: [PRODUCT_FORM_ERRORS.unknownCategory] });
  }
  if (brand !== null) {
    const [found] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brand));
    if (!found) throw new FieldError({ brand: [PRODUCT_FORM_ERRORS.unknownBrand] });
  }
}

/** Similar products and variants are other products that exist. */
async function checkRelated(tx: Tx, id: number, body: ProductBody) {
  for (const field of ['similar_ids', 'variant_ids'] as const) {
    const ids = body[field];
    if (ids.includes(id)) throw new FieldError({ [field]: [PRODUCT_FORM_ERRORS.notItself] });
    if (ids.length === 0) continue;
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids));
    if (found.length !== ids.length)
      throw new FieldError({ [field]: [PRODUCT_FORM_ERRORS.unknownProduct] });
  }
}

/** The picture columns of the uploads named (absent: kept; image2 null: removed). */
async function pictureColumns(tx: Tx, body: ProductBody) {
  const columns: { imageThumbnail?: string; image2Thumbnail?: string | null } = {};
  const urlOf = async (imageId: number, field: string) => {
    const url = (await imageColumns(tx, imageId, 'product', field)).image_thumbnail;
    if (!url) throw new Error('a product image without its image_thumbnail file');
    return url;
  };
  if (body.image_id !== undefined) columns.imageThumbnail = await urlOf(body.image_id, 'image_id');
  if (body.image2_id === null) columns.image2Thumbnail = null;
  else if (body.image2_id !== undefined)
    columns.image2Thumbnail = await urlOf(body.image2_id, 'image2_id');
  return columns;
}

/**
 * The packaging group is this product and `variantIds`: a product picked from another group
 * moves into this one, one left out leaves it, and a group of one is no group.
 */
async function writeVariantGroup(tx: Tx, row: ProductRow, variantIds: number[]) {
  const group = row.variantGroup ?? `product-${row.id}`;
  const members = [row.id, ...variantIds];
  await tx
    .update(products)
    .set({ variantGroup: null })
    .where(
      and(
        eq(products.variantGroup, group),
        isNotNull(products.variantGroup),
        notInArray(products.id, members),
      ),
    );
  await tx
    .update(products)
    .set({ variantGroup: variantIds.length > 0 ? group : null })
    .where(inArray(products.id, members));
}

async function writeSimilar(tx: Tx, id: number, similarIds: number[]) {
  await tx.delete(similarProducts).where(eq(similarProducts.productId, id));
  if (similarIds.length > 0)
    await tx
      .insert(similarProducts)
      .values(similarIds.map((similarId) => ({ productId: id, similarId })));
}

/**
 * Saves a product's whole form. The stock is written as typed: a plain write under the row's
 * lock, so a checkout's guarded decrement (`stock >= n`) waits for it and then takes from the
 * new figure; units already taken by placed orders stay with them.
 */
export function updateProduct(
  db: Db,
  actorId: number,
  id: number,
  body: ProductBody,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id);
    const beforeSnapshot = audited(before, await relationsOf(tx, before));
    await checkLookups(tx, body.category, body.brand);
    await checkRelated(tx, id, body);
    const [row] = await tx
      .update(products)
      .set({ ...formColumns(body), ...(await pictureColumns(tx, body)) })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw notFound();
    await writeVariantGroup(tx, row, body.variant_ids);
    await writeSimilar(tx, id, body.similar_ids);
    const [after] = await tx.select().from(products).where(eq(products.id, id));
    if (!after) throw notFound();
    const { view, audit } = await productSnapshot(tx, after, lang);
    await recordAudit(tx, {
      actorId,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      ...changedFields(beforeSnapshot, audit),
    });
    return view;
  });
}
