import { z } from 'zod';
import { translatedAnswerSchema, translatedTextSchema } from './authoring';
import { imageIdSchema } from './images';

/**
 * The back office's taxonomy (issue 27): course categories and their modules, shop categories
 * and brands, as staff see and write them. Shared by the form in the browser and the server.
 */

/** The categories the client's links and Home name by id (spec 7.3): renamed, never deleted. */
export const FIXED_COURSE_CATEGORY_IDS = [3, 4, 8, 10] as const;

export const isFixedCourseCategory = (id: number) =>
  (FIXED_COURSE_CATEGORY_IDS as readonly number[]).includes(id);

/** The longest name of a category, module or brand in any language. */
export const TAXONOMY_NAME_MAX = 100;
/** A category's slug is the listing's hash (`#cosmetology`): the column's width. */
export const COURSE_CATEGORY_SLUG_MAX = 60;

/** The server's refusals of a form, read back by the browser to show its own text. */
export const TAXONOMY_ERRORS = {
  slugFormat: 'Use lowercase latin letters and digits, words joined by single dashes.',
  slugTaken: 'Another category already has this address.',
  unknownCategory: 'No such category.',
  moduleUsed: 'Courses use this module in its category: it cannot move to another one.',
  wholeList: 'Give every record of the list once, in the new order.',
} as const;
export type TaxonomyError = keyof typeof TAXONOMY_ERRORS;

/** The error of a form a refusal's message is (null: a message of zod's own). */
export function taxonomyErrorOf(message: string): TaxonomyError | null {
  const entry = Object.entries(TAXONOMY_ERRORS).find(([, text]) => text === message);
  return entry ? (entry[0] as TaxonomyError) : null;
}

const nameSchema = translatedTextSchema({ max: TAXONOMY_NAME_MAX, singleLine: true });
const idSchema = z.number().int().positive();
const usesSchema = z.number().int().nonnegative();

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const courseCategoryBodySchema = z.object({
  slug: z
    .string()
    .trim()
    .max(COURSE_CATEGORY_SLUG_MAX)
    .regex(SLUG_PATTERN, TAXONOMY_ERRORS.slugFormat),
  name: nameSchema,
});
export type CourseCategoryBody = z.input<typeof courseCategoryBodySchema>;

export const courseModuleBodySchema = z.object({ category_id: idSchema, name: nameSchema });
export type CourseModuleBody = z.input<typeof courseModuleBodySchema>;

/** A shop category's form: its name. */
export const shopCategoryBodySchema = z.object({ name: nameSchema });
export type ShopCategoryBody = z.input<typeof shopCategoryBodySchema>;

/**
 * A brand's form: its name and its logo, an uploaded image of purpose brand logo (absent: the
 * logo stays; null: removed). A brand with a logo is one of Home's partner logos.
 */
export const brandBodySchema = z.object({
  name: nameSchema,
  image_id: imageIdSchema.nullable().optional(),
});
export type BrandBody = z.input<typeof brandBodySchema>;

export const courseModuleSchema = z.object({
  id: idSchema,
  category_id: idSchema,
  name: translatedAnswerSchema,
  position: z.number().int(),
  /** How many courses are filed under it. */
  courses: usesSchema,
});
export type CourseModule = z.infer<typeof courseModuleSchema>;

export const courseCategorySchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: translatedAnswerSchema,
  position: z.number().int(),
  /** One of spec 7.3's fixed ids: it cannot be deleted. */
  fixed: z.boolean(),
  courses: usesSchema,
  /** Its modules, in the order the listing shows them. */
  modules: z.array(courseModuleSchema),
});
export type CourseCategory = z.infer<typeof courseCategorySchema>;

export const shopCategorySchema = z.object({
  id: idSchema,
  name: translatedAnswerSchema,
  /** How many products are filed under it. */
  products: usesSchema,
});
export type ShopCategory = z.infer<typeof shopCategorySchema>;

export const brandSchema = z.object({
  id: idSchema,
  name: translatedAnswerSchema,
  /** The logo's URL (null: none; then Home's partner slider leaves the brand out). */
  image: z.string().nullable(),
  products: usesSchema,
});
export type Brand = z.infer<typeof brandSchema>;

/**
 * Why a record was not deleted (409): a fixed category, or records still filed under it (how
 * many courses, products and promo codes limited to it, so the editor knows what to move first).
 */
export const deleteRefusalSchema = z.object({
  detail: z.string(),
  reason: z.enum(['fixed', 'in_use']),
  courses: usesSchema,
  products: usesSchema,
  promo_codes: usesSchema,
});
export type DeleteRefusal = z.infer<typeof deleteRefusalSchema>;
