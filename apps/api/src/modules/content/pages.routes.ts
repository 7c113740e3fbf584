import {
  articleListSchema,
  articleSchema,
  errorResponseSchema,
  type Language,
  pageQuerySchema,
  promotionListSchema,
  promotionSchema,
  usefulInfoListSchema,
  usefulInfoSchema,
} from '@academy/contract';
import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { blogArticles, promotions, usefulInfo } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { paginate, route } from '../../lib/route';

/** Designed: blog, promotions and useful info (their calls are 'not shown' in the spec). */
export const pagesRoutes = new Hono<AppEnv>();
const common = { tag: 'content', designed: true };
const missing = { description: 'Not found', schema: errorResponseSchema };
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

const published = lte(blogArticles.publishedAt, sql`now()`);
const running = and(
  lte(promotions.startsAt, sql`now()`),
  or(isNull(promotions.endsAt), gte(promotions.endsAt, sql`now()`)),
);

route(
  pagesRoutes,
  {
    ...common,
    auth: 'none',
    method: 'get',
    paths: ['/{lang}/blog/'],
    summary: 'Published blog articles, newest first (paged, default 10)',
    query: pageQuerySchema,
    responses: {
      200: { description: 'Articles', schema: articleListSchema },
      400: { description: 'Field errors' },
    },
  },
  async (c, { query, lang }) => {
    const { db } = c.var;
    const page = query.page ?? 1;
    const size = Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, 100);
    const [total] = await db.select({ n: count() }).from(blogArticles).where(published);
    const rows = await db
      .select()
      .from(blogArticles)
      .where(published)
      .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
      .limit(size)
      .offset((page - 1) * size);
    return c.json(
      paginate(
        c,
        { count: total?.n ?? 0, results: rows.map((r) => articleView(r, lang)) },
        page,
        size,
      ),
    );
  },
);

route(
  pagesRoutes,
  {
    ...common,
    auth: 'none',
    method: 'get',
    paths: ['/{lang}/blog/{id}/'],
    summary: 'One article with its (sanitized) HTML body',
    responses: { 200: { description: 'Article', schema: articleSchema }, 404: missing },
  },
  async (c, { id, lang }) => {
    const [row] = await c.var.db
      .select()
      .from(blogArticles)
      .where(and(eq(blogArticles.id, id), published));
    if (!row) throw notFound();
    return c.json({ ...articleView(row, lang), body: pick(row.body, lang) });
  },
);

route(
  pagesRoutes,
  {
    ...common,
    auth: 'none',
    method: 'get',
    paths: ['/{lang}/promotions/'],
    summary: 'Running promotions (paged, default 10)',
    query: pageQuerySchema,
    responses: {
      200: { description: 'Promotions', schema: promotionListSchema },
      400: { description: 'Field errors' },
    },
  },
  async (c, { query, lang }) => {
    const { db } = c.var;
    const page = query.page ?? 1;
    const size = Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, 100);
    const [total] = await db.select({ n: count() }).from(promotions).where(running);
    const rows = await db
      .select()
      .from(promotions)
      .where(running)
      .orderBy(desc(promotions.startsAt), desc(promotions.id))
      .limit(size)
      .offset((page - 1) * size);
    return c.json(
      paginate(
        c,
        { count: total?.n ?? 0, results: rows.map((r) => promotionView(r, lang)) },
        page,
        size,
      ),
    );
  },
);

route(
  pagesRoutes,
  {
    ...common,
    auth: 'none',
    method: 'get',
    paths: ['/{lang}/promotions/{id}/'],
    summary: 'One promotion',
    responses: { 200: { description: 'Promotion', schema: promotionSchema }, 404: missing },
  },
  async (c, { id, lang }) => {
    const [row] = await c.var.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), running));
    if (!row) throw notFound();
    return c.json(promotionView(row, lang));
  },
);

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
    responses: {
      200: { description: 'Pages', schema: usefulInfoListSchema },
      401: { description: 'No valid token', schema: errorResponseSchema },
    },
  },
  async (c, { lang }) => {
    const rows = await c.var.db
      .select()
      .from(usefulInfo)
      .orderBy(asc(usefulInfo.position), asc(usefulInfo.id));
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
    responses: {
      200: { description: 'Page', schema: usefulInfoSchema },
      401: { description: 'No valid token', schema: errorResponseSchema },
      404: missing,
    },
  },
  async (c, { id, lang }) => {
    const [row] = await c.var.db.select().from(usefulInfo).where(eq(usefulInfo.id, id));
    if (!row) throw notFound();
    return c.json(usefulView(row, lang));
  },
);
