/**
 * Watch progress (spec 4, Video watch state; spec 9, Progress), read alike by the player's
 * machine and the server that stores it. Free of zod (`@academy/contract/rules`).
 */
const PROGRESS_REPORT_STEP = 10;
const PROGRESS_COMPLETE_FROM = 90;
export const PROGRESS_COMPLETE = 100;

/**
 * A percentage as it is stored: clamped to 0..100 and rounded down to a whole number, then 90
 * or more counts as 100. Rounding down first means 89.6 stays 89 ("in progress") on both sides.
 */
export function normalizeProgress(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  const whole = Math.floor(Math.min(percent, PROGRESS_COMPLETE));
  return whole >= PROGRESS_COMPLETE_FROM ? PROGRESS_COMPLETE : whole;
}

/** A video is watched only once its progress reaches 100. */
export function isProgressComplete(progress: number): boolean {
  return progress >= PROGRESS_COMPLETE;
}

/** A new value is reported when it exceeds the stored one by more than 10. */
export function shouldReportProgress(progress: number, stored: number): boolean {
  return progress - stored > PROGRESS_REPORT_STEP;
}

/**
 * Course progress (spec 4): the mean of the per-video values, each normalised first, rounded
 * down. "90 or more is stored as 100" applies to each video, never to the mean: the mean is 100
 * only when every video is complete (three videos watched and the fourth at two thirds is 91,
 * not 100), so the course is complete — and its certificate issued — exactly then.
 */
export function courseProgress(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const videos = values.map(normalizeProgress);
  return Math.floor(videos.reduce((sum, value) => sum + value, 0) / videos.length);
}

/** The player's speeds a user may keep (a report with another is refused); 1 is normal. */
export const PLAYBACK_RATE_MIN = 0.25;
export const PLAYBACK_RATE_MAX = 4;

export type ProgressStage = 'notStarted' | 'inProgress' | 'completed';

/** 0 not started, 1 to 99 in progress, 100 or more completed. */
export function progressStage(progress: number): ProgressStage {
  if (progress >= PROGRESS_COMPLETE) return 'completed';
  if (progress > 0) return 'inProgress';
  return 'notStarted';
}
