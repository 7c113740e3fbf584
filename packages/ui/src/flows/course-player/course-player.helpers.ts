import type { selectVideoProgress } from '@academy/machines';

export const DEFAULT_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

type View = ReturnType<typeof selectVideoProgress>;
/** The view redraws on what it shows, not on every position the machine keeps. */
export const sameView = (a: View, b: View) =>
  a.state === b.state &&
  a.currentVideoId === b.currentVideoId &&
  a.courseProgress === b.courseProgress &&
  a.videos.length === b.videos.length &&
  a.videos.every((video, i) => video.progress === b.videos[i]?.progress);

/** Starts a video at the speed and the resume position; returns the position it resumed at. */
export function startVideo(
  video: HTMLVideoElement,
  rate: number,
  position: number | null,
  play: boolean,
) {
  // A new source starts at the default speed: the chosen one is made the default too.
  video.defaultPlaybackRate = rate;
  video.playbackRate = rate;
  let resumed = 0;
  if (position !== null && position > 0 && position < (video.duration || Infinity) - 1) {
    video.currentTime = position;
    resumed = position;
  }
  if (play) void video.play().catch(() => {});
  return resumed;
}

/**
 * Plays again from a position after a media error (the machine's `retryPlay`), at most three
 * times for one source so that a missing file does not loop.
 */
export function replayFrom(video: HTMLVideoElement | null, position: number) {
  if (!video) return;
  const tries = Number(video.dataset.retries ?? 0);
  if (tries >= 3) return;
  video.dataset.retries = String(tries + 1);
  video.load();
  video.addEventListener(
    'loadedmetadata',
    () => {
      video.currentTime = position;
      void video.play().catch(() => {});
    },
    { once: true },
  );
}
