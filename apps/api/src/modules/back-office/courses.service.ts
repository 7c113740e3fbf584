import { emptyTranslatedText } from '@academy/contract/back-office/authoring';
import { COURSE_FORM_ERRORS } from '@academy/contract/back-office/courses';
import type { backOfficeCoursesEndpoints as staff } from '@academy/contract/endpoints';
import { DEFAULT_LANGUAGE } from '@academy/contract/languages';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  authors,
  courseAccess,
  courseCategories,
  courseModules,
  courses,
  courseTagLinks,
  courseTags,
  courseVideos,
  orderItems,
  orders,
  promotions,
} from '../../db/schema';
import { changedFields, recordAudit } from '../../lib/audit';
import { FieldError, HttpError } from '../../lib/errors';
import type { BodyOf } from '../../lib/route';
import { sanitizeTranslated } from '../../lib/sanitize';
import { type CourseRow, courseRow, outcomesList, staffCourseView } from './courses-view';
import { imageColumns } from './images.service';

const E = COURSE_FORM_ERRORS;
type Create = BodyOf<typeof staff.createCourse>;
type Update = BodyOf<typeof staff.updateCourse>;

/** The audited fields of a course: its form, as the staff answer names them. */
const audited = (row: CourseRow, tagIds: number[]) => ({
  name: row.name,
  description: row.description,
  outcomes: row.outcomes,
  category_id: row.categoryId,
  module_id: row.moduleId,
  tag_ids: tagIds,
  price: row.price,
  discount: row.discount,
  is_new: row.isNew,
  is_free: row.isFree,
  time: row.time,
  author_id: row.authorId,
  image: row.image,
});

async function categoryExists(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(eq(courseCategories.id, id));
  if (!row) throw new FieldError({ category_id: [E.unknownCategory] });
}

