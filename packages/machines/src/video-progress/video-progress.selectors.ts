import type { VideoProgressSnapshot } from './video-progress.machine';
import { courseProgress, isVideoWatched, progressLabelKey } from './video-progress.rules';
import { DEFAULT_PLAYBACK } from './video-progress.types';

/** The machine's state, for the view's `data-state`. */
export type VideoProgressState =
  | 'idle'
  | 'dequeuing'
  | 'creatingEntry'
  | 'updatingEntry'
  | 'checkingCourse'
  | 'savingCourse';

/** What the player page needs: per-video marks, course progress, and where to resume. */
export function selectVideoProgress(snapshot: VideoProgressSnapshot) {
  const { videos, currentVideoId, playback } = snapshot.context;
  const overall = courseProgress(videos.map((video) => video.progress));
  const state: VideoProgressState = snapshot.value;
  return {
    state,
    videos: videos.map((video) => ({
      videoId: video.videoId,
      progress: video.progress,
      watched: isVideoWatched(video.progress),
      labelKey: progressLabelKey(video.progress),
      isCurrent: video.videoId === currentVideoId,
    })),
    courseProgress: overall,
    courseLabelKey: progressLabelKey(overall),
    currentVideoId,
    /** Resume position (seconds) and speed of the current video. */
    resume:
      currentVideoId === null ? DEFAULT_PLAYBACK : (playback[currentVideoId] ?? DEFAULT_PLAYBACK),
    isSaving: !snapshot.matches('idle'),
  };
}
