import { z } from 'zod';
import { singleLine } from '../common';
import { translatedAnswerSchema, translatedTextSchema } from './authoring';
import { imageIdSchema } from './images';

/**
 * The back office's home content (issue 27): the hero slider, the reviews slider and the FAQ,
 * as staff see and write them. Shared by the forms in the browser and the server.
 */

/** The server's refusals of a form, read back by the browser to show its own text. */
export const HOME_CONTENT_ERRORS = {
  link: 'Give a secure address (https://…) or a path of the site starting with /.',
  buttonLink: 'A shown button needs its link.',
  buttonName: 'A shown button needs its name in Romanian.',
  rating: 'A rating from 1 to 5.',
} as const;
export type HomeContentError = keyof typeof HOME_CONTENT_ERRORS;

/** The error of a form a refusal's message is (null: a message of zod's own). */
export function homeContentErrorOf(message: string): HomeContentError | null {
  const entry = Object.entries(HOME_CONTENT_ERRORS).find(([, text]) => text === message);
  return entry ? (entry[0] as HomeContentError) : null;
}

/**
 * Where a slide's button may lead: a page of the site (`/ro/category`, never `//elsewhere`) or
 * a secure address. No `javascript:`, `data:` or plain http: the slider draws it as a link.
 */
export function isSlideLink(link: string): boolean {
  if (/[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!link.toLowerCase().startsWith('https://')) return false;
  try {
    return new URL(link).hostname.length > 0;
  } catch {
    return false;
  }
}

/** The longest texts of the forms, per field. */
export const HOME_CONTENT_LIMITS = {
  slideTitle: 120,
  slideDescription: 300,
  buttonName: 40,
  link: 500,
  reviewName: 120,
  profession: 120,
  reviewText: 1000,
  question: 300,
  answer: 10_000,
} as const;
const L = HOME_CONTENT_LIMITS;
const E = HOME_CONTENT_ERRORS;

const idSchema = z.number().int().positive();

const slideFields = z.object({
  title: translatedTextSchema({ max: L.slideTitle, singleLine: true }),
  description: translatedTextSchema({ max: L.slideDescription, required: false }),
  button_name: translatedTextSchema({ max: L.buttonName, singleLine: true, required: false }),
  button_link: z
    .string()
    .trim()
    .max(L.link)
    .refine((link) => link === '' || isSlideLink(link), E.link)
    .default(''),
  button_is_active: z.boolean().default(false),
});

/** A shown button leads somewhere and says so in the default language. */
const withButtonRule = <S extends typeof slideFields>(schema: S) =>
  schema.superRefine((slide, context) => {
    if (!slide.button_is_active) return;
    if (!slide.button_link)
      context.addIssue({ code: 'custom', path: ['button_link'], message: E.buttonLink });
    if (!slide.button_name.ro)
      context.addIssue({ code: 'custom', path: ['button_name', 'ro'], message: E.buttonName });
  });

/** A new slide: its picture is an uploaded image of purpose hero slide (its four thumbnails). */
export const heroSlideCreateSchema = withButtonRule(
  slideFields.extend({ image_id: imageIdSchema }),
);
/** A slide's edit: the picture stays unless a new image is given. */
export const heroSlideBodySchema = withButtonRule(
  slideFields.extend({ image_id: imageIdSchema.optional() }),
);
export type HeroSlideBody = z.input<typeof heroSlideBodySchema>;

const reviewFields = z.object({
  name: singleLine(z.string().trim().min(1).max(L.reviewName)),
  profession: translatedTextSchema({ max: L.profession, singleLine: true, required: false }),
  text: translatedTextSchema({ max: L.reviewText }),
  rating: z.number().int(E.rating).min(1, E.rating).max(5, E.rating),
});

/** A new review: the reviewer's photo is an uploaded image of purpose review photo. */
export const reviewCreateSchema = reviewFields.extend({ image_id: imageIdSchema });
export const reviewBodySchema = reviewFields.extend({ image_id: imageIdSchema.optional() });
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** A question and its answer (rich text, sanitized by the server when stored). */
export const faqBodySchema = z.object({
  name: translatedTextSchema({ max: L.question, singleLine: true }),
  description: translatedTextSchema({ max: L.answer }),
});
export type FaqBody = z.input<typeof faqBodySchema>;

export const heroSlideSchema = z.object({
  id: idSchema,
  image: z.string(),
  image_mobile_thumbnail: z.string(),
  image_tablet_thumbnail: z.string(),
  image_laptop_thumbnail: z.string(),
  image_pc_thumbnail: z.string(),
  title: translatedAnswerSchema,
  description: translatedAnswerSchema,
  button_name: translatedAnswerSchema,
  button_link: z.string(),
  button_is_active: z.boolean(),
  position: z.number().int(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const reviewSchema = z.object({
  id: idSchema,
  name: z.string(),
  profession: translatedAnswerSchema,
  text: translatedAnswerSchema,
  image: z.string(),
  rating: z.number().int(),
  position: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

export const faqItemSchema = z.object({
  id: idSchema,
  name: translatedAnswerSchema,
  /** HTML as stored (sanitized). */
  description: translatedAnswerSchema,
  position: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
