import type { Language } from '@academy/contract';
import type { AnswerIn, Endpoint } from '@academy/contract/endpoint';
import { contentEndpoints } from '@academy/contract/endpoints';
import { type AnyColumn, and, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { blogArticles, promotions, usefulInfo } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { arrangedOrder, findOr404, pagedList } from '../../lib/queries';
import { route } from '../../lib/route';

/** Designed: blog, promotions and useful info (their calls are 'not shown' in the spec). */
export const pagesRoutes = new Hono<AppEnv>();
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
type ListItem<E extends Endpoint> = AnswerIn<E> extends { results: (infer I)[] } ? I : never;

/**
 * A public paged list (`?page`, `?page_size` up to 100, default 10) of the rows that `visible`
 * lets through, newest first, and one of those rows by id (404 when it is not visible).
 */
function pagedContentRoutes<
  T extends PagedTable,
  const L extends typeof contentEndpoints.articles | typeof contentEndpoints.promotions,
  const I extends typeof contentEndpoints.article | typeof contentEndpoints.promotion,
>(spec: {
  table: T;
  visible: SQL | undefined;
  newestFirst: AnyColumn;
  list: L;
  item: I;
  view: (row: T['$inferSelect'], lang: Language) => ListItem<L>;
  /** The answer for one row, when it says more than the list does. */
  itemView: (row: T['$inferSelect'], lang: Language) => AnswerIn<I>;
}) {
  const { table, visible, itemView } = spec;
  route(pagesRoutes, spec.list, (c, { query, lang, cached }) =>
    // The list's items are the declaration's own (ListItem<L>): the page around them is too.
    cached(
      { tags: ['pages'] },
      async () =>
        (await pagedList(c, {
          from: table,
          where: visible,
          orderBy: [desc(spec.newestFirst), desc(table.id)],
          page: query.page,
          pageSize: Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, 100),
          views: (rows) => rows.map((r) => spec.view(r, lang)),
        })) as AnswerIn<L>,
    ),
  );
  route(pagesRoutes, spec.item, (c, { id, lang, cached }) =>
    cached({ tags: ['pages'] }, async () =>
      itemView(await findOr404(c.var.db, table, and(eq(table.id, id), visible)), lang),
    ),
  );
}

pagedContentRoutes({
  table: blogArticles,
  visible: publishedArticle,
  newestFirst: blogArticles.publishedAt,
  list: contentEndpoints.articles,
  item: contentEndpoints.article,
  view: articleView,
  itemView: (row, lang) => ({ ...articleView(row, lang), body: pick(row.body, lang) }),
});

pagedContentRoutes({
  table: promotions,
  visible: runningPromotion,
  newestFirst: promotions.startsAt,
  list: contentEndpoints.promotions,
  item: contentEndpoints.promotion,
  view: promotionView,
  itemView: promotionView,
});

const usefulView = (r: typeof usefulInfo.$inferSelect, lang: Language) => ({
  id: r.id,
  title: pick(r.title, lang),
  body: pick(r.body, lang),
  image: r.image,
});

route(pagesRoutes, contentEndpoints.usefulInfoList, async (c, { lang, json }) => {
  const rows = await c.var.db
    .select()
    .from(usefulInfo)
    .orderBy(...arrangedOrder(usefulInfo));
  return json(rows.map((r) => usefulView(r, lang)));
});

route(pagesRoutes, contentEndpoints.usefulInfo, async (c, { id, lang, json }) => {
  const row = await findOr404(c.var.db, usefulInfo, eq(usefulInfo.id, id));
  return json(usefulView(row, lang));
});
