import {
  emptyTranslatedText,
  type Reorder,
  type TranslatedText,
} from '@academy/contract/back-office/authoring';
import type { CourseContent, StaffChapter } from '@academy/contract/back-office/course-content';
import { asc, count, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseBanners, courseChapters, courses, courseVideos, protocols } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { arrangedOrder } from '../../lib/queries';
import { staffBannerView, staffProtocolView, staffVideoView } from './course-content-view';
import { rewriteOrder } from './records.service';

/** A course's content for its editors (issue 27), and its chapters' writes. */

/** The course `courseId`, or 404 (every content write starts here). */
export async function courseOf(db: Db | Tx, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, name: courses.name, published: courses.isActive })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound();
  return course;
}

export async function courseContent(db: Db, courseId: number): Promise<CourseContent> {
  const course = await courseOf(db, courseId);
  const [chapters, videos, pdfs, banners] = await Promise.all([
    db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, courseId))
      .orderBy(...arrangedOrder(courseChapters)),
    db
      .select()
      .from(courseVideos)
      .where(eq(courseVideos.courseId, courseId))
      .orderBy(...arrangedOrder(courseVideos)),
    db
      .select()
      .from(protocols)
      .where(eq(protocols.courseId, courseId))
      .orderBy(asc(protocols.created), asc(protocols.id)),
    db
      .select()
      .from(courseBanners)
      .where(eq(courseBanners.courseId, courseId))
      .orderBy(asc(courseBanners.id)),
  ]);
  const shown = videos.map(staffVideoView);
  const chapterIds = new Set(chapters.map((chapter) => chapter.id));
  return {
    course,
    chapters: chapters.map((chapter) => ({
      id: chapter.id,
      name: chapter.name,
      videos: shown.filter((video) => video.chapter === chapter.id),
    })),
    loose_videos: shown.filter((video) => video.chapter === null || !chapterIds.has(video.chapter)),
    protocols: pdfs.map(staffProtocolView),
    banners: banners.map(staffBannerView),
  };
}

/** The chapter `chapterId`, or 404. */
export async function chapterOf(db: Db | Tx, chapterId: number) {
  const [chapter] = await db.select().from(courseChapters).where(eq(courseChapters.id, chapterId));
  if (!chapter) throw notFound();
  return chapter;
}

export async function createChapter(
  db: Db,
  actorId: number,
  courseId: number,
  name: TranslatedText,
): Promise<StaffChapter> {
  return db.transaction(async (tx) => {
    await courseOf(tx, courseId);
    const [last] = await tx
      .select({ position: max(courseChapters.position) })
      .from(courseChapters)
      .where(eq(courseChapters.courseId, courseId));
    const [chapter] = await tx
      .insert(courseChapters)
      .values({
        courseId,
        name,
        description: emptyTranslatedText(),
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    if (!chapter) throw new Error('chapter not inserted');
    await recordAudit(tx, {
      actorId,
      action: 'chapter.create',
      entity: 'course_chapter',
      entityId: chapter.id,
      after: { course: courseId, name: chapter.name },
    });
    return { id: chapter.id, name: chapter.name, videos: [] };
  });
}

export async function renameChapter(
  db: Db,
  actorId: number,
  chapterId: number,
  name: TranslatedText,
) {
  const chapter = await db.transaction(async (tx) => {
    const before = await chapterOf(tx, chapterId);
    await tx.update(courseChapters).set({ name }).where(eq(courseChapters.id, chapterId));
    await recordAudit(tx, {
      actorId,
      action: 'chapter.rename',
      entity: 'course_chapter',
      entityId: chapterId,
      before: { name: before.name },
      after: { name },
    });
    return before;
  });
  const content = await courseContent(db, chapter.courseId);
  const renamed = content.chapters.find((entry) => entry.id === chapterId);
  if (!renamed) throw notFound();
  return renamed;
}

/** Deletes an empty chapter; one that still lists videos is refused (409), nothing is lost. */
export async function deleteChapter(db: Db, actorId: number, chapterId: number) {
  await db.transaction(async (tx) => {
    const chapter = await chapterOf(tx, chapterId);
    const [listed] = await tx
      .select({ n: count() })
      .from(courseVideos)
      .where(eq(courseVideos.chapterId, chapterId));
    if ((listed?.n ?? 0) > 0)
      throw new HttpError(409, 'The chapter still lists videos: move or delete them first.');
    await tx.delete(courseChapters).where(eq(courseChapters.id, chapterId));
    await recordAudit(tx, {
      actorId,
      action: 'chapter.delete',
      entity: 'course_chapter',
      entityId: chapterId,
      before: { course: chapter.courseId, name: chapter.name },
    });
  });
}

/** A content list's order changed by someone else meanwhile (this area's own wording). */
export const CONTENT_LIST_CHANGED = 'The list has changed: reload it and order it again.';

export async function orderChapters(db: Db, actorId: number, courseId: number, { ids }: Reorder) {
  await db.transaction(async (tx) => {
    await courseOf(tx, courseId);
    const before = await rewriteOrder(
      tx,
      courseChapters,
      ids,
      eq(courseChapters.courseId, courseId),
      CONTENT_LIST_CHANGED,
    );
    await recordAudit(tx, {
      actorId,
      action: 'chapter.reorder',
      entity: 'course',
      entityId: courseId,
      before: { chapters: before },
      after: { chapters: ids },
    });
  });
}
