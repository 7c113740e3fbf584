import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseVideos } from '../../db/schema';
import type { Outbox } from '../../lib/outbox';

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

export async function setProcessingPercent(db: Db, videoId: number, percent: number) {
  await db
    .update(courseVideos)
    .set({ processingPercent: percent })
    .where(eq(courseVideos.id, videoId));
}

/** What the job made: the stream's keys in the storage and the real duration ("HH:MM:SS"). */
export interface ProcessedVideo {
  hlsKey: string;
  posterKey: string;
  thumbnailsKey: string;
  time: string;
}

export async function markProcessed(db: Db, videoId: number, made: ProcessedVideo) {
  await db
    .update(courseVideos)
    .set({ ...made, status: 'ready', processingPercent: 100, processingError: null })
    .where(eq(courseVideos.id, videoId));
}

export async function markFailed(db: Db, videoId: number, error: string) {
  await db
    .update(courseVideos)
    .set({ status: 'failed', processingError: error })
    .where(eq(courseVideos.id, videoId));
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
