import type { AccessRecord, CaptionTrack } from '@academy/contract';
import type { Config } from '../../config';
import { ANYONE, type MediaScope, signedMediaPath } from './media-token';

/**
 * The answer builders (course.view.ts, catalogue.service.ts) name where a video's files are;
 * these sign them for the user who asks, at the edge of the answer, so an unsigned path never
 * opens anything (a builder that forgets to sign gives links that answer 403, not open ones).
 */
interface VideoLinks {
  id: number;
  video_link: string | null;
  hls: string | null;
  poster: string | null;
  /** The player's fields; a course page's summary has none. */
  captions?: CaptionTrack[];
  thumbnails?: string | null;
}

function signVideo<V extends VideoLinks>(config: Config, userId: number, video: V): V {
  const scope: MediaScope = { kind: 'video', id: video.id };
  const sign = <P extends string | null>(path: P): P =>
    (path === null ? null : signedMediaPath(config, path, scope, userId)) as P;
  return {
    ...video,
    video_link: sign(video.video_link),
    hls: sign(video.hls),
    poster: sign(video.poster),
    ...(video.captions && {
      captions: video.captions.map((track) => ({ ...track, src: sign(track.src) })),
    }),
    ...(video.thumbnails !== undefined && { thumbnails: sign(video.thumbnails) }),
  };
}

/** An access record (the player's data) whose every video's files are signed for its user. */
export function signedAccessRecord(
  config: Config,
  userId: number,
  record: AccessRecord,
): AccessRecord {
  const sign = <V extends VideoLinks>(video: V) => signVideo(config, userId, video);
  const { course } = record;
  return {
    ...record,
    course: {
      ...course,
      course_content: course.course_content.map((ch) => ({ ...ch, videos: ch.videos.map(sign) })),
      loose_videos: course.loose_videos.map(sign),
      courses_video: course.courses_video.map(sign),
    },
  };
}

type Summary = VideoLinks & { free_preview: boolean };
interface CourseVideos {
  course_content: { videos?: Summary[] }[];
  videos: Summary[];
}

/**
 * The public course page's videos: a free preview's files signed for anyone (its links are
 * there to be played by visitors), a paid video's links dropped whatever a builder gave.
 */
export function signedPreviews<D extends CourseVideos>(config: Config, detail: D): D {
  const preview = <V extends Summary>(video: V): V =>
    video.free_preview
      ? signVideo(config, ANYONE, video)
      : { ...video, video_link: null, hls: null, poster: null };
  return {
    ...detail,
    course_content: detail.course_content.map((ch) => ({ ...ch, videos: ch.videos?.map(preview) })),
    videos: detail.videos.map(preview),
  };
}

/** Protocols (the dashboard's list) whose PDFs are signed for the user who has their course. */
export function signedProtocols<P extends { id: number; file: string }>(
  config: Config,
  userId: number,
  list: P[],
): P[] {
  return list.map((protocol) => ({
    ...protocol,
    file: signedMediaPath(config, protocol.file, { kind: 'protocol', id: protocol.id }, userId),
  }));
}
