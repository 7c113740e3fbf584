import {
  ARTICLE_FORM_ERRORS,
  type PublicationStatus,
} from '@academy/contract/back-office/articles';
import { emptyTranslatedText } from '@academy/contract/back-office/authoring';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeArticlesEndpoints as bo } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { and, eq, gt, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, promotions } from '../../db/schema';
import { FieldError } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { likePattern, listOrder, staffPage, translatedIn } from '../../lib/queries';
import type { BodyOf, QueryOf } from '../../lib/route';
import { sanitizeTranslated } from '../../lib/sanitize';
import { runningPromotion } from '../content/pages.service';
import { imageColumns } from './images.service';
import {
  createRecord,
  deleteRecord,
  findRecord,
  type RecordKind,
  updateRecord,
} from './records.service';

type Row = typeof promotions.$inferSelect;
type Values = BodyOf<typeof bo.updatePromotion>;

/** A draft is kept back; otherwise it is shown from its start until its end (if any). */
export function promotionStatus(
  row: Pick<Row, 'draft' | 'startsAt' | 'endsAt'>,
  now = new Date(),
): PublicationStatus {
  if (row.draft) return 'draft';
  if (row.startsAt > now) return 'scheduled';
  return row.endsAt && row.endsAt < now ? 'ended' : 'published';
}

export const promotionView = (row: Row): AnswerIn<typeof bo.promotion> => ({
  id: row.id,
  title: row.title,
  description: row.description,
  body: row.body,
  image: row.image,
  discount: row.discount,
  course_id: row.courseId,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt?.toISOString() ?? null,
  draft: row.draft,
  status: promotionStatus(row),
});

const audited = ({ id: _id, status: _status, ...fields }: ReturnType<typeof promotionView>) =>
  fields;

/** Promotions as records (issue 27's shared writes); an edit's audit keeps what it changed. */
const PROMOTION: RecordKind<typeof promotions> = {
  table: promotions,
  entity: 'promotion',
  area: 'promotion',
  audited: (row) => audited(promotionView(row)),
  changesOnly: true,
};

const shown = eq(promotions.draft, false);
const STATUS_FILTERS: Record<PublicationStatus, SQL | undefined> = {
  draft: eq(promotions.draft, true),
  scheduled: and(shown, gt(promotions.startsAt, sql`now()`)),
  published: runningPromotion,
  ended: and(shown, lt(promotions.endsAt, sql`now()`)),
};

/** The list's sorts; a title in the list's language, as it is shown. */
const sorts = (lang: Language) => ({
  starts_at: promotions.startsAt,
  title: translatedIn(promotions.title, lang),
  discount: promotions.discount,
});

/** A page of promotions, searched in their titles, filtered by status. */
export async function listPromotions(
  db: Db,
  query: QueryOf<typeof bo.promotions>,
  lang: Language,
): Promise<AnswerIn<typeof bo.promotions>> {
  const where = and(
    query.status ? STATUS_FILTERS[query.status] : undefined,
    query.q ? ilike(sql`${promotions.title}::text`, likePattern(query.q)) : undefined,
  );
  const now = new Date();
  return staffPage(db, {
    from: promotions,
    where,
    orderBy: listOrder(sorts(lang)[query.sort], promotions.id, query.order),
    query,
    views: (rows) =>
      rows.map((row) => ({
        id: row.id,
        title: pick(row.title, lang),
        image: row.image,
        discount: row.discount,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt?.toISOString() ?? null,
        status: promotionStatus(row, now),
      })),
  });
}

/** A draft from its Romanian title, starting now, open-ended, without a discount or cover yet. */
export async function createPromotion(
  db: Db,
  actorId: number,
  values: BodyOf<typeof bo.createPromotion>,
) {
  const row = await createRecord(db, PROMOTION, actorId, async () => ({
    title: values.title,
    description: emptyTranslatedText(),
    body: emptyTranslatedText(),
    image: '',
    draft: true,
  }));
  return promotionView(row);
}

export async function findPromotion(db: Db, id: number) {
  return promotionView(await findRecord(db, PROMOTION, id));
}

/**
 * Saves the whole form over a promotion: the body sanitized, the cover from its uploaded image
 * (kept when none is sent), the course checked; published only with a cover.
 */
export async function updatePromotion(db: Db, actorId: number, id: number, values: Values) {
  const cover = values.image_id ? await imageColumns(db, values.image_id, 'promotion_cover') : null;
  if (values.course_id !== null) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, values.course_id));
    if (!course) throw new FieldError({ course_id: [ARTICLE_FORM_ERRORS.unknownCourse] });
  }
  const row = await updateRecord(db, PROMOTION, actorId, id, async (_tx, before) => {
    const image = cover?.image ?? before.image;
    if (!values.draft && !image)
      throw new FieldError({ image_id: [ARTICLE_FORM_ERRORS.coverRequired] });
    return {
      title: values.title,
      description: values.description,
      body: sanitizeTranslated(values.body),
      image,
      discount: values.discount,
      courseId: values.course_id,
      startsAt: new Date(values.starts_at),
      endsAt: values.ends_at ? new Date(values.ends_at) : null,
      draft: values.draft,
    };
  });
  return promotionView(row);
}

export function deletePromotion(db: Db, actorId: number, id: number) {
  return deleteRecord(db, PROMOTION, actorId, id);
}
