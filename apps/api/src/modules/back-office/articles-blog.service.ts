import {
  ARTICLE_FORM_ERRORS,
  type PublicationStatus,
} from '@academy/contract/back-office/articles';
import { emptyTranslatedText } from '@academy/contract/back-office/authoring';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeArticlesEndpoints as bo } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { and, eq, gt, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { blogArticles } from '../../db/schema';
import { FieldError, isUniqueViolation } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { likePattern, listOrder, staffPage, translatedIn } from '../../lib/queries';
import type { BodyOf, QueryOf } from '../../lib/route';
import { sanitizeTranslated } from '../../lib/sanitize';
import { publishedArticle } from '../content/pages.service';
import { imageColumns } from './images.service';
import {
  createRecord,
  deleteRecord,
  findRecord,
  type RecordKind,
  updateRecord,
} from './records.service';

type Row = typeof blogArticles.$inferSelect;
type Values = BodyOf<typeof bo.updateArticle>;

/** A draft is kept back; otherwise it is shown from its publication moment on. */
export function articleStatus(
  row: Pick<Row, 'draft' | 'publishedAt'>,
  now = new Date(),
): PublicationStatus {
  if (row.draft) return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

export const articleView = (row: Row): AnswerIn<typeof bo.article> => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  body: row.body,
  image: row.image,
  published_at: row.publishedAt.toISOString(),
  draft: row.draft,
  status: articleStatus(row),
});

/** What the audit keeps of an article: its form's fields. */
const audited = ({ id: _id, status: _status, ...fields }: ReturnType<typeof articleView>) => fields;

/** Articles as records (issue 27's shared writes); an edit's audit keeps what it changed. */
const ARTICLE: RecordKind<typeof blogArticles> = {
  table: blogArticles,
  entity: 'article',
  area: 'article',
  audited: (row) => audited(articleView(row)),
  changesOnly: true,
};

const STATUS_FILTERS: Record<Exclude<PublicationStatus, 'ended'>, SQL | undefined> = {
  draft: eq(blogArticles.draft, true),
  scheduled: and(eq(blogArticles.draft, false), gt(blogArticles.publishedAt, sql`now()`)),
  published: publishedArticle,
};

/** The list's sorts; a title in the list's language, as it is shown. */
const sorts = (lang: Language) => ({
  published_at: blogArticles.publishedAt,
  title: translatedIn(blogArticles.title, lang),
  slug: blogArticles.slug,
});

/** A page of articles, searched in the address and the titles, filtered by status. */
export async function listArticles(
  db: Db,
  query: QueryOf<typeof bo.articles>,
  lang: Language,
): Promise<AnswerIn<typeof bo.articles>> {
  const like = likePattern(query.q);
  const where = and(
    query.status ? STATUS_FILTERS[query.status] : undefined,
    query.q
      ? or(ilike(blogArticles.slug, like), ilike(sql`${blogArticles.title}::text`, like))
      : undefined,
  );
  const now = new Date();
  return staffPage(db, {
    from: blogArticles,
    where,
    orderBy: listOrder(sorts(lang)[query.sort], blogArticles.id, query.order),
    query,
    views: (rows) =>
      rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: pick(row.title, lang),
        image: row.image,
        published_at: row.publishedAt.toISOString(),
        status: articleStatus(row, now),
      })),
  });
}

async function checkSlugFree(tx: Tx, slug: string, id: number | null) {
  const [taken] = await tx
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(and(eq(blogArticles.slug, slug), id === null ? undefined : ne(blogArticles.id, id)));
  if (taken) throw new FieldError({ slug: [ARTICLE_FORM_ERRORS.slugTaken] });
}

/** An address taken by a write that raced this one: the same refusal as the check's. */
async function refusingTakenSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'blog_articles_slug_unique'))
      throw new FieldError({ slug: [ARTICLE_FORM_ERRORS.slugTaken] });
    throw error;
  }
}

/** A draft from its Romanian title and address, dated now, without a cover yet. */
export async function createArticle(
  db: Db,
  actorId: number,
  values: BodyOf<typeof bo.createArticle>,
) {
  const row = await refusingTakenSlug(() =>
    createRecord(db, ARTICLE, actorId, async (tx) => {
      await checkSlugFree(tx, values.slug, null);
      return {
        slug: values.slug,
        title: values.title,
        excerpt: emptyTranslatedText(),
        body: emptyTranslatedText(),
        image: '',
        draft: true,
      };
    }),
  );
  return articleView(row);
}

export async function findArticle(db: Db, id: number) {
  return articleView(await findRecord(db, ARTICLE, id));
}

/**
 * Saves the whole form over an article: the body sanitized in every language, the cover from
 * its uploaded image (kept when none is sent); published only with a cover.
 */
export async function updateArticle(db: Db, actorId: number, id: number, values: Values) {
  const cover = values.image_id ? await imageColumns(db, values.image_id, 'article_cover') : null;
  const row = await refusingTakenSlug(() =>
    updateRecord(db, ARTICLE, actorId, id, async (tx, before) => {
      await checkSlugFree(tx, values.slug, id);
      const image = cover?.image ?? before.image;
      if (!values.draft && !image)
        throw new FieldError({ image_id: [ARTICLE_FORM_ERRORS.coverRequired] });
      return {
        slug: values.slug,
        title: values.title,
        excerpt: values.excerpt,
        body: sanitizeTranslated(values.body),
        image,
        publishedAt: new Date(values.published_at),
        draft: values.draft,
      };
    }),
  );
  return articleView(row);
}

/** Deletes an article; the audit keeps what it was. */
export function deleteArticle(db: Db, actorId: number, id: number) {
  return deleteRecord(db, ARTICLE, actorId, id);
}
