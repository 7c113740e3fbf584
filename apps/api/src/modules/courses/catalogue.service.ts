import { COURSES_PAGE_SIZE, type Language } from '@academy/contract';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { coursesEndpoints } from '@academy/contract/endpoints';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseCategories, courseModules, courses } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { arrangedOrder, pagedList } from '../../lib/queries';
import type { QueryOf } from '../../lib/route';
import { previewVideoPaths } from '../media/video-paths';
import { courseParts, courseViews, finalPrice, findActiveCourse } from './course.view';
import { sellingPoints } from './course-selling.view';

type CatalogueQuery = QueryOf<typeof coursesEndpoints.courses>;

/** One page of the active courses that match the catalogue's filters. */
export function courseCatalogue(db: Db, query: CatalogueQuery, lang: Language) {
  const filters: (SQL | undefined)[] = [eq(courses.isActive, true)];
  if (query.category) filters.push(eq(courses.categoryId, query.category));
  if (query.module) filters.push(eq(courses.moduleId, query.module));
  if (query.is_free) filters.push(eq(courses.isFree, query.is_free === 'true'));
  if (query.discounted === 'true') filters.push(gt(courses.discount, 0));
  return pagedList(db, {
    from: courses,
    where: and(...filters),
    orderBy: arrangedOrder(courses),
    page: query.page,
    pageSize: query.page_size ?? COURSES_PAGE_SIZE,
    views: (rows) => courseViews(db, rows, lang),
  });
}

export type CourseAnswer = AnswerIn<typeof coursesEndpoints.course>;

/**
 * A course as anyone sees it (no access of a user): its chapters, videos and counts. `drafts`:
 * an unpublished one too (a staff preview; never cached).
 */
export async function courseDetail(
  db: Db,
  id: number,
  lang: Language,
  drafts = false,
): Promise<CourseAnswer> {
  const row = await findActiveCourse(db, id, drafts);
  const [[view], parts, selling] = await Promise.all([
    courseViews(db, [row], lang),
    courseParts(db, [row.id]),
    sellingPoints(db, row, lang),
  ]);
  if (!view) throw notFound();
  const summary = (v: (typeof parts.videos)[number]) => ({
    id: v.id,
    title: pick(v.title, lang),
    time: v.time,
    // A free preview's files, unsigned: the course route signs them for anyone.
    ...previewVideoPaths(v),
  });
  const chapters = parts.chapters.map((ch) => ({
    id: ch.id,
    name: pick(ch.name, lang),
    description: pick(ch.description, lang),
    videos: parts.videos.filter((v) => v.chapterId === ch.id).map(summary),
  }));
  const loose = parts.videos.filter((v) => !chapters.some((ch) => ch.id === v.chapterId));
  return {
    ...view,
    description: pick(row.description, lang),
    ...selling,
    course_content: chapters,
    total_video_count: parts.videos.length,
    total_practical_video: parts.videos.filter((v) => v.kind === 'practical').length,
    total_theoretical_video: parts.videos.filter((v) => v.kind === 'theoretical').length,
    videos: [...chapters.flatMap((ch) => ch.videos), ...loose.map(summary)],
    final_price: row.isFree ? 0 : finalPrice(row),
    has_access: false,
    access_id: null,
  };
}

export async function categoryList(db: Db, lang: Language) {
  const rows = await db.select().from(courseCategories).orderBy(asc(courseCategories.position));
  return rows.map((r) => ({ id: r.id, name: pick(r.name, lang), slug: r.slug }));
}

/** The modules (of one category, when given), in the order an admin arranged them. */
export async function moduleList(db: Db, categoryId: number | undefined, lang: Language) {
  const rows = await db
    .select()
    .from(courseModules)
    .where(categoryId ? eq(courseModules.categoryId, categoryId) : undefined)
    .orderBy(...arrangedOrder(courseModules));
  return rows.map((r) => ({ id: r.id, name: pick(r.name, lang), category: r.categoryId }));
}
