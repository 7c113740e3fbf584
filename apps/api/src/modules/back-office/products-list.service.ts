import { LANGUAGES, type Language } from '@academy/contract';
import type { ADMIN_PRODUCT_SORTS, AdminProductRow } from '@academy/contract/back-office/products';
import type { backOfficeProductsEndpoints as endpoints } from '@academy/contract/endpoints';
import { and, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, products, shopCategories } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { likePattern, listOrder, staffPage, translatedIn } from '../../lib/queries';
import type { QueryOf } from '../../lib/route';

type Query = QueryOf<typeof endpoints.list>;
type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** An id typed as digits, or part of the title in any language. */
function searched(q: string): SQL | undefined {
  if (!q) return undefined;
  const like = likePattern(q);
  const titles = LANGUAGES.map((language) => sql`${products.title}->>${language} ilike ${like}`);
  const id = /^\d{1,9}$/.test(q) ? eq(products.id, Number(q)) : undefined;
  return or(id, ...titles);
}

function filtered(query: Query): SQL | undefined {
  return and(
    searched(query.q),
    query.category ? eq(products.categoryId, query.category) : undefined,
    query.brand ? eq(products.brandId, query.brand) : undefined,
    query.status ? eq(products.active, query.status === 'active') : undefined,
    query.stock === 'out' ? eq(products.stock, 0) : undefined,
    query.stock === 'in' ? gt(products.stock, 0) : undefined,
  );
}

/** Every product, active or not, as the back office's list: filtered, searched, sorted, paged. */
export async function listAdminProducts(db: Db, query: Query, lang: Language) {
  const where = filtered(query);
  const sorts: Record<AdminProductSort, SQL> = {
    id: sql`${products.id}`,
    title: translatedIn(products.title, lang),
    stock: sql`${products.stock}`,
  };
  const sortBy = sorts[query.sort];
  return staffPage(db, {
    from: products,
    where,
    orderBy: listOrder(sortBy, products.id, query.order),
    query,
    views: (rows) => rowViews(db, rows, lang),
  });
}

async function rowViews(
  db: Db,
  rows: (typeof products.$inferSelect)[],
  lang: Language,
): Promise<AdminProductRow[]> {
  const idsOf = (key: 'categoryId' | 'brandId') => [
    ...new Set(rows.flatMap((row) => (row[key] ? [row[key]] : []))),
  ];
  const [categoryIds, brandIds] = [idsOf('categoryId'), idsOf('brandId')];
  const [categoryRows, brandRows] = await Promise.all([
    categoryIds.length
      ? db.select().from(shopCategories).where(inArray(shopCategories.id, categoryIds))
      : Promise.resolve([]),
    brandIds.length
      ? db.select().from(brands).where(inArray(brands.id, brandIds))
      : Promise.resolve([]),
  ]);
  const named = (list: { id: number; name: Record<Language, string> }[]) =>
    new Map(list.map((item) => [item.id, { id: item.id, name: pick(item.name, lang) }]));
  const categoryById = named(categoryRows);
  const brandById = named(brandRows);
  return rows.map((row) => ({
    id: row.id,
    title: pick(row.title, lang),
    image_thumbnail: row.imageThumbnail || null,
    category: (row.categoryId && categoryById.get(row.categoryId)) || null,
    brand: (row.brandId && brandById.get(row.brandId)) || null,
    active: row.active,
    stock: row.stock,
    price: row.price,
    price_ro: row.priceRo,
    price_ru: row.priceRu,
  }));
}
