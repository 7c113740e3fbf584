/** A captions file of a video in one language (WebVTT). */
export interface CoursePlayerCaptions {
  /** Its language (`srclang`), e.g. "ro". */
  lang: string;
  /** Its name in the captions menu, e.g. "Română". */
  label: string;
  src: string;
}

/** A video of the access record as the player plays it. */
export interface CoursePlayerVideo {
  id: number;
  title: string;
  /** Duration as the server gives it ("12:40"). */
  duration?: string | null;
  /** The video's `video_link`: a plain file (MP4), played when there is no `hls` playlist. */
  src: string;
  /** The adaptive master playlist (HLS), null while the video is not processed. */
  hls?: string | null;
  kind: 'theoretical' | 'practical';
  /** Captions per language. */
  captions?: readonly CoursePlayerCaptions[];
  /** A WebVTT file of preview thumbnails, shown above the time bar while seeking. */
  thumbnails?: string | null;
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
