import { totalVideoSeconds } from '@academy/contract/rules';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, courseVideos } from '../../db/schema';
import type { Outbox } from '../../lib/outbox';
import { noticeCourseAddition } from '../back-office/course-content-notices.service';
import { clockTime } from './thumbnails';

/** A video's pipeline state, as the upload and the job read it. */
export async function findVideo(db: Db, videoId: number) {
  const [video] = await db
    .select({ id: courseVideos.id, status: courseVideos.status, sourceKey: courseVideos.sourceKey })
    .from(courseVideos)
    .where(eq(courseVideos.id, videoId));
  return video ?? null;
}

/**
 * Records a video's new source and queues its processing in the same transaction: the job runs
 * if and only if the source is recorded. The video is `processing` until the job ends.
 */
export async function recordSource(db: Db, outbox: Outbox, videoId: number, sourceKey: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(courseVideos)
      .set({ sourceKey, status: 'processing', processingPercent: 0, processingError: null })
      .where(eq(courseVideos.id, videoId));
    await outbox.video(tx, { videoId });
  });
}

/**
 * The video while its source is still `sourceKey`: a job's writes land only on the source it
 * processed, so a job overtaken by a newer upload changes nothing and the newer job decides.
 */
const sameSource = (videoId: number, sourceKey: string | null) =>
  and(
    eq(courseVideos.id, videoId),
    sourceKey === null ? isNull(courseVideos.sourceKey) : eq(courseVideos.sourceKey, sourceKey),
  );

export async function setProcessingPercent(
  db: Db,
  videoId: number,
  sourceKey: string,
  percent: number,
) {
  await db
    .update(courseVideos)
    .set({ processingPercent: percent })
    .where(sameSource(videoId, sourceKey));
}

/** What the job made: the stream's keys in the storage and the real duration ("HH:MM:SS"). */
export interface ProcessedVideo {
  hlsKey: string;
  posterKey: string;
  thumbnailsKey: string;
  time: string;
}

/**
 * Marks the video ready with what the job made of `sourceKey` (null: a demo lesson's clip). The
 * first time a video added in the back office becomes ready (it had no stream and no link), a
 * published course's buyers are told of it, in the same transaction; a new file of a video
 * already played is an edit, not news.
 */
export async function markProcessed(
  db: Db,
  videoId: number,
  sourceKey: string | null,
  made: ProcessedVideo,
) {
  const courseId = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hlsKey: courseVideos.hlsKey, videoLink: courseVideos.videoLink })
      .from(courseVideos)
      .where(sameSource(videoId, sourceKey))
      .for('update');
    if (!before) return null;
    const [video] = await tx
      .update(courseVideos)
      .set({ ...made, status: 'ready', processingPercent: 100, processingError: null })
      .where(sameSource(videoId, sourceKey))
      .returning({ courseId: courseVideos.courseId });
    if (!video) return null;
    if (sourceKey !== null && before.hlsKey === null && before.videoLink === '')
      await noticeCourseAddition(tx, video.courseId, 'video');
    return video.courseId;
  });
  if (courseId !== null) await courseTimeFromVideos(db, courseId);
}

/**
 * A course's length becomes the sum of its videos' real ones, as ffprobe read them, so the course
 * page's total agrees with its chapters (kept as it was while a video's length is unreadable).
 */
export async function courseTimeFromVideos(db: Db, courseId: number) {
  const videos = await db
    .select({ time: courseVideos.time })
    .from(courseVideos)
    .where(eq(courseVideos.courseId, courseId));
  const total = totalVideoSeconds(videos.map((video) => video.time));
  if (total !== null) {
    await db
      .update(courses)
      .set({ time: clockTime(total) })
      .where(eq(courses.id, courseId));
  }
}

export async function markFailed(db: Db, videoId: number, sourceKey: string, error: string) {
  await db
    .update(courseVideos)
    .set({ status: 'failed', processingError: error })
    .where(sameSource(videoId, sourceKey));
}

/** The pipeline state of these videos (`admin jobs`), or of the latest processed ones. */
export async function processingStates(db: Db, videoIds: number[]) {
  return db
    .select({
      id: courseVideos.id,
      status: courseVideos.status,
      percent: courseVideos.processingPercent,
      error: courseVideos.processingError,
    })
    .from(courseVideos)
    .where(inArray(courseVideos.id, videoIds.length > 0 ? videoIds : [0]))
    .orderBy(desc(courseVideos.id));
}
