import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Db } from '../db/client';
import { fileTypeOf } from '../lib/file-answer';
import type { VideoJob } from '../lib/outbox';
import type { Storage } from '../lib/storage';
import { clockTime } from '../modules/videos/thumbnails';
import { type Transcoded, transcodeVideo } from '../modules/videos/transcode';
import {
  findVideo,
  markFailed,
  markProcessed,
  setProcessingPercent,
} from '../modules/videos/videos.service';

export interface VideoJobDeps {
  db: Db;
  storage: Storage;
  /** Called once the video changed (ready or failed): cached course answers are stale. */
  changed?: () => void;
}

/** How often the job writes its percent: often enough to follow, rarely enough to cost nothing. */
const PERCENT_EVERY_MS = 2000;
/** The length of ffmpeg's error kept on the video for staff. */
const ERROR_CHARS = 1000;

/** Where a video's files live in the storage (the agreed keys: `videos/<id>/hls/master.m3u8`…). */
export const videoPrefix = (videoId: number) => `videos/${videoId}`;

/** Stores every file of `folder` under `prefix`, keeping the folder's layout in the keys. */
export async function storeFolder(storage: Storage, folder: string, prefix: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    const relative = path
      .slice(folder.length + 1)
      .split('\\')
      .join('/');
    const type = fileTypeOf(relative) ?? 'application/octet-stream';
    await storage.putFile(`${prefix}/${relative}`, path, type);
  }
}

/** The keys and time a transcoded folder stored under `prefix` gives the video. */
export const processedAt = (prefix: string, made: Transcoded) => ({
  hlsKey: `${prefix}/${made.master}`,
  posterKey: `${prefix}/${made.poster}`,
  thumbnailsKey: `${prefix}/${made.thumbnails}`,
  time: clockTime(made.probe.duration),
});

/**
 * The video job: reads the uploaded source from the storage into a temporary folder, runs the
 * pipeline (transcode.ts) with its percent written on the video, stores the streams under
 * `videos/<id>/`, and marks the video ready with ffprobe's duration as its `time`. A failure
 * marks it failed with ffmpeg's last words and is thrown, so the queue keeps the job as failed.
 */
export async function runVideoJob(deps: VideoJobDeps, { videoId }: VideoJob): Promise<void> {
  const video = await findVideo(deps.db, videoId);
  // Deleted since, or queued twice and already done with this source: nothing to do.
  if (!video?.sourceKey || video.status === 'ready') return;
  const { sourceKey } = video;
  const work = await mkdtemp(join(tmpdir(), `academy-video-${videoId}-`));
  let written = Promise.resolve();
  let writtenAt = 0;
  const onPercent = (percent: number) => {
    if (Date.now() - writtenAt < PERCENT_EVERY_MS) return;
    writtenAt = Date.now();
    written = written.then(() => setProcessingPercent(deps.db, videoId, sourceKey, percent));
  };
  try {
    const source = join(work, `source${extname(sourceKey)}`);
    await deps.storage.download(sourceKey, source);
    const out = join(work, 'out');
    const made = await transcodeVideo(source, out, onPercent);
    await written;
    await storeFolder(deps.storage, out, videoPrefix(videoId));
    await markProcessed(deps.db, videoId, sourceKey, processedAt(videoPrefix(videoId), made));
  } catch (error) {
    await written.catch(() => {});
    const message = error instanceof Error ? error.message : String(error);
    await markFailed(deps.db, videoId, sourceKey, message.slice(-ERROR_CHARS));
    throw error;
  } finally {
    deps.changed?.();
    await rm(work, { recursive: true, force: true });
  }
}
