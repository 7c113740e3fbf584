import {
  brandListSchema,
  brandSchema,
  checkStockQuerySchema,
  checkStockResponseSchema,
  errorResponseSchema,
  MARKETS,
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
import { inStockColumn, shopAccess, visibleProducts } from './shop-access';

export const shopRoutes = new Hono<AppEnv>();
const gateErrors = {
  403: {
    description: "'not available in your region' (country or profession)",
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
function queryFilters(query: ProductQuery): SQL[] {
  const filters: SQL[] = [];
  for (const market of MARKETS) {
    const flag = query[`is_active_for_${market}`];
    if (flag !== undefined) filters.push(eq(inStockColumn('professional', market), flag));
    const clientFlag = query[`is_active_for_client_${market}`];
    if (clientFlag !== undefined) filters.push(eq(inStockColumn('client', market), clientFlag));
  }
  if (query.catherine_store !== undefined)
    filters.push(eq(products.catherineStore, query.catherine_store));
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
      'is_active_for_client_{md|ro|ru}=true gives the client catalogue (only client-priced products)',
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
    return cachedJson(c, `shop:${access.market}:${access.tier}:${access.audience}:`, async () => {
      return pagedList(c, {
        from: products,
        where: and(visibleProducts(access), ...queryFilters(query)),
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
    summary: 'One product; a product missing or not for this user answers {detail} with 404',
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

route(
  shopRoutes,
  {
    method: 'get',
    paths: ['/{lang}/shop/category/'],
    summary: 'Shop categories',
    tag: 'shop',
    auth: 'none',
    responses: { 200: { description: 'Categories', schema: shopCategoryListSchema } },
  },
  async (c, { lang }) => {
    const rows = await c.var.db.select().from(shopCategories).orderBy(asc(shopCategories.id));
    return c.json(rows.map((r) => ({ id: r.id, name: pick(r.name, lang) })));
  },
);

route(
  shopRoutes,
  {
    method: 'get',
    paths: ['/{lang}/shop/category/{id}/'],
    summary: 'One shop category',
    tag: 'shop',
    auth: 'none',
    responses: {
      200: { description: 'Category', schema: shopCategorySchema },
      404: { description: 'Missing', schema: errorResponseSchema },
    },
  },
  async (c, { lang, id }) => {
    const row = await findOr404(c.var.db, shopCategories, eq(shopCategories.id, id));
    return c.json({ id: row.id, name: pick(row.name, lang) });
  },
);

route(
  shopRoutes,
  {
    method: 'get',
    paths: ['/{lang}/shop/brands/'],
    summary: 'Brands',
    tag: 'shop',
    auth: 'none',
    responses: { 200: { description: 'Brands', schema: brandListSchema } },
  },
  async (c, { lang }) => {
    const rows = await c.var.db.select().from(brands).orderBy(asc(brands.id));
    return c.json(rows.map((r) => ({ id: r.id, name: pick(r.name, lang), image: r.image })));
  },
);

route(
  shopRoutes,
  {
    method: 'get',
    paths: ['/{lang}/shop/brands/{id}/'],
    summary: 'One brand',
    tag: 'shop',
    auth: 'none',
    responses: {
      200: { description: 'Brand', schema: brandSchema },
      404: { description: 'Missing', schema: errorResponseSchema },
    },
  },
  async (c, { lang, id }) => {
    const row = await findOr404(c.var.db, brands, eq(brands.id, id));
    return c.json({ id: row.id, name: pick(row.name, lang), image: row.image });
  },
);

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
