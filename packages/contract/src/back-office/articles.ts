import { z } from 'zod';
import { countedListSchema } from '../common';
import {
  authoringListQuerySchema,
  recordIdSchema,
  translatedAnswerSchema,
  translatedTextSchema,
} from './authoring';

/**
 * The back office's blog articles, promotions and useful info (issue 27): what an editor writes
 * in five languages, checked the same in the browser and on the server, and what the lists show.
 */

/* Shared by the three */

/** Why a form refuses a value: the same words from both checks (the kit shows each as a key). */
export const ARTICLE_FORM_ERRORS = {
  slugFormat: 'Use lowercase latin letters and digits, words joined by single hyphens.',
  slugTaken: 'Another article already has this address.',
  date: 'Not a date.',
  dates: 'The end must come after the start.',
  discount: 'A whole percentage from 0 to 100.',
  coverRequired: 'Choose a cover before publishing.',
  unknownCourse: 'No such course.',
} as const;
export type ArticleFormError = keyof typeof ARTICLE_FORM_ERRORS;

/** The error of the form a refusal's message is (null: a message of zod's own). */
export function articleFormErrorOf(message: string): ArticleFormError | null {
  const entry = Object.entries(ARTICLE_FORM_ERRORS).find(([, text]) => text === message);
  return entry ? (entry[0] as ArticleFormError) : null;
}

const E = ARTICLE_FORM_ERRORS;
const TITLE_MAX = 200;
const SUMMARY_MAX = 1000;
/** A long article's HTML (sanitized on the server, which may only shorten it). */
export const RICH_TEXT_MAX = 100_000;

const titleSchema = translatedTextSchema({ max: TITLE_MAX, singleLine: true });
const summarySchema = translatedTextSchema({ max: SUMMARY_MAX, required: false });
const richTextSchema = translatedTextSchema({ max: RICH_TEXT_MAX, required: false });
const momentSchema = z.iso.datetime({ offset: true, error: E.date });
/** A record's id in a JSON body (no coercion: "3" or true is not an id). */
/** The uploaded image to show (purpose checked by the server); absent keeps the current one. */
const imageIdSchema = recordIdSchema.optional();

/** Where a record stands on the public side: kept back, due later, shown, or (offers) over. */
export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published', 'ended'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/* Articles */

export const SLUG_MAX = 120;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An article's address: lowercase latin letters and digits, words joined by single hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .max(SLUG_MAX, E.slugFormat)
  .regex(SLUG_PATTERN, E.slugFormat);

/** Cyrillic letters (Russian) in latin, for a slug suggested from a title. */
const CYRILLIC: Record<string, string> = Object.fromEntries(
  [
    ...'абвгдезийклмнопрстуфыэ'.split('').map((c, i) => [c, 'abvgdezijklmnoprstufye'[i] ?? '']),
    ['ё', 'e'],
    ['ж', 'zh'],
    ['х', 'h'],
    ['ц', 'ts'],
    ['ч', 'ch'],
    ['ш', 'sh'],
    ['щ', 'sch'],
    ['ю', 'yu'],
    ['я', 'ya'],
    ['ъ', ''],
    ['ь', ''],
  ].map(([from, to]) => [from as string, to as string]),
);

/**
 * The address an editor is offered from the Romanian title (editable): diacritics dropped
 * (ș → s, ă → a), Cyrillic spelled in latin, every other run of characters one hyphen.
 */
export function suggestSlug(title: string): string {
  const latin = title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[а-яё]/g, (c) => CYRILLIC[c] ?? '');
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/** A new article: its Romanian title and its address; it starts as a draft. */
export const articleCreateSchema = z.object({
  slug: slugSchema,
  title: titleSchema,
});
export type ArticleCreate = z.input<typeof articleCreateSchema>;

/** An article as the editor saves it (the whole form each time). */
export const articleBodySchema = z.object({
  slug: slugSchema,
  title: titleSchema,
  excerpt: summarySchema,
  body: richTextSchema,
  image_id: imageIdSchema,
  /** When it shows on the site; a future moment schedules it. */
  published_at: momentSchema,
  draft: z.boolean(),
});
export type ArticleBody = z.input<typeof articleBodySchema>;

