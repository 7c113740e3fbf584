import type { Language, VideoProgressCreate, VideoProgressPatch } from '@academy/contract';

/** A video of the access record with its watch entry (spec 3, Course access record). */
export interface VideoProgressEntry {
  videoId: number;
  /** The id of the access-course-video record; null until the first report creates it. */
  entryId: number | null;
  /** how_many_viewed, in percent. */
  progress: number;
  /** Where the user left it, in seconds, as the server keeps it (any device); 0 by default. */
  position?: number;
}

/** A video in the machine: its entry, where it is on this device and where the server has it. */
export interface TrackedVideo extends Required<VideoProgressEntry> {
  /** The position the server last acknowledged (or gave), to know when to report a new one. */
  keptPosition: number;
}

/** Where the current video starts and at which speed (the view starts it so). */
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
  /** The speed the user last chose (the server keeps it per user); 1 by default. */
  rate?: number;
  currentVideoId?: number | null;
}

export interface VideoProgressContext {
  accessId: number;
  lang: Language;
  videos: TrackedVideo[];
  /** The course progress as the server last answered it (the record, then each report). */
  fullProgress: number;
  /** The one speed of the player, for every video; sent with each report. */
  rate: number;
  currentVideoId: number | null;
  /** Reports waiting to be sent, oldest first, at most one per video. */
  queue: ProgressReport[];
  /** The report being sent. */
  sending: SentReport | null;
}

/** A report of a video: its percent; its position and the speed are read when it is sent. */
export interface ProgressReport {
  videoId: number;
  progress: number;
}
/** A report under way, with the position it carries. */
export interface SentReport extends ProgressReport {
  position: number;
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
/** What the machine reads of a report's answer: the course progress, no second call needed. */
export interface VideoProgressAnswer {
  full_progress: number;
}
/** The first report's answer also names the entry it created. */
export interface CreatedVideoProgress extends VideoProgressAnswer {
  id: number;
}
