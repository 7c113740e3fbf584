import type { VideoProgressSnapshot } from './video-progress.machine';
import { courseProgress, isVideoWatched, progressLabelKey } from './video-progress.rules';
import type { VideoPlayback } from './video-progress.types';

/** The machine's state, for the view's `data-state`. */
export type VideoProgressState = 'idle' | 'dequeuing' | 'creatingEntry' | 'updatingEntry';

/** What the player page needs: per-video marks, course progress, and where to resume. */
export function selectVideoProgress(snapshot: VideoProgressSnapshot) {
  const { videos, currentVideoId, rate } = snapshot.context;
  const overall = courseProgress(videos.map((video) => video.progress));
  const state: VideoProgressState = snapshot.value;
  const current = videos.find((video) => video.videoId === currentVideoId);
  const resume: VideoPlayback = { position: current?.position ?? 0, rate };
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
    /** Where the current video starts (seconds; kept on the server for any device) and the speed. */
    resume,
    /** The player's one speed, for every video. */
    rate,
    isSaving: !snapshot.matches('idle'),
  };
}