export const ARTICLE_SORTS = ['published_at', 'title', 'slug'] as const;
export const ARTICLE_LIST_STATUSES = ['draft', 'scheduled', 'published'] as const;

export const articleListQuerySchema = authoringListQuerySchema(ARTICLE_SORTS, {
  order: 'desc',
}).extend({ status: z.enum(ARTICLE_LIST_STATUSES).optional() });
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

export const adminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: translatedAnswerSchema,
  excerpt: translatedAnswerSchema,
  body: translatedAnswerSchema,
  /** The cover's URL ('' before one is chosen). */
  image: z.string(),
  published_at: z.string(),
  draft: z.boolean(),
  status: z.enum(PUBLICATION_STATUSES),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** A row of the list: the title in the list's language (Romanian when it has none). */
export const articleRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  published_at: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
});
export type ArticleRow = z.infer<typeof articleRowSchema>;

export const articleListSchema = countedListSchema(articleRowSchema);

/* Promotions */

const discountSchema = z.number().int(E.discount).min(0, E.discount).max(100, E.discount);

/** A new promotion: its Romanian title; it starts as a draft, from now on. */
export const promotionCreateSchema = z.object({ title: titleSchema });
export type PromotionCreate = z.input<typeof promotionCreateSchema>;

/** A promotion as the editor saves it (the whole form each time); it ends after it starts. */
export const promotionBodySchema = z
  .object({
    title: titleSchema,
    description: summarySchema,
    body: richTextSchema,
    image_id: imageIdSchema,
    discount: discountSchema,
    course_id: recordIdSchema.nullable(),
    starts_at: momentSchema,
    ends_at: momentSchema.nullable(),
    draft: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: E.dates });
  });
export type PromotionBody = z.input<typeof promotionBodySchema>;

export const PROMOTION_SORTS = ['starts_at', 'title', 'discount'] as const;

export const promotionListQuerySchema = authoringListQuerySchema(PROMOTION_SORTS, {
  order: 'desc',
}).extend({ status: z.enum(PUBLICATION_STATUSES).optional() });
export type PromotionListQuery = z.input<typeof promotionListQuerySchema>;

export const adminPromotionSchema = z.object({
  id: z.number().int(),
  title: translatedAnswerSchema,
  description: translatedAnswerSchema,
  body: translatedAnswerSchema,
  image: z.string(),
  discount: z.number().int(),
  course_id: z.number().int().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  draft: z.boolean(),
  status: z.enum(PUBLICATION_STATUSES),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const promotionRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  discount: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  status: z.enum(PUBLICATION_STATUSES),
});
export type PromotionRow = z.infer<typeof promotionRowSchema>;

export const promotionListSchema = countedListSchema(promotionRowSchema);

/* Useful info (members only on the site; in the order the editor arranges) */

export const usefulInfoCreateSchema = z.object({ title: titleSchema });
export type UsefulInfoCreate = z.input<typeof usefulInfoCreateSchema>;

export const usefulInfoBodySchema = z.object({
  title: titleSchema,
  body: richTextSchema,
  /** A new picture, null to remove it, absent to keep it. */
  image_id: recordIdSchema.nullable().optional(),
});
export type UsefulInfoBody = z.input<typeof usefulInfoBodySchema>;

export const adminUsefulInfoSchema = z.object({
  id: z.number().int(),
  title: translatedAnswerSchema,
  body: translatedAnswerSchema,
  image: z.string().nullable(),
  position: z.number().int(),
});
export type AdminUsefulInfo = z.infer<typeof adminUsefulInfoSchema>;

/** Every entry, in the site's order, its title in the list's language. */
export const usefulInfoListSchema = z.array(
  z.object({ id: z.number().int(), title: z.string(), image: z.string().nullable() }),
);
export type UsefulInfoRow = z.infer<typeof usefulInfoListSchema>[number];
