import { z } from 'zod';
import { paginatedSchema, positiveIntSchema } from './common';
import { PLAYBACK_RATE_MAX, PLAYBACK_RATE_MIN } from './progress';

export const courseTagSchema = z.object({ id: z.number().int(), title: z.string() });

/** Course (raw) of spec 3; `name` and `title` carry the same translated name. */
export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  image: z.string(),
  image_thumbnail: z.string(),
  discount: z.number().int(),
  preview_video_link: z.string(),
  brand: z.array(courseTagSchema),
  price: z.number(),
  time: z.string(),
  category: z.number().int(),
  module: z.number().int().nullable(),
  is_new: z.boolean(),
  is_free: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = paginatedSchema(courseSchema);

/** `GET /{lang}/courses/course/` query (spec 7.3). Default page size 8 (spec 9). */
export const courseListQuerySchema = z.object({
  page: positiveIntSchema.optional(),
  page_size: z.coerce.number().int().positive().max(100).optional(),
  category: positiveIntSchema.optional(),
  module: positiveIntSchema.optional(),
  is_free: z.enum(['true', 'false']).optional(),
  discounted: z.enum(['true', 'false']).optional(),
});

export const courseCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export const courseCategoryListSchema = z.array(courseCategorySchema);

export const courseModuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.number().int(),
});
export const courseModuleListSchema = z.array(courseModuleSchema);
export const moduleQuerySchema = z.object({ category_id: positiveIntSchema.optional() });

export const chapterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export const courseVideoSchema = z.object({
  id: z.number().int(),
  course_video: z.number().int(),
  image_thumbnail: z.string(),
  title: z.string(),
  time: z.string(),
  video_link: z.string(),
  kind: z.enum(['theoretical', 'practical']),
});
export const bannerSchema = z.object({ id: z.number().int(), image: z.string(), link: z.string() });

/** Where a video is in the pipeline: its renditions being made, ready to play, or its job failed. */
export const videoStatusSchema = z.enum(['processing', 'ready', 'failed']);
export type VideoStatus = z.infer<typeof videoStatusSchema>;

/** A caption track of a video (WebVTT, one per language), at a signed URL. */
export const captionTrackSchema = z.object({
  /** The language of the track, e.g. `ro`. */
  lang: z.string(),
  /** Its name in the player's captions menu, in its own language ("Română"). */
  label: z.string(),
  src: z.string(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/**
 * A video as the public course page lists it. A paid video has no link (null); a free-preview
 * video carries its signed links (valid for anyone for a few hours), so a visitor can play it.
 */
export const videoSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  time: z.string(),
  free_preview: z.boolean(),
  /** The signed master playlist (HLS) of a free preview; null for a paid or unprocessed video. */
  hls: z.string().nullable(),
  poster: z.string().nullable(),
  /** The signed master playlist, else the signed MP4, of a free preview; null for a paid video. */
  video_link: z.string().nullable(),
});
/** A chapter of the course page with the videos it lists. */
export const chapterWithVideosSchema = chapterSchema.extend({
  videos: z.array(videoSummarySchema).default([]),
});

/**
 * The course's instructor as its page shows them: an author of the academy (the author page has
 * the rest). Designed (issue 25): the page sells the course with who teaches it.
 */
export const courseInstructorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string(),
  specialization: z.string(),
  /** A short bio, plain text. */
  bio: z.string(),
});
export type CourseInstructor = z.infer<typeof courseInstructorSchema>;

/** Designed: course detail for the course page (public; no video links but a free preview's). */
export const courseDetailSchema = courseSchema.extend({
  /** Sanitized rich text (HTML). */
  description: z.string(),
  /** What the buyer will learn, one sentence each, in the reader's language (issue 25). */
  outcomes: z.array(z.string()),
  /** Who teaches it; null when the course names no one. */
  instructor: courseInstructorSchema.nullable(),
  course_content: z.array(chapterWithVideosSchema),
  total_video_count: z.number().int(),
  total_practical_video: z.number().int(),
  total_theoretical_video: z.number().int(),
  /** Every video of the course, chapters in order (a video of no chapter comes last). */
  videos: z.array(videoSummarySchema),
  final_price: z.number().int(),
  has_access: z.boolean(),
  access_id: z.number().int().nullable(),
});

/**
 * A video of the player (access record): its content and the user's watch state. `entry` is the
 * id of the user's video access entry (null before the first report: POST, then PATCH it).
 */
