import type { Language, VideoProgressCreate, VideoProgressPatch } from '@academy/contract';

/** A video of the access record with its watch entry (spec 3, Course access record). */
export interface VideoProgressEntry {
  videoId: number;
  /** The id of the access-course-video record; null until the first report creates it. */
  entryId: number | null;
  /** how_many_viewed, in percent. */
  progress: number;
}

/** Where a learner left a video and at which speed (kept by the app, e.g. local storage). */
export interface VideoPlayback {
  position: number;
  rate: number;
}

export interface VideoProgressInput {
  /** The course access record id (access_to_courses). */
  accessId: number;
  lang: Language;
  videos: readonly VideoProgressEntry[];
  /** full_progress as stored on the access record. */
  fullProgress: number;
  playback?: Readonly<Record<number, VideoPlayback>>;
  currentVideoId?: number | null;
}

export interface VideoProgressContext {
  accessId: number;
  lang: Language;
  videos: VideoProgressEntry[];
  fullProgress: number;
  playback: Record<number, VideoPlayback>;
  currentVideoId: number | null;
  /** Reports waiting to be sent, oldest first, at most one per video. */
  queue: ProgressReport[];
  /** The report being sent. */
  sending: ProgressReport | null;
}

export interface ProgressReport {
  videoId: number;
  progress: number;
}

export type VideoProgressEvent =
  | { type: 'video.select'; videoId: number }
  | { type: 'player.timeUpdate'; currentTime: number; duration: number }
  | { type: 'player.pause'; currentTime: number }
  | { type: 'player.ended' }
  | { type: 'player.rateChange'; rate: number }
  | { type: 'player.error'; error: unknown };

/** A video's first report and its updates, as the contract takes them (spec 7.3). */
export type CreateVideoProgressInput = VideoProgressCreate;
export type UpdateVideoProgressInput = { id: number } & VideoProgressPatch;
/** PATCH /courses/access_list/{accessId}/. */
export interface SaveCourseProgressInput {
  accessId: number;
  full_progress: number;
  watched: boolean;
  lang: Language;
}

export const DEFAULT_PLAYBACK: VideoPlayback = { position: 0, rate: 1 };
