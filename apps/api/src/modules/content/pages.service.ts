import type { Language } from '@academy/contract';
import { type AnyColumn, and, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogArticles, promotions, usefulInfo } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { arrangedOrder, findOr404, pagedList } from '../../lib/queries';

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

/** On the site: not a draft, and its publication moment has come (a later one is scheduled). */
export const publishedArticle = and(
  eq(blogArticles.draft, false),
  lte(blogArticles.publishedAt, sql`now()`),
);
/** On the site: not a draft, started and not ended. */
export const runningPromotion = and(
  eq(promotions.draft, false),
  lte(promotions.startsAt, sql`now()`),
  or(isNull(promotions.endsAt), gte(promotions.endsAt, sql`now()`)),
);

export type PagedTable = typeof blogArticles | typeof promotions;

/** A kind of dated content: the rows `visible` lets through, newest first, and their views. */
export interface PagedContent<T extends PagedTable, V, D> {
  table: T;
  visible: SQL | undefined;
  newestFirst: AnyColumn;
  view: (row: T['$inferSelect'], lang: Language) => V;
  /** The answer for one row, when it says more than the list does. */
  itemView: (row: T['$inferSelect'], lang: Language) => D;
}

export const articleContent: PagedContent<
  typeof blogArticles,
  ReturnType<typeof articleView>,
  ReturnType<typeof articleView> & { body: string }
> = {
  table: blogArticles,
  visible: publishedArticle,
  newestFirst: blogArticles.publishedAt,
  view: articleView,
  itemView: (row, lang) => ({ ...articleView(row, lang), body: pick(row.body, lang) }),
};

export const promotionContent: PagedContent<
  typeof promotions,
  ReturnType<typeof promotionView>,
  ReturnType<typeof promotionView>
> = {
  table: promotions,
  visible: runningPromotion,
  newestFirst: promotions.startsAt,
  view: promotionView,
  itemView: promotionView,
};

/** One page of the visible rows of `content`, newest first. */
export function contentPage<T extends PagedTable, V, D>(
  db: Db,
  content: PagedContent<T, V, D>,
  page: { page: number | undefined; pageSize: number },
  lang: Language,
) {
  return pagedList(db, {
    from: content.table,
    where: content.visible,
    orderBy: [desc(content.newestFirst), desc(content.table.id)],
    page: page.page,
    pageSize: page.pageSize,
    views: (rows) => rows.map((r) => content.view(r, lang)),
  });
}

/** One visible row of `content` by id, as its item view; 404 when it is not visible. */
export async function contentItem<T extends PagedTable, V, D>(
  db: Db,
  content: PagedContent<T, V, D>,
  id: number,
  lang: Language,
): Promise<D> {
  const { table, visible } = content;
  return content.itemView(await findOr404(db, table, and(eq(table.id, id), visible)), lang);
}

const usefulView = (r: typeof usefulInfo.$inferSelect, lang: Language) => ({
  id: r.id,
  title: pick(r.title, lang),
  body: pick(r.body, lang),
  image: r.image,
});

export async function usefulInfoList(db: Db, lang: Language) {
  const rows = await db
    .select()
    .from(usefulInfo)
    .orderBy(...arrangedOrder(usefulInfo));
  return rows.map((r) => usefulView(r, lang));
}

export async function usefulInfoItem(db: Db, id: number, lang: Language) {
  return usefulView(await findOr404(db, usefulInfo, eq(usefulInfo.id, id)), lang);
}
