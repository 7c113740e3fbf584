import type { VideoStatus } from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  idKey,
  money,
  position,
  type Translated,
  translated,
} from './common';
import { authors } from './content';
import { users } from './users';

/** Course categories (spec 3); ids 3, 4, 8 and 10 are fixed by the client (spec 7.3). */
export const courseCategories = pgTable('course_categories', {
  id: integer('id').primaryKey(),
  name: translated('name'),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  position: position(),
});

export const courseModules = pgTable('course_modules', {
  id: idKey(),
  categoryId: belongsTo('category_id', () => courseCategories.id),
  name: translated('name'),
  position: position(),
});

/** The `brand` tags of a course (spec 3: list of tags with id and title). */
export const courseTags = pgTable('course_tags', {
  id: idKey(),
  title: translated('title'),
});

export const courses = pgTable(
  'courses',
  {
    id: idKey(),
    name: translated('name'),
    description: translated('description'),
    image: text('image').notNull(),
    imageThumbnail: text('image_thumbnail').notNull(),
    /** Percent. */
    discount: smallint('discount').notNull().default(0),
    previewVideoLink: text('preview_video_link').notNull().default(''),
    /** Euro (spec 9: course cards show euro). */
    price: money('price').notNull(),
    /** Total duration as shown, e.g. "12:30:00". */
    time: varchar('time', { length: 20 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id),
    moduleId: integer('module_id').references(() => courseModules.id),
    isNew: boolean('is_new').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    completionCertificate: text('completion_certificate'),
    /** What the buyer will learn, one translated sentence each, in order (issue 25). */
    outcomes: jsonb('outcomes').$type<Translated[]>().notNull().default([]),
    /** Who teaches it, an author of the academy; none when the course names no one. */
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    created: createdAt(),
  },
  (t) => [index('courses_category_idx').on(t.categoryId, t.moduleId)],
);

export const courseTagLinks = pgTable(
  'course_tag_links',
  {
    courseId: belongsTo('course_id', () => courses.id),
    tagId: belongsTo('tag_id', () => courseTags.id),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.tagId] })],
);

/** Chapters shown in the player's accordion (spec 3, course_content). */
export const courseChapters = pgTable('course_chapters', {
  id: idKey(),
  courseId: belongsTo('course_id', () => courses.id),
  name: translated('name'),
  description: translated('description'),
  position: position(),
});

export const courseVideos = pgTable(
  'course_videos',
  {
    id: idKey(),
    courseId: belongsTo('course_id', () => courses.id),
    /** The chapter of the course that lists the video (none: listed after the chapters). */
    chapterId: integer('chapter_id').references(() => courseChapters.id, {
      onDelete: 'set null',
    }),
    title: translated('title'),
    /** theoretical or practical (counted separately in the player). */
    kind: varchar('kind', { length: 12 }).notNull(),
    time: varchar('time', { length: 20 }).notNull(),
    videoLink: text('video_link').notNull(),
    imageThumbnail: text('image_thumbnail').notNull(),
    position: position(),
    created: createdAt(),
    /**
     * The video pipeline (issue 25): an upload sets `processing`, its job `ready` or `failed`.
     * A video never uploaded is `ready` with its `video_link` alone (no stream).
     */
    status: varchar('status', { length: 12 }).$type<VideoStatus>().notNull().default('ready'),
    /** Why the last processing failed (ffmpeg's last words), for staff. */
    processingError: text('processing_error'),
    /** How far the running job is, in percent (from ffmpeg's -progress). */
    processingPercent: smallint('processing_percent').notNull().default(0),
    /** Storage keys: the uploaded source (never served), then what the job made of it. */
    sourceKey: text('source_key'),
    hlsKey: text('hls_key'),
    posterKey: text('poster_key'),
    thumbnailsKey: text('thumbnails_key'),
    /** Playable by anyone without buying the course (the course page's preview lesson). */
    freePreview: boolean('free_preview').notNull().default(false),
    /** The languages of its captions, each a WebVTT at `videos/<id>/captions/<lang>.vtt`. */
    captionLanguages: jsonb('caption_languages').$type<Language[]>().notNull().default([]),
  },
  (t) => [
    index('course_videos_course_idx').on(t.courseId),
    // The media route asks on each request whether a file is a lesson's (a guarded MP4).
    index('course_videos_video_link_idx').on(t.videoLink),
  ],
);

/** Promo banners of the player (spec 3, stock_for_course). */
export const courseBanners = pgTable('course_banners', {
  id: idKey(),
  courseId: belongsTo('course_id', () => courses.id),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
});

export const protocols = pgTable(
  'protocols',
  {
    id: idKey(),
    courseId: belongsTo('course_id', () => courses.id),
    title: translated('title'),
    file: text('file').notNull(),
    created: createdAt(),
  },
  // The media route asks on each request whether a file is a course's protocol (guarded).
  (t) => [index('protocols_file_idx').on(t.file)],
);

/** A purchased course (spec 3, Course access record). One per user and course. */
export const courseAccess = pgTable(
  'course_access',
  {
    id: idKey(),
    userId: belongsTo('user_id', () => users.id),
    courseId: belongsTo('course_id', () => courses.id),
    fullProgress: smallint('full_progress').notNull().default(0),
    orderId: integer('order_id'),
    /** Update notices newer than this are shown (spec 4, course-updates modal). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
    created: createdAt(),
  },
  (t) => [unique('course_access_user_course_uq').on(t.userId, t.courseId)],
);

/** Per-video watch state (spec 3, Course video access entry). */
export const courseVideoAccess = pgTable(
  'course_video_access',
  {
    id: idKey(),
    accessId: belongsTo('access_id', () => courseAccess.id),
    videoId: belongsTo('video_id', () => courseVideos.id),
    watched: boolean('watched').notNull().default(false),
    howManyViewed: smallint('how_many_viewed').notNull().default(0),
    /** Where the user left the video, in seconds: any device resumes there (issue 25). */
    resumeSeconds: real('resume_seconds').notNull().default(0),
  },
  (t) => [unique('course_video_access_uq').on(t.accessId, t.videoId)],
);

/** A course got new videos or protocols (spec 3, Course update notice). */
export const courseUpdateNotices = pgTable('course_update_notices', {
  id: idKey(),
  courseId: belongsTo('course_id', () => courses.id),
  kind: varchar('kind', { length: 12 }).notNull(),
  created: createdAt(),
});
