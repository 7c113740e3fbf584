import {
  brandListSchema,
  brandSchema,
  checkStockQuerySchema,
  checkStockResponseSchema,
  errorResponseSchema,
  type Language,
  MARKETS,
  marketFieldNames,
  productListQuerySchema,
  productListSchema,
  productSchema,
  shopCategoryListSchema,
  shopCategorySchema,
} from '@academy/contract';
import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { brands, products, shopCategories } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { findOr404, pagedList } from '../../lib/queries';
import { cachedJson, route } from '../../lib/route';
import { productViews } from './product.view';
import {
  inStockColumn,
  productKey,
  type ShopAccess,
  shopAccess,
  visibleProducts,
} from './shop-access';

export const shopRoutes = new Hono<AppEnv>();
const gateErrors = {
  403: {
    description:
      "the contract's shopGate: 'not available in your region' (no shop country), or " +
      "'for cosmetologists and doctors only' (a client asking the professional catalogue)",
    schema: errorResponseSchema,
  },
};
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

route(
  shopRoutes,
  {
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
  },
  async (c, { query, user, lang }) => {
    const { db } = c.var;
    const access = shopAccess(user, wantsClientTier(query));
    // The same list for every user of one market, price tier and audience: shared between them
    // in this cache, but private to HTTP caches (it needs the token).
    const key = `${access.market}:${access.tier}:${access.audience}`;
    return cachedJson(c, { tags: ['shop'], key, scope: 'private' }, async () => {
      return pagedList(c, {
        from: products,
        where: and(visibleProducts(access), ...queryFilters(query, access)),
        orderBy: [asc(products.id)],
        page: query.page,
        pageSize: query.page_size ?? DEFAULT_PAGE_SIZE,
        views: (rows) => productViews(db, rows, lang, access.tier),
      });
    });
  },
);

route(
  shopRoutes,
  {
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
  },
  async (c, { query, user, lang, id }) => {
    const { db } = c.var;
    const access = shopAccess(user, wantsClientTier(query));
    const row = await findOr404(db, products, and(eq(products.id, id), visibleProducts(access)));
    const [view] = await productViews(db, [row], lang, access.tier);
    return c.json(view);
  },
);

type LookupTable = typeof shopCategories | typeof brands;
type RouteDoc = { path: string; summary: string; description: string; schema: z.ZodType };

/** A public lookup table of the catalogue's filters: all of its rows by id, and one by id (404). */
function lookupRoutes<T extends LookupTable>(spec: {
  table: T;
  list: RouteDoc;
  item: RouteDoc;
  view: (row: T['$inferSelect'], lang: Language) => object;
}) {
  const { table, view } = spec;
  const common = { method: 'get', tag: 'shop', auth: 'none' } as const;
  route(
    shopRoutes,
    {
      ...common,
      paths: [spec.list.path],
      summary: spec.list.summary,
      responses: { 200: { description: spec.list.description, schema: spec.list.schema } },
    },
    (c, { lang }) =>
      cachedJson(c, { tags: ['shop'] }, async () => {
        // Drizzle cannot select from a table of a generic type; the rows are still T's own.
        const rows = await c.var.db
          .select()
          .from(table as LookupTable)
          .orderBy(asc(table.id));
        return (rows as T['$inferSelect'][]).map((row) => view(row, lang));
      }),
  );
  route(
    shopRoutes,
    {
      ...common,
      paths: [spec.item.path],
      summary: spec.item.summary,
      responses: {
        200: { description: spec.item.description, schema: spec.item.schema },
        404: { description: 'Missing', schema: errorResponseSchema },
      },
    },
    async (c, { lang, id }) =>
      c.json(view(await findOr404(c.var.db, table, eq(table.id, id)), lang)),
  );
}

lookupRoutes({
  table: shopCategories,
  list: {
    path: '/{lang}/shop/category/',
    summary: 'Shop categories',
    description: 'Categories',
    schema: shopCategoryListSchema,
  },
  item: {
    path: '/{lang}/shop/category/{id}/',
    summary: 'One shop category',
    description: 'Category',
    schema: shopCategorySchema,
  },
  view: (r, lang) => ({ id: r.id, name: pick(r.name, lang) }),
});

lookupRoutes({
  table: brands,
  list: {
    path: '/{lang}/shop/brands/',
    summary: 'Brands',
    description: 'Brands',
    schema: brandListSchema,
  },
  item: {
    path: '/{lang}/shop/brands/{id}/',
    summary: 'One brand',
    description: 'Brand',
    schema: brandSchema,
  },
  view: (r, lang) => ({ id: r.id, name: pick(r.name, lang), image: r.image }),
});

route(
  shopRoutes,
  {
    method: 'get',
    paths: ['/check-stock/'],
    summary:
      'Which cart products can still be bought by this user (active, in stock, in the market)',
    tag: 'shop',
    auth: 'token',
    query: checkStockQuerySchema,
    responses: { 200: { description: 'Still active', schema: checkStockResponseSchema } },
  },
  async (c, { query, user }) => {
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
      return c.json({ active_products: [] });
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
    return c.json({ active_products: rows.map((r) => r.id) });
  },
);
