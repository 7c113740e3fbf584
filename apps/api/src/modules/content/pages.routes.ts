import {
  articleListSchema,
  articleSchema,
  type Language,
  pageQuerySchema,
  promotionListSchema,
  promotionSchema,
  usefulInfoListSchema,
  usefulInfoSchema,
} from '@academy/contract';
import { type AnyColumn, and, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { blogArticles, promotions, usefulInfo } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { arrangedOrder, findOr404, pagedList } from '../../lib/queries';
import { cachedJson, route } from '../../lib/route';

/** Designed: blog, promotions and useful info (their calls are 'not shown' in the spec). */
export const pagesRoutes = new Hono<AppEnv>();
const common = { tag: 'content', designed: true };
const DEFAULT_PAGE_SIZE = 10;

const articleView = (r: typeof blogArticles.$inferSelect, lang: Language) => ({
  id: r.id,
  slug: r.slug,
  title: pick(r.title, lang),
  excerpt: pick(r.excerpt, lang),
  image: r.image,
  published_at: r.publishedAt.toISOString(),
});

const promotionView = (r: typeof promotions.$inferSelect, lang: Language) => ({
  id: r.id,
  title: pick(r.title, lang),
  description: pick(r.description, lang),
  body: pick(r.body, lang),
  image: r.image,
  discount: r.discount,
  course: r.courseId,
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt?.toISOString() ?? null,
});

export const publishedArticle = lte(blogArticles.publishedAt, sql`now()`);
export const runningPromotion = and(
  lte(promotions.startsAt, sql`now()`),
  or(isNull(promotions.endsAt), gte(promotions.endsAt, sql`now()`)),
);

type PagedTable = typeof blogArticles | typeof promotions;
type RouteDoc = { path: string; summary: string; description: string; schema: z.ZodType };

/**
 * A public paged list (`?page`, `?page_size` up to 100, default 10) of the rows that `visible`
 * lets through, newest first, and one of those rows by id (404 when it is not visible).
 */
function pagedContentRoutes<T extends PagedTable>(spec: {
  table: T;
  visible: SQL | undefined;
  newestFirst: AnyColumn;
  list: RouteDoc;
  item: RouteDoc;
  view: (row: T['$inferSelect'], lang: Language) => object;
  /** The answer for one row, when it says more than the list does. */
  itemView?: (row: T['$inferSelect'], lang: Language) => object;
}) {
  const { table, visible, itemView = spec.view } = spec;
  route(
    pagesRoutes,
    {
      ...common,
      auth: 'none',
      method: 'get',
      paths: [spec.list.path],
      summary: spec.list.summary,
      query: pageQuerySchema,
      responses: { 200: { description: spec.list.description, schema: spec.list.schema } },
    },
    // Cached: what shows changes by the clock too (publication, a promotion's dates), which the
    // cache's TTL follows.
    (c, { query, lang }) =>
      cachedJson(c, { tags: ['pages'] }, () =>
        pagedList(c, {
          from: table,
          where: visible,
          orderBy: [desc(spec.newestFirst), desc(table.id)],
          page: query.page,
          pageSize: Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, 100),
          views: (rows) => rows.map((r) => spec.view(r, lang)),
        }),
      ),
  );
  route(
    pagesRoutes,
    {
      ...common,
      auth: 'none',
      method: 'get',
      paths: [spec.item.path],
      summary: spec.item.summary,
      responses: { 200: { description: spec.item.description, schema: spec.item.schema } },
    },
    (c, { id, lang }) =>
      cachedJson(c, { tags: ['pages'] }, async () =>
        itemView(await findOr404(c.var.db, table, and(eq(table.id, id), visible)), lang),
      ),
  );
}

pagedContentRoutes({
  table: blogArticles,
  visible: publishedArticle,
  newestFirst: blogArticles.publishedAt,
  list: {
    path: '/{lang}/blog/',
    summary: 'Published blog articles, newest first (paged, default 10)',
    description: 'Articles',
    schema: articleListSchema,
  },
  item: {
    path: '/{lang}/blog/{id}/',
    summary: 'One article with its (sanitized) HTML body',
    description: 'Article',
    schema: articleSchema,
  },
  view: articleView,
  itemView: (row, lang) => ({ ...articleView(row, lang), body: pick(row.body, lang) }),
});

pagedContentRoutes({
  table: promotions,
  visible: runningPromotion,
  newestFirst: promotions.startsAt,
  list: {
    path: '/{lang}/promotions/',
    summary: 'Running promotions (paged, default 10)',
    description: 'Promotions',
    schema: promotionListSchema,
  },
  item: {
    path: '/{lang}/promotions/{id}/',
    summary: 'One promotion',
    description: 'Promotion',
    schema: promotionSchema,
  },
  view: promotionView,
});

const usefulView = (r: typeof usefulInfo.$inferSelect, lang: Language) => ({
  id: r.id,
  title: pick(r.title, lang),
  body: pick(r.body, lang),
  image: r.image,
});

route(
  pagesRoutes,
  {
    ...common,
    auth: 'token',
    method: 'get',
    paths: ['/{lang}/useful-info/'],
    summary: 'Useful info pages (login required, like the route)',
    responses: { 200: { description: 'Pages', schema: usefulInfoListSchema } },
  },
  async (c, { lang }) => {
    const rows = await c.var.db
      .select()
      .from(usefulInfo)
      .orderBy(...arrangedOrder(usefulInfo));
    return c.json(rows.map((r) => usefulView(r, lang)));
  },
);

route(
  pagesRoutes,
  {
    ...common,
    auth: 'token',
    method: 'get',
    paths: ['/{lang}/useful-info/{id}/'],
    summary: 'One useful info page',
    responses: { 200: { description: 'Page', schema: usefulInfoSchema } },
  },
  async (c, { id, lang }) => {
    const row = await findOr404(c.var.db, usefulInfo, eq(usefulInfo.id, id));
    return c.json(usefulView(row, lang));
  },
);
