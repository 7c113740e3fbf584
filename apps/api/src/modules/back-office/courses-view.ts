import { outcomeLines } from '@academy/contract/back-office/courses';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeCoursesEndpoints as staff } from '@academy/contract/endpoints';
import { LANGUAGES } from '@academy/contract/languages';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseAccess, courses, courseTagLinks, courseVideos } from '../../db/schema';
import type { Translated } from '../../db/tables/common';
import { notFound } from '../../lib/errors';

export type CourseRow = typeof courses.$inferSelect;
export type StaffCourseView = AnswerIn<typeof staff.course>;

/** How many videos and buyers (access records) each of some courses has. */
export async function courseCounts(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return { videos: new Map<number, number>(), buyers: new Map() };
  const [videos, buyers] = await Promise.all([
    db
      .select({ id: courseVideos.courseId, n: count() })
      .from(courseVideos)
      .where(inArray(courseVideos.courseId, ids))
      .groupBy(courseVideos.courseId),
    db
      .select({ id: courseAccess.courseId, n: count() })
      .from(courseAccess)
      .where(inArray(courseAccess.courseId, ids))
      .groupBy(courseAccess.courseId),
  ]);
  return {
    videos: new Map(videos.map((row) => [row.id, row.n])),
    buyers: new Map<number, number>(buyers.map((row) => [row.id, row.n])),
  };
}

/** Stored outcomes (a list of translated sentences) → one text per language, a line each. */
export const outcomesText = (outcomes: readonly Translated[]): Translated =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      outcomes
        .map((outcome) => outcome[language] ?? '')
        .join('\n')
        .trimEnd(),
    ]),
  ) as Translated;

/**
 * The form's text per language → the stored list: the n-th line of each language is the n-th
 * outcome; an outcome with no text in any language is dropped.
 */
export function outcomesList(text: Translated): Translated[] {
  // Blank lines are kept in place here, so line n is outcome n in every language.
  const lines = Object.fromEntries(
    LANGUAGES.map((language) => [language, text[language].split('\n').map((line) => line.trim())]),
  ) as Record<keyof Translated, string[]>;
  const length = Math.max(...LANGUAGES.map((language) => lines[language].length));
  return Array.from(
    { length },
    (_, index) =>
      Object.fromEntries(
        LANGUAGES.map((language) => [language, lines[language][index] ?? '']),
      ) as Translated,
  ).filter((outcome) => outcomeLines(Object.values(outcome).join('\n')).length > 0);
}

/** A course as its editors see it. */
export async function staffCourseView(db: Db | Tx, row: CourseRow): Promise<StaffCourseView> {
  const [tags, counts] = await Promise.all([
    db
      .select({ id: courseTagLinks.tagId })
      .from(courseTagLinks)
      .where(eq(courseTagLinks.courseId, row.id)),
    courseCounts(db, [row.id]),
  ]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    outcomes: outcomesText(row.outcomes),
    category_id: row.categoryId,
    module_id: row.moduleId,
    tag_ids: tags.map((tag) => tag.id).sort((a, b) => a - b),
    price: row.price,
    discount: row.discount,
    is_new: row.isNew,
    is_free: row.isFree,
    time: row.time,
    author_id: row.authorId,
    cover: row.image ? { url: row.image, thumbnail: row.imageThumbnail || row.image } : null,
    is_published: row.isActive,
    video_count: counts.videos.get(row.id) ?? 0,
    buyers: counts.buyers.get(row.id) ?? 0,
    created: row.created.toISOString(),
  };
}

/** The course's row, or 404. */
export async function courseRow(db: Db | Tx, id: number): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}
