import type { Db } from '../db/client';
import { type JobQueue, QUEUES } from '../jobs/job-queue';
import { processingStates } from '../modules/videos/videos.service';

/**
 * `admin jobs`: the latest video jobs, one line each: the queue's state of the job, and the
 * video's own state, percent (from ffmpeg's progress) and error, newest first.
 */
export async function videoJobLines(db: Db, jobs: JobQueue): Promise<string[]> {
  const recent = await jobs.recent(QUEUES.video);
  if (recent.length === 0) return ['no video jobs'];
  const videoOf = (data: unknown) => Number((data as { videoId?: unknown } | null)?.videoId);
  const states = new Map(
    (
      await processingStates(
        db,
        recent.map((job) => videoOf(job.data)),
      )
    ).map((v) => [v.id, v]),
  );
  return recent.map((job) => {
    const videoId = videoOf(job.data);
    const video = states.get(videoId);
    const progress = video ? `${video.status} ${video.percent}%` : 'video deleted';
    const error = video?.error ? ` error: ${video.error.replace(/\s+/g, ' ')}` : '';
    return `video ${videoId} job ${job.id} ${job.state} ${job.createdAt.toISOString()} ${progress}${error}`;
  });
}
