import { z } from 'zod';
import { countedListSchema, singleLine } from '../common';
import { LANGUAGES } from '../language-codes';
import {
  authoringListQuerySchema,
  listFilterIdSchema,
  recordIdSchema,
  translatedAnswerSchema,
  translatedTextSchema,
} from './authoring';

/**
 * Courses as their editors create, edit, publish and preview them (issue 27). A course is
 * created unpublished with its Romanian name and category; its page is public once published.
 * Chapters, videos, protocols and banners are the course-content area's.
 */

export const COURSE_NAME_MAX = 200;
export const COURSE_DESCRIPTION_MAX = 20_000;
/** What the buyer will learn: one outcome per line, the same line in each language. */
export const COURSE_OUTCOMES_MAX = 12;
export const COURSE_OUTCOME_LINE_MAX = 300;
export const COURSE_TAGS_MAX = 20;
/** Euro (spec 9: course prices are in euro). */
export const COURSE_PRICE_MAX = 100_000;

/**
 * Why the server refuses a course's form or its publication: the same words from the browser's
 * check and the server's, each a translated key of the screen (`courseFormErrorOf`).
 */
export const COURSE_FORM_ERRORS = {
  outcomesCount: `At most ${COURSE_OUTCOMES_MAX} outcomes, one per line.`,
  outcomeLength: `An outcome has at most ${COURSE_OUTCOME_LINE_MAX} characters.`,
  price: `A price in euro from 0 to ${COURSE_PRICE_MAX}, with at most two decimals.`,
  discount: 'A whole percentage from 0 to 99.',
  time: 'A length as hours:minutes:seconds (12:30:00), or nothing.',
  tagsOnce: 'Each tag once.',
  unknownCategory: 'No such category.',
  moduleOfCategory: 'Choose a module of the chosen category.',
  unknownTag: 'No such tag.',
  unknownAuthor: 'No such author.',
  publishName: 'Give the course its Romanian name before publishing.',
  publishCover: 'Add a cover before publishing.',
  publishVideo: 'Add at least one video before publishing (on the content page).',
  bought: 'This course was bought or ordered: unpublish it instead of deleting it.',
} as const;
export type CourseFormError = keyof typeof COURSE_FORM_ERRORS;

/** The error of the form a refusal's message is (null: a message of zod's own). */
export function courseFormErrorOf(message: string): CourseFormError | null {
  const entry = Object.entries(COURSE_FORM_ERRORS).find(([, text]) => text === message);
  return entry ? (entry[0] as CourseFormError) : null;
}

const E = COURSE_FORM_ERRORS;

/* The list */

export const COURSE_SORTS = ['created', 'name', 'price', 'position'] as const;
export const COURSE_STATES = ['published', 'draft'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

/** The staff list: newest first, searched in the names (any language), by state and category. */
export const courseListQuerySchema = authoringListQuerySchema(COURSE_SORTS, {
  order: 'desc',
}).extend({
  state: z.enum(COURSE_STATES).optional(),
  category: listFilterIdSchema,
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

export const staffCourseRowSchema = z.object({
  id: z.number().int(),
  /** In the list's language (falling back like the site). */
  name: z.string(),
  image_thumbnail: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  price: z.number(),
  discount: z.number().int(),
  is_published: z.boolean(),
  is_new: z.boolean(),
  is_free: z.boolean(),
  video_count: z.number().int().nonnegative(),
  /** How many bought it (an access record each). */
  buyers: z.number().int().nonnegative(),
  created: z.string(),
});
export type StaffCourseRow = z.infer<typeof staffCourseRowSchema>;

export const staffCourseListSchema = countedListSchema(staffCourseRowSchema);

/* One course */

export const staffCourseSchema = z.object({
  id: z.number().int(),
  name: translatedAnswerSchema,
  /** Rich text (sanitized HTML) per language. */
  description: translatedAnswerSchema,
  /** One outcome per line, in each language. */
  outcomes: translatedAnswerSchema,
  category_id: z.number().int(),
  module_id: z.number().int().nullable(),
  tag_ids: z.array(z.number().int()),
  price: z.number(),
  discount: z.number().int(),
  is_new: z.boolean(),
  is_free: z.boolean(),
  time: z.string(),
  author_id: z.number().int().nullable(),
  /** The cover as the catalogue shows it; null until one is uploaded. */
  cover: z.object({ url: z.string(), thumbnail: z.string() }).nullable(),
  is_published: z.boolean(),
  video_count: z.number().int().nonnegative(),
  buyers: z.number().int().nonnegative(),
  created: z.string(),
});
export type StaffCourse = z.infer<typeof staffCourseSchema>;

/** What the form chooses from: categories with their modules, brand tags, authors. */
export const courseFormOptionsSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      modules: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  tags: z.array(z.object({ id: z.number().int(), title: z.string() })),
  authors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CourseFormOptions = z.infer<typeof courseFormOptionsSchema>;

/** A new course: its Romanian name and category; the rest on its page. */
export const createCourseSchema = z.object({
  name: singleLine(z.string().trim().min(1).max(COURSE_NAME_MAX)),
  category_id: recordIdSchema,
});
export type CreateCourse = z.infer<typeof createCourseSchema>;

const outcomesText = translatedTextSchema({
  max: COURSE_OUTCOMES_MAX * (COURSE_OUTCOME_LINE_MAX + 1),
  required: false,
}).superRefine((text, context) => {
  for (const language of LANGUAGES) {
    const lines = outcomeLines(text[language]);
    if (lines.length > COURSE_OUTCOMES_MAX)
      context.addIssue({ code: 'custom', path: [language], message: E.outcomesCount });
    if (lines.some((line) => line.length > COURSE_OUTCOME_LINE_MAX))
      context.addIssue({ code: 'custom', path: [language], message: E.outcomeLength });
  }
});

/** The outcomes of a language's text: its lines, trimmed, blank ones dropped. */
export const outcomeLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A course's form, sent whole on each save: texts in five languages (the Romanian name
 * required), category and module, brand tags, price in euro and discount, flags, length, author;
 * `image_id` an uploaded cover (purpose `course_cover`), left out to keep the current one.
 */
export const updateCourseSchema = z.object({
  name: translatedTextSchema({ max: COURSE_NAME_MAX, singleLine: true }),
  description: translatedTextSchema({ max: COURSE_DESCRIPTION_MAX, required: false }),
  outcomes: outcomesText,
  category_id: recordIdSchema,
  module_id: recordIdSchema.nullable(),
  tag_ids: z
    .array(recordIdSchema)
    .max(COURSE_TAGS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, E.tagsOnce),
  price: z
    .number(E.price)
    .min(0, E.price)
    .max(COURSE_PRICE_MAX, E.price)
    .refine((price) => Math.round(price * 100) === price * 100, E.price),
  discount: z.number(E.discount).int(E.discount).min(0, E.discount).max(99, E.discount),
  is_new: z.boolean(),
  is_free: z.boolean(),
  time: z
    .string()
    .trim()
    .regex(/^(\d{1,3}:[0-5]\d:[0-5]\d)?$/, E.time),
  author_id: recordIdSchema.nullable(),
  image_id: recordIdSchema.optional(),
});
export type UpdateCourse = z.input<typeof updateCourseSchema>;

/** A preview link of an unpublished course's public page, valid a few minutes. */
export const coursePreviewSchema = z.object({
  /** The page's path with its signed token (`/ro/course/12?preview=…`), on the site's origin. */
  url: z.string(),
  expires_at: z.string(),
});
export const COURSE_PREVIEW_SECONDS = 15 * 60;
