import { z } from 'zod';
import { userTypeSchema } from './auth';
import { fileSchema, formBooleanSchema, positiveIntSchema, singleLine } from './common';
import { LANGUAGES, type Language } from './language-codes';
import { NAME_MIN } from './limits';
import { PROFILE_CURRENCIES } from './markets';

/** The same schema under `name_ro` … `name_es`, one field per interface language. */
const perLanguage = <const N extends string, T extends z.ZodType>(name: N, type: T) =>
  Object.fromEntries(LANGUAGES.map((lang) => [`${name}_${lang}`, type])) as Record<
    `${N}_${Language}`,
    T
  >;

/** Certificate (spec 3): title and course name per language as `title_ro` … `title_es`. */
export const certificateSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  show: z.boolean(),
  for_completing_the_course: z.boolean(),
  user_profile_id: z.number().int(),
  id_course: z.number().int().nullable(),
  ...perLanguage('title', z.string().nullable()),
  ...perLanguage('course_name', z.string().nullable()),
  /** Course certificates issued by the server: the verification code (else null). */
  code: z.string().nullable(),
  /** Course certificates: the PDF for its owner, `/certificates/{code}.pdf` (token), else null. */
  pdf: z.string().nullable(),
  /** ISO date-time the certificate was issued or uploaded. */
  issued_at: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const workSlideSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
});
export type WorkSlide = z.infer<typeof workSlideSchema>;

/** Profile (spec 3). Private fields (phone, utm_tags, shop_is_active) only for the owner. */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  specialization: z.string(),
  consultation_price: z.number().nullable(),
  currency: z.string(),
  address: z.string(),
  city: z.string(),
  type: userTypeSchema,
  landing_page_is_active: z.boolean(),
  price: z.number().nullable(),
  money_type: z.string(),
  certificates_and_diplomas: z.array(certificateSchema),
  user_page_slide: z.array(workSlideSchema),
  phone: z.string().optional(),
  shop_is_active: z.boolean().optional(),
  utm_tags: z.string().optional(),
  /** Owner only: a visitor's request is confirmed on arrival when its hour is free (designed). */
  auto_confirm_requests: z.boolean().optional(),
  /**
   * Owner only: the page editor is unlocked ("available when purchasing the course", spec 2.9):
   * the user owns at least one course.
   */
  my_page_available: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** A user with its profile: the answer of `/accounts/users/{id}/` and the specialists list. */
export const userWithProfileSchema = z.object({ id: z.number().int(), profile: profileSchema });
export type UserWithProfile = z.infer<typeof userWithProfileSchema>;
export const specialistListSchema = z.array(userWithProfileSchema);
export const specialistListQuerySchema = z.object({ id: positiveIntSchema.optional() });

/** `PATCH /{lang}/accounts/user_profile/{profileId}/` multipart (spec 7.1). */
export const profilePatchSchema = z.object({
  name: singleLine(z.string().trim().min(NAME_MIN).max(300)).optional(),
  description: z.string().max(50_000).optional(),
  image: fileSchema.optional(),
  specialization: z.string().trim().max(300).optional(),
  consultation_price: z
    .union([z.literal(''), z.coerce.number().nonnegative().max(1_000_000)])
    .optional(),
  currency: z.string().trim().toLowerCase().pipe(z.enum(PROFILE_CURRENCIES)).optional(),
  address: z.string().trim().max(500).optional(),
  /** Publishes or hides the public page; only once the editor is unlocked. */
  landing_page_is_active: formBooleanSchema.optional(),
  auto_confirm_requests: formBooleanSchema.optional(),
});

/** `POST /accounts/certificates_and_diplomas/` multipart (spec 7.2). */
export const certificateCreateSchema = z.object({
  user_profile_id: positiveIntSchema,
  image: fileSchema,
  show: formBooleanSchema.optional(),
  for_completing_the_course: formBooleanSchema.optional(),
});
export const certificatePatchSchema = z.object({ show: z.boolean() });

/** `POST /accounts/slide_after_before/` multipart (spec 7.2). */
export const workSlideCreateSchema = z.object({
  user: positiveIntSchema,
  title: z.string().trim().min(1).max(300),
  description: z.string().trim().min(1).max(20_000),
  image: fileSchema,
});
export const workSlidePatchSchema = z.object({
  title: z.string().trim().min(1).max(300).optional(),
  description: z.string().trim().max(20_000).optional(),
  image: fileSchema.optional(),
});

/** Payment history entry (spec 3), newest first. */
export const paymentHistoryEntrySchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  title: z.string(),
  amount: z.number(),
  currency: z.string(),
  date_creation: z.string(),
  confirmed: z.boolean(),
  paid_by_card: z.boolean(),
});
export const paymentHistorySchema = z.array(paymentHistoryEntrySchema);
