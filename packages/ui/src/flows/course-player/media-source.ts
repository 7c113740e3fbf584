/// <reference path="./hls-light.d.ts" />
import type { CoursePlayerVideo } from './course-player.types';
import { exposeRenditions } from './hls-renditions';

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const isPlaylist = (url: string) => /\.m3u8($|\?)/i.test(url);

type Source = Pick<CoursePlayerVideo, 'hls' | 'src'>;

/** The playlist to stream: `hls`, or a `video_link` that is itself a playlist. */
export function playlistOf(video: Source): string | null {
  return video.hls ?? (isPlaylist(video.src) ? video.src : null);
}

/** The plain file to play when there is no playlist or it cannot be streamed. */
const fileOf = (video: Source) => (isPlaylist(video.src) ? null : video.src);

/**
 * Safari (macOS, iOS) streams HLS itself, with its own adaptive bitrate and AirPlay; Chromium's
 * newer native HLS exposes no renditions, so where Media Source Extensions exist (not on iPhone
 * Safari) hls.js is preferred outside Apple's browsers, for the quality menu.
 */
export function playsHlsNatively(element: HTMLMediaElement): boolean {
  if (element.canPlayType(HLS_TYPE) === '') return false;
  return typeof MediaSource === 'undefined' || navigator.vendor.startsWith('Apple');
}

export interface AttachOptions {
  /** A stream that cannot go on (hls.js's fatal error, after its own retries). */
  onFatal: (error: unknown) => void;
}

/**
 * Plays a video's source in the element that stays on the page (full screen and the speed are
 * kept): the MP4 as `src`, a playlist natively on Safari, or through hls.js, loaded only then.
 * Resolves to what detaches it before the next source.
 */
export async function attachSource(
  element: HTMLVideoElement,
  video: Source,
  { onFatal }: AttachOptions,
): Promise<() => void> {
  const playlist = playlistOf(video);
  const file = fileOf(video);
  if (!playlist || playsHlsNatively(element)) {
    element.src = playlist ?? video.src;
    return () => {};
  }
  // The light build: our streams need no alternate audio, in-playlist subtitles (captions are
  // <track> elements), DRM or CMCD, and it is a third smaller for a phone to fetch.
  // With media-tracks' polyfill, which the quality menu reads the renditions through: loaded here
  // too, as the controls' chunk that also brings it may arrive after the manifest is parsed.
  const [{ default: Hls }] = await Promise.all([
    import('hls.js/light'),
    import('media-tracks/polyfill'),
  ]);
  if (!Hls.isSupported()) {
    element.src = file ?? playlist;
    return () => {};
  }
  const hls = new Hls({ capLevelToPlayerSize: true });
  const hideRenditions = exposeRenditions(element, hls, Hls.Events);
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    hideRenditions();
    hls.destroy();
    if (file) element.src = file;
    else onFatal(data.error);
  });
  hls.loadSource(playlist);
  hls.attachMedia(element);
  return () => {
    hideRenditions();
    hls.destroy();
  };
}
