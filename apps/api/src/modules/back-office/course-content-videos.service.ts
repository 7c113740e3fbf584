import type { Reorder } from '@academy/contract/back-office/authoring';
import type { StaffVideo, VideoKind } from '@academy/contract/back-office/course-content';
import { and, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseChapters, courseVideos } from '../../db/schema';
import type { Translated } from '../../db/tables/common';
import { videoPrefix } from '../../jobs/video-job';
import { recordAudit } from '../../lib/audit';
import { FieldError, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { courseTimeFromVideos } from '../videos/videos.service';
import { CONTENT_LIST_CHANGED, chapterOf, courseOf } from './course-content.service';
import { processingView, staffVideoView } from './course-content-view';
import { rewriteOrder } from './records.service';

/** A course's videos as its editors add, edit, order and delete them (issue 27). */

interface VideoFields {
  title: Translated;
  kind: VideoKind;
  chapter: number;
  free_preview: boolean;
}

export async function videoOf(db: Db | Tx, videoId: number) {
  const [video] = await db.select().from(courseVideos).where(eq(courseVideos.id, videoId));
  if (!video) throw notFound();
  return video;
}

/** The next position at the end of `chapterId`, which must be a chapter of `courseId`. */
async function endOfChapter(tx: Tx, courseId: number, chapterId: number) {
  const [chapter] = await tx
    .select({ id: courseChapters.id })
    .from(courseChapters)
    .where(and(eq(courseChapters.id, chapterId), eq(courseChapters.courseId, courseId)));
  if (!chapter) throw new FieldError({ chapter: ['Not a chapter of this course.'] });
  const [last] = await tx
    .select({ position: max(courseVideos.position) })
    .from(courseVideos)
    .where(eq(courseVideos.chapterId, chapterId));
  return (last?.position ?? -1) + 1;
}

/**
 * A new video at the end of its chapter, waiting for its file (`processing` at 0 %, no link):
 * the browser uploads it next; the pipeline makes it ready (and tells the buyers, see
 * markProcessed).
 */
export async function createVideo(
  db: Db,
  actorId: number,
  courseId: number,
  body: VideoFields,
): Promise<StaffVideo> {
  return db.transaction(async (tx) => {
    await courseOf(tx, courseId);
    const position = await endOfChapter(tx, courseId, body.chapter);
    const [video] = await tx
      .insert(courseVideos)
      .values({
        courseId,
        chapterId: body.chapter,
        title: body.title,
        kind: body.kind,
        freePreview: body.free_preview,
        position,
        time: '00:00:00',
        videoLink: '',
        imageThumbnail: '',
        status: 'processing',
        processingPercent: 0,
      })
      .returning();
    if (!video) throw new Error('video not inserted');
    await recordAudit(tx, {
      actorId,
      action: 'video.create',
      entity: 'course_video',
      entityId: video.id,
      after: { course: courseId, ...body },
    });
    return staffVideoView(video);
  });
}

export async function updateVideo(
  db: Db,
  actorId: number,
  videoId: number,
  body: Partial<VideoFields>,
): Promise<StaffVideo> {
  return db.transaction(async (tx) => {
    const before = await videoOf(tx, videoId);
    if (Object.values(body).every((value) => value === undefined)) return staffVideoView(before);
    const moved = body.chapter !== undefined && body.chapter !== before.chapterId;
    const position = moved
      ? await endOfChapter(tx, before.courseId, body.chapter as number)
      : undefined;
    const [video] = await tx
      .update(courseVideos)
      .set({
        title: body.title,
        kind: body.kind,
        freePreview: body.free_preview,
        ...(moved ? { chapterId: body.chapter, position } : {}),
      })
      .where(eq(courseVideos.id, videoId))
      .returning();
    if (!video) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: moved ? 'video.move' : 'video.update',
      entity: 'course_video',
      entityId: videoId,
      before: {
        title: before.title,
        kind: before.kind,
        chapter: before.chapterId,
        free_preview: before.freePreview,
      },
      after: body,
    });
    return staffVideoView(video);
  });
}

export async function orderVideos(db: Db, actorId: number, chapterId: number, { ids }: Reorder) {
  await db.transaction(async (tx) => {
    await chapterOf(tx, chapterId);
    const before = await rewriteOrder(
      tx,
      courseVideos,
      ids,
      eq(courseVideos.chapterId, chapterId),
      CONTENT_LIST_CHANGED,
    );
    await recordAudit(tx, {
      actorId,
      action: 'video.reorder',
      entity: 'course_chapter',
      entityId: chapterId,
      before: { videos: before },
      after: { videos: ids },
    });
  });
}

/**
 * Deletes a video with its watch records, then its files (source, streams, poster, thumbnails,
 * captions: everything under `videos/<id>/`). A seeded lesson's shared MP4 is not its own and
 * stays. The course's length follows the videos left.
 */
export async function deleteVideo(db: Db, storage: Storage, actorId: number, videoId: number) {
  const video = await db.transaction(async (tx) => {
    const found = await videoOf(tx, videoId);
    await tx.delete(courseVideos).where(eq(courseVideos.id, videoId));
    await recordAudit(tx, {
      actorId,
      action: 'video.delete',
      entity: 'course_video',
      entityId: videoId,
      before: { course: found.courseId, chapter: found.chapterId, title: found.title },
    });
    return found;
  });
  await storage.removeAll(videoPrefix(videoId));
  await courseTimeFromVideos(db, video.courseId);
}

export async function videoProcessing(db: Db, videoId: number) {
  return processingView(await videoOf(db, videoId));
}
