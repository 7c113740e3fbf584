import {
  type Language,
  MARKETS,
  marketFieldNames,
  type productListQuerySchema,
} from '@academy/contract';
import { shopEndpoints } from '@academy/contract/endpoints';
import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { brands, products, shopCategories } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { findOr404, onlyView, pagedList } from '../../lib/queries';
import { route } from '../../lib/route';
import { productViews } from './product.view';
import {
  inStockColumn,
  productKey,
  type ShopAccess,
  shopAccess,
  visibleProducts,
} from './shop-access';

export const shopRoutes = new Hono<AppEnv>();
const DEFAULT_PAGE_SIZE = 20;

type ProductQuery = z.output<typeof productListQuerySchema>;

function wantsClientTier(query: ProductQuery): boolean {
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

route(shopRoutes, shopEndpoints.products, async (c, { query, user, lang, cached }) => {
  const { db } = c.var;
  const access = shopAccess(user, wantsClientTier(query));
  // The same list for every user of one market, price tier and audience: shared between them
  // in this cache, but private to HTTP caches (it needs the token).
  const key = `${access.market}:${access.tier}:${access.audience}`;
  return cached({ tags: ['shop'], key, scope: 'private' }, async () => {
    return pagedList(c, {
      from: products,
      where: and(visibleProducts(access), ...queryFilters(query, access)),
      orderBy: [asc(products.id)],
      page: query.page,
      pageSize: query.page_size ?? DEFAULT_PAGE_SIZE,
      views: (rows) => productViews(db, rows, lang, access.tier),
    });
  });
});

route(shopRoutes, shopEndpoints.product, async (c, { query, user, lang, id, json }) => {
  const { db } = c.var;
  const access = shopAccess(user, wantsClientTier(query));
  const row = await findOr404(db, products, and(eq(products.id, id), visibleProducts(access)));
  return json(onlyView(await productViews(db, [row], lang, access.tier)));
});

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

route(shopRoutes, shopEndpoints.categories, (c, { lang, cached }) =>
  cached({ tags: ['shop'] }, async () =>
    (await allRows(c.var.db, shopCategories)).map((row) => categoryView(row, lang)),
  ),
);

route(shopRoutes, shopEndpoints.category, async (c, { lang, id, json }) =>
  json(categoryView(await findOr404(c.var.db, shopCategories, eq(shopCategories.id, id)), lang)),
);

route(shopRoutes, shopEndpoints.brands, (c, { lang, cached }) =>
  cached({ tags: ['shop'] }, async () =>
    (await allRows(c.var.db, brands)).map((row) => brandView(row, lang)),
  ),
);

route(shopRoutes, shopEndpoints.brand, async (c, { lang, id, json }) =>
  json(brandView(await findOr404(c.var.db, brands, eq(brands.id, id)), lang)),
);

route(shopRoutes, shopEndpoints.checkStock, async (c, { query, user, json }) => {
  const ids = [
    ...new Set(
      query.product_ids
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => n > 0),
    ),
  ].slice(0, 500);
  let access: ReturnType<typeof shopAccess> | null = null;
  try {
    access = shopAccess(user, true);
  } catch {
    return json({ active_products: [] });
  }
  const proAccess = access.audience ? { ...access, tier: 'professional' as const } : null;
  const rows = ids.length
    ? await c.var.db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(products.id, ids),
            gt(products.stock, 0),
            or(visibleProducts(access), proAccess ? visibleProducts(proAccess) : undefined),
          ),
        )
        .orderBy(asc(products.id))
    : [];
  return json({ active_products: rows.map((r) => r.id) });
});