/** Creates an unpublished course from its Romanian name and category. */
export async function createCourse(db: Db, actorId: number, body: Create) {
  return db.transaction(async (tx) => {
    await categoryExists(tx, body.category_id);
    const [row] = await tx
      .insert(courses)
      .values({
        name: { ...emptyTranslatedText(), [DEFAULT_LANGUAGE]: body.name },
        description: emptyTranslatedText(),
        image: '',
        imageThumbnail: '',
        price: 0,
        time: '',
        categoryId: body.category_id,
        isActive: false,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, {
      actorId,
      action: 'course.create',
      entity: 'course',
      entityId: row.id,
      after: { name: row.name, category_id: row.categoryId, is_published: false },
    });
    return staffCourseView(tx, row);
  });
}

/** The server's own checks: the module of the category, known tags and author. */
async function checkChoices(tx: Tx, body: Update) {
  await categoryExists(tx, body.category_id);
  const errors: Record<string, string[]> = {};
  if (body.module_id !== null) {
    const [module] = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(
        and(eq(courseModules.id, body.module_id), eq(courseModules.categoryId, body.category_id)),
      );
    if (!module) errors.module_id = [E.moduleOfCategory];
  }
  if (body.tag_ids.length > 0) {
    const [found] = await tx
      .select({ n: count() })
      .from(courseTags)
      .where(inArray(courseTags.id, body.tag_ids));
    if ((found?.n ?? 0) !== body.tag_ids.length) errors.tag_ids = [E.unknownTag];
  }
  if (body.author_id !== null) {
    const [author] = await tx
      .select({ id: authors.id })
      .from(authors)
      .where(eq(authors.id, body.author_id));
    if (!author) errors.author_id = [E.unknownAuthor];
  }
  if (Object.keys(errors).length > 0) throw new FieldError(errors);
}

const tagIdsOf = async (tx: Tx, id: number) =>
  (
    await tx
      .select({ id: courseTagLinks.tagId })
      .from(courseTagLinks)
      .where(eq(courseTagLinks.courseId, id))
  )
    .map((tag) => tag.id)
    .sort((a, b) => a - b);

/** Saves a course's form (the cover only when a new one is sent), audited with what changed. */
export async function updateCourse(db: Db, actorId: number, id: number, body: Update) {
  await courseRow(db, id);
  // Read before the transaction: an uploaded image does not change (and PGlite has one connection).
  const cover =
    body.image_id === undefined ? {} : await imageColumns(db, body.image_id, 'course_cover');
  return db.transaction(async (tx) => {
    const before = await courseRow(tx, id);
    const beforeTags = await tagIdsOf(tx, id);
    await checkChoices(tx, body);
    const description = sanitizeTranslated(body.description);
    const [row] = await tx
      .update(courses)
      .set({
        name: body.name,
        description,
        outcomes: outcomesList(body.outcomes),
        categoryId: body.category_id,
        moduleId: body.module_id,
        price: body.price,
        discount: body.discount,
        isNew: body.is_new,
        isFree: body.is_free,
        time: body.time,
        authorId: body.author_id,
        ...(cover.image && { image: cover.image, imageThumbnail: cover.image_thumbnail ?? '' }),
      })
      .where(eq(courses.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    const tagIds = [...body.tag_ids].sort((a, b) => a - b);
    await tx.delete(courseTagLinks).where(eq(courseTagLinks.courseId, id));
    if (tagIds.length > 0)
      await tx.insert(courseTagLinks).values(tagIds.map((tagId) => ({ courseId: id, tagId })));
    const diff = changedFields(audited(before, beforeTags), audited(row, tagIds));
    if (Object.keys(diff.after).length > 0)
      await recordAudit(tx, {
        actorId,
        action: 'course.update',
        entity: 'course',
        entityId: id,
        before: diff.before,
        after: diff.after,
      });
    return staffCourseView(tx, row);
  });
}

/** What a course lacks to be published: each at its field (none: it may be). */
async function publicationGaps(tx: Tx, row: CourseRow) {
  const [videos] = await tx
    .select({ n: count() })
    .from(courseVideos)
    .where(eq(courseVideos.courseId, row.id));
  const errors: Record<string, string[]> = {};
  if (!row.name[DEFAULT_LANGUAGE]?.trim()) errors[`name.${DEFAULT_LANGUAGE}`] = [E.publishName];
  if (!row.image) errors.image_id = [E.publishCover];
  if ((videos?.n ?? 0) === 0) errors.videos = [E.publishVideo];
  return errors;
}

/**
 * Publishes or unpublishes a course (publishing refused, at its fields, without a Romanian name,
 * a cover or a video); audited when it changes.
 */
export async function setCoursePublished(db: Db, actorId: number, id: number, published: boolean) {
  return db.transaction(async (tx) => {
    const before = await courseRow(tx, id);
    if (published) {
      const gaps = await publicationGaps(tx, before);
      if (Object.keys(gaps).length > 0) throw new FieldError(gaps);
    }
    if (before.isActive === published) return staffCourseView(tx, before);
    const [row] = await tx
      .update(courses)
      .set({ isActive: published })
      .where(eq(courses.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    await recordAudit(tx, {
      actorId,
      action: published ? 'course.publish' : 'course.unpublish',
      entity: 'course',
      entityId: id,
      before: { is_published: before.isActive },
      after: { is_published: published },
    });
    return staffCourseView(tx, row);
  });
}

/**
 * Deletes a course nobody bought or ordered (409 otherwise: its buyers keep it, so it is
 * unpublished instead), with its chapters, videos, protocols and banners; a promotion that
 * named it names no course any more.
 */
export async function deleteCourse(db: Db, actorId: number, id: number) {
  await db.transaction(async (tx) => {
    const row = await courseRow(tx, id);
    const before = audited(row, await tagIdsOf(tx, id));
    const uses = await Promise.all([
      tx.select({ n: count() }).from(courseAccess).where(eq(courseAccess.courseId, id)),
      tx.select({ n: count() }).from(orders).where(eq(orders.courseId, id)),
      tx.select({ n: count() }).from(orderItems).where(eq(orderItems.courseId, id)),
    ]);
    if (uses.some(([use]) => (use?.n ?? 0) > 0)) throw new HttpError(409, E.bought);
    await tx.update(promotions).set({ courseId: null }).where(eq(promotions.courseId, id));
    await tx.delete(courses).where(eq(courses.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'course.delete',
      entity: 'course',
      entityId: id,
      before,
    });
  });
}
