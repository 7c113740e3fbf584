import { LANGUAGE_NAMES } from '@academy/contract/languages';
import type { courseVideos } from '../../db/schema';

type VideoRow = typeof courseVideos.$inferSelect;

/** Where a stored file is served (media.routes.ts); null for none. */
const served = (key: string | null) => (key ? `/media/${key}` : null);

/** The master playlist of a video the pipeline made ready; null before (or after a failure). */
const masterPlaylist = (video: VideoRow) =>
  video.status === 'ready' ? served(video.hlsKey) : null;

/**
 * Where the player finds a video's files, unsigned (signed-links.ts signs them for the user who
 * asks): the HLS master playlist once the pipeline made it, which `video_link` (spec 7.3) then
 * names too, else the video's own link (an MP4 never made into HLS).
 */
export function playerVideoPaths(video: VideoRow) {
  const hls = masterPlaylist(video);
  return {
    video_link: hls ?? video.videoLink,
    hls,
    poster: served(video.posterKey),
    // Each language's WebVTT where the captions upload keeps it, named in its own language.
    captions: video.captionLanguages.map((lang) => ({
      lang,
      label: LANGUAGE_NAMES[lang],
      src: `/media/videos/${video.id}/captions/${lang}.vtt`,
    })),
    thumbnails: served(video.thumbnailsKey),
    status: video.status,
    free_preview: video.freePreview,
  };
}

/** What the public course page gives of a video: its flag, and a free preview's files only. */
export function previewVideoPaths(video: VideoRow) {
  if (!video.freePreview) return { free_preview: false, hls: null, poster: null, video_link: null };
  const hls = masterPlaylist(video);
  return {
    free_preview: true,
    hls,
    poster: served(video.posterKey),
    video_link: hls ?? video.videoLink,
  };
}
