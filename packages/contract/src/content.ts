import { z } from 'zod';
import { paginatedSchema } from './common';
import { LANGUAGES } from './language-codes';
import { CONTACT_NAME_MIN } from './limits';

export const faqItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export const faqListSchema = z.array(faqItemSchema);

export const reviewSlideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profession: z.string(),
  text: z.string(),
  image: z.string(),
  rating: z.number().int(),
});
export const reviewSlideListSchema = z.array(reviewSlideSchema);

/** Region info (spec 3); `/get-phone/` answers an array whose first item is it. */
export const regionInfoSchema = z.object({
  id: z.number().int(),
  phone_eu: z.string(),
  phone_md: z.string(),
  phone_ro: z.string(),
  phone_ru: z.string(),
  address_eu: z.string(),
  address_md: z.string(),
  address_ro: z.string(),
  address_ru: z.string(),
});
export const regionInfoListSchema = z.array(regionInfoSchema);

export const heroSlideSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  image_mobile_thumbnail: z.string(),
  image_tablet_thumbnail: z.string(),
  image_laptop_thumbnail: z.string(),
  image_pc_thumbnail: z.string(),
  title: z.string(),
  description: z.string(),
  button_link: z.string(),
  button_is_active: z.boolean(),
  button_name: z.string(),
});
export const heroSlideListSchema = z.array(heroSlideSchema);

export const authorSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sub_title: z.string(),
  specialization: z.string(),
  description_short: z.string(),
  image: z.string(),
  gallery_about_author: z.array(
    z.object({ id: z.number().int(), image: z.string(), image_thumbnail: z.string() }),
  ),
});
export const authorListSchema = z.array(authorSchema);

export const aboutPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  short_description: z.string(),
  mission: z.string(),
});
export const aboutPageListSchema = z.array(aboutPageSchema);

/** `POST /get-feedback/` (spec 7.5); limits of spec 5 (name ≥ 4, phone not empty). */
export const feedbackRequestSchema = z.object({
  name: z.string().trim().min(CONTACT_NAME_MIN).max(200),
  contact_data: z.string().trim().min(1).max(100),
  country: z.string().trim().min(1).max(100),
  /** Designed: the language of the page it was sent from (staff answer in it). */
  lang: z.enum(LANGUAGES).default('ro'),
});
export const feedbackResponseSchema = z.object({ id: z.number().int(), detail: z.string() });

/** Designed: blog, promotions and useful info (their fields are not shown in the spec). */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  published_at: z.string(),
});
export const articleSchema = articleSummarySchema.extend({ body: z.string() });
export const articleListSchema = paginatedSchema(articleSummarySchema);

export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  image: z.string(),
  discount: z.number().int(),
  course: z.number().int().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
});
export const promotionListSchema = paginatedSchema(promotionSchema);

export const usefulInfoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
});
export const usefulInfoListSchema = z.array(usefulInfoSchema);
