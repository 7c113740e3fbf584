import {
  type Language,
  MARKETS,
  marketFieldNames,
  type productListQuerySchema,
} from '@academy/contract';
import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { brands, products, shopCategories } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { findOr404, onlyView, pagedList } from '../../lib/queries';
import { productViews } from './product.view';
import { inStockColumn, productKey, type ShopAccess, visibleProducts } from './shop-access';

const DEFAULT_PAGE_SIZE = 20;

type ProductQuery = z.output<typeof productListQuerySchema>;

/** A query with a client tier flag asks for the client prices of a professional's market. */
export function wantsClientTier(query: ProductQuery): boolean {
  return Boolean(
    query.is_active_for_client_md || query.is_active_for_client_ro || query.is_active_for_client_ru,
  );
}

/** The optional flags of the query, on top of what the user may see. */
function queryFilters(query: ProductQuery, access: ShopAccess): SQL[] {
  const filters: SQL[] = [];
  for (const market of MARKETS) {
    const flag = query[`is_active_for_${market}`];
    if (flag !== undefined) filters.push(eq(inStockColumn('professional', market), flag));
    const clientFlag = query[`is_active_for_client_${market}`];
    if (clientFlag !== undefined) filters.push(eq(inStockColumn('client', market), clientFlag));
  }
  if (query.catherine_store !== undefined)
    filters.push(eq(products.catherineStore, query.catherine_store));
  // Special offers are per market (spec 6): the flag of the user's own market.
  if (query.is_special_offer !== undefined) {
    const column = products[productKey(marketFieldNames('is_special_offer')[access.market])];
    filters.push(eq(column, query.is_special_offer));
  }
  if (query.category) filters.push(eq(products.categoryId, query.category));
  if (query.brand) filters.push(eq(products.brandId, query.brand));
  return filters;
}

/** One page of the products `access` may see that match the query's flags. */
export function productPage(db: Db, query: ProductQuery, access: ShopAccess, lang: Language) {
  return pagedList(db, {
    from: products,
    where: and(visibleProducts(access), ...queryFilters(query, access)),
    orderBy: [asc(products.id)],
    page: query.page,
    pageSize: query.page_size ?? DEFAULT_PAGE_SIZE,
    views: (rows) => productViews(db, rows, lang, access.tier),
  });
}

/** One product `access` may see, as its view; 404 for one it may not. */
export async function productDetail(db: Db, id: number, access: ShopAccess, lang: Language) {
  const row = await findOr404(db, products, and(eq(products.id, id), visibleProducts(access)));
  return onlyView(await productViews(db, [row], lang, access.tier));
}

type LookupTable = typeof shopCategories | typeof brands;

/** A public lookup table of the catalogue's filters: all of its rows, by id. */
async function allRows<T extends LookupTable>(db: Db, table: T): Promise<T['$inferSelect'][]> {
  // Drizzle cannot select from a table of a generic type; the rows are still T's own.
  const rows = await db
    .select()
    .from(table as LookupTable)
    .orderBy(asc(table.id));
  return rows as T['$inferSelect'][];
}

const categoryView = (r: typeof shopCategories.$inferSelect, lang: Language) => ({
  id: r.id,
  name: pick(r.name, lang),
});

const brandView = (r: typeof brands.$inferSelect, lang: Language) => ({
  id: r.id,
  name: pick(r.name, lang),
  image: r.image,
});

export async function categoryList(db: Db, lang: Language) {
  return (await allRows(db, shopCategories)).map((row) => categoryView(row, lang));
}

export async function categoryDetail(db: Db, id: number, lang: Language) {
  return categoryView(await findOr404(db, shopCategories, eq(shopCategories.id, id)), lang);
}

export async function brandList(db: Db, lang: Language) {
  return (await allRows(db, brands)).map((row) => brandView(row, lang));
}

export async function brandDetail(db: Db, id: number, lang: Language) {
  return brandView(await findOr404(db, brands, eq(brands.id, id)), lang);
}

/**
 * Of `ids`, those in stock that `access` may buy at either price tier (a professional's client
 * tier and their own), in id order.
 */
export async function inStockIds(db: Db, ids: number[], access: ShopAccess): Promise<number[]> {
  if (ids.length === 0) return [];
  const proAccess = access.audience ? { ...access, tier: 'professional' as const } : null;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.id, ids),
        gt(products.stock, 0),
        or(visibleProducts(access), proAccess ? visibleProducts(proAccess) : undefined),
      ),
    )
    .orderBy(asc(products.id));
  return rows.map((r) => r.id);
}