export const playerVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Duration as shown, e.g. "12:30" (the same as `time`). */
  duration: z.string(),
  time: z.string(),
  /** Spec 7.3's link, signed: the master playlist when there is one, else the MP4. */
  video_link: z.string(),
  /** The signed master playlist (HLS); null while the video is not processed. */
  hls: z.string().nullable(),
  /** The signed poster picture; null before the pipeline made one. */
  poster: z.string().nullable(),
  captions: z.array(captionTrackSchema),
  /** The signed WebVTT of thumbnails over the timeline (a sprite); null when there is none. */
  thumbnails: z.string().nullable(),
  status: videoStatusSchema,
  /** Playable by anyone, without buying the course (the course page's preview lesson). */
  free_preview: z.boolean(),
  image_thumbnail: z.string(),
  kind: z.enum(['theoretical', 'practical']),
  /** The chapter that lists it; null: listed after the chapters. */
  chapter: z.number().int().nullable(),
  watched: z.boolean(),
  how_many_viewed: z.number().int(),
  entry: z.number().int().nullable(),
  /** Where the user left it, in seconds (0: from the start), on whichever device (issue 25). */
  position: z.number().min(0),
});
export type PlayerVideo = z.infer<typeof playerVideoSchema>;
/** A chapter of the player's accordion with its videos, in order. */
export const playerChapterSchema = chapterSchema.extend({ videos: z.array(playerVideoSchema) });

/** The course certificate of an access record once issued (100 %): code and PDF path. */
export const accessCertificateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  pdf: z.string(),
  issued_at: z.string(),
});

export const videoAccessInfoSchema = z.object({
  id: z.number().int(),
  video: z.number().int(),
  watched: z.boolean(),
  how_many_viewed: z.number().int(),
});

/** Course access record (spec 3). */
export const accessRecordSchema = z.object({
  id: z.number().int(),
  full_progress: z.number().int(),
  course: z.object({
    id: z.number().int(),
    name: z.string(),
    image_thumbnail: z.string(),
    time: z.string(),
    total_video_count: z.number().int(),
    brand: z.array(courseTagSchema),
    /** Chapters with their videos (player data); a video of no chapter is in `loose_videos`. */
    course_content: z.array(playerChapterSchema),
    loose_videos: z.array(playerVideoSchema),
    total_practical_video: z.number().int(),
    total_theoretical_video: z.number().int(),
    stock_for_course: z.array(bannerSchema),
    completion_certificate: z.string().nullable(),
    /** Every video, chapters in order, with the watch state (player data). */
    courses_video: z.array(courseVideoSchema.extend(playerVideoSchema.shape)),
  }),
  access_courses_video_info: z.array(videoAccessInfoSchema),
  /** Issued when every video is complete (the course progress is 100); null before. */
  certificate: accessCertificateSchema.nullable(),
  /** The player's speed the user last chose, on any device (issue 25). */
  playback_rate: z.number().positive(),
});
export type AccessRecord = z.infer<typeof accessRecordSchema>;
export const accessListSchema = z.array(accessRecordSchema);

const progressSchema = z.coerce.number().min(0).max(1000);
/**
 * Beyond the spec, a report may carry where the video is (seconds) and the speed chosen, which
 * the server keeps so that another device resumes there (issue 25).
 */
const playbackFields = {
  position: z.number().min(0).max(86_400).optional(),
  rate: z.number().min(PLAYBACK_RATE_MIN).max(PLAYBACK_RATE_MAX).optional(),
};

/**
 * `PATCH /courses/access_list/{id}/` (spec 7.3). The body is accepted as the spec sends it, but
 * `full_progress` is never trusted: the server stores the mean of the video entries it stored.
 */
export const accessPatchSchema = z.object({
  full_progress: progressSchema,
  watched: z.boolean().optional(),
  lang: z.string().max(5).optional(),
});
export const accessPatchResponseSchema = z.object({
  id: z.number().int(),
  full_progress: z.number().int(),
  /** The course certificate once issued (100 %), else null. */
  certificate: accessCertificateSchema.nullable(),
});

/** `POST /courses/access-course-video/` (spec 7.3). */
export const videoAccessCreateSchema = z.object({
  access_to_courses: positiveIntSchema,
  video: positiveIntSchema,
  watched: z.boolean().optional(),
  how_many_viewed: progressSchema,
  ...playbackFields,
});
export const videoAccessPatchSchema = z.object({
  watched: z.boolean().optional(),
  how_many_viewed: progressSchema,
  ...playbackFields,
});
/** What the player sends about a video: its first report, then each update. */
export type VideoProgressCreate = z.input<typeof videoAccessCreateSchema>;
export type VideoProgressPatch = z.input<typeof videoAccessPatchSchema>;
export const videoAccessResponseSchema = videoAccessInfoSchema.extend({
  access_to_courses: z.number().int(),
  /** The course progress the server computed after this report: no second call needed. */
  full_progress: z.number().int(),
  /** The course certificate once every video is complete, else null. */
  certificate: accessCertificateSchema.nullable(),
  /** The position kept for this video, in seconds. */
  position: z.number().min(0),
});

/** Course update notice (spec 3): courses with new videos or protocols. */
export const courseUpdateSchema = z.object({
  id: z.number().int(),
  course: z.object({ id: z.number().int(), name: z.string() }),
  kinds: z.array(z.enum(['video', 'protocol'])),
  updated_at: z.string(),
});
export const courseUpdateListSchema = z.array(courseUpdateSchema);
export const clearResponseSchema = z.object({ cleared: z.number().int() });

export const protocolSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  file: z.string(),
  course: z.object({ id: z.number().int(), name: z.string() }),
});
export const protocolListSchema = z.array(protocolSchema);
