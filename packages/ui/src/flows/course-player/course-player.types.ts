/** A video of the access record as the player plays it. */
export interface CoursePlayerVideo {
  id: number;
  title: string;
  /** Duration as the server gives it ("12:40"). */
  duration?: string | null;
  /** The video file's address. */
  src: string;
  kind: 'theoretical' | 'practical';
  /** A WebVTT file of captions, when the video has one. */
  captionsUrl?: string | null;
  poster?: string | null;
}

/** A chapter of the course with its videos, by id, in order. */
export interface CoursePlayerChapter {
  id: number;
  name: string;
  description?: string | null;
  videoIds: readonly number[];
}

/** A promo banner of the access record (`stock_for_course`). */
export interface CoursePlayerBanner {
  id: number;
  image: string;
  link: string;
}
