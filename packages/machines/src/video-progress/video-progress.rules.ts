import { PROGRESS_COMPLETE, PROGRESS_COMPLETE_FROM, PROGRESS_REPORT_STEP } from '../constants';

/**
 * A watched percentage as it is stored: a whole number in 0..100, and 90 or more counts as
 * 100 (spec 4, Video watch state; spec 9, Progress).
 */
export function normalizeProgress(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  if (percent >= PROGRESS_COMPLETE_FROM) return PROGRESS_COMPLETE;
  return Math.floor(percent);
}

/** The playback position as a stored percentage; 0 while the duration is unknown. */
export function progressFromPlayback(currentTime: number, duration: number): number {
  return duration > 0 ? normalizeProgress((currentTime / duration) * 100) : 0;
}

/** watched stays false until the progress reaches 100. */
export function isVideoWatched(progress: number): boolean {
  return progress >= PROGRESS_COMPLETE;
}

/** Progress is reported when playback exceeds the stored value by more than 10. */
export function shouldReportProgress(progress: number, stored: number): boolean {
  return progress - stored > PROGRESS_REPORT_STEP;
}

/** Course progress: the mean of the per-video values, rounded to a whole percent. */
export function courseProgress(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

export type ProgressLabelKey =
  | 'videoProgress.notStarted'
  | 'videoProgress.inProgress'
  | 'videoProgress.completed';

/** Label: 0 not started, 1 to 99 in progress, 100 or more completed. */
export function progressLabelKey(progress: number): ProgressLabelKey {
  if (progress >= PROGRESS_COMPLETE) return 'videoProgress.completed';
  if (progress > 0) return 'videoProgress.inProgress';
  return 'videoProgress.notStarted';
}
