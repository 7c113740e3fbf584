import {
  isProgressComplete,
  normalizeProgress,
  type ProgressStage,
  progressStage,
} from '@academy/contract/rules';

// The stored-value rules are the server's too: one definition in @academy/contract.
export {
  courseProgress,
  isProgressComplete as isVideoWatched,
  normalizeProgress,
  shouldReportProgress,
} from '@academy/contract/rules';

/** The playback position as a stored percentage; 0 while the duration is unknown. */
export function progressFromPlayback(currentTime: number, duration: number): number {
  return duration > 0 ? normalizeProgress((currentTime / duration) * 100) : 0;
}

/**
 * While a video plays its position is reported every 30 s (beyond the spec): a tab that dies
 * without a pause loses at most that much on the next device. A pause or an end reports at once.
 */
const POSITION_REPORT_STEP_SECONDS = 30;

export function shouldReportPosition(position: number, kept: number): boolean {
  return Math.abs(position - kept) >= POSITION_REPORT_STEP_SECONDS;
}

export type ProgressLabelKey = `videoProgress.${ProgressStage}`;

/** Label key of a progress (0 not started, 1 to 99 in progress, 100 or more completed). */
export function progressLabelKey(progress: number): ProgressLabelKey {
  return `videoProgress.${progressStage(progress)}`;
}

/**
 * Where a course opens (beyond the spec): its first video not yet watched, or its first video
 * when every one is; null for a course without videos.
 */
export function firstUnfinishedVideo(
  videos: readonly { videoId: number; progress: number }[],
): number | null {
  const unfinished = videos.find((video) => !isProgressComplete(video.progress));
  return (unfinished ?? videos[0])?.videoId ?? null;
}
