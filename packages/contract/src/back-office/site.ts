import { z } from 'zod';
import { singleLine } from '../common';
import { PHONE_MIN_DIGITS } from '../limits';
import { translatedAnswerSchema, translatedTextSchema } from './authoring';
import { imageIdSchema } from './images';

export * from './site-legal';

/**
 * The back office's site page (issue 27): the about page's texts, the author with her diploma
 * gallery, the regions' phones and addresses, and the legal PDFs (site-legal.ts). The bodies
 * are checked by the same schemas in the editor's browser and on the server.
 */

/* About (spec 2.6): the title, the short text and the mission, both HTML on the public page. */

export const SITE_TITLE_MAX = 200;
export const ABOUT_SHORT_MAX = 5_000;
export const ABOUT_MISSION_MAX = 20_000;

/** The about page's translated fields, in the editor's order. */
export const ABOUT_FIELDS = ['title', 'short_description', 'mission'] as const;
/** The ones the public page shows as HTML: sanitized on the server, edited as rich text. */
export const ABOUT_RICH_FIELDS = ['short_description', 'mission'] as const;

export const aboutBodySchema = z.object({
  title: translatedTextSchema({ max: SITE_TITLE_MAX, singleLine: true }),
  short_description: translatedTextSchema({ max: ABOUT_SHORT_MAX }),
  mission: translatedTextSchema({ max: ABOUT_MISSION_MAX }),
});
export type AboutBody = z.input<typeof aboutBodySchema>;

export const siteAboutSchema = z.object({
  title: translatedAnswerSchema,
  short_description: translatedAnswerSchema,
  mission: translatedAnswerSchema,
});
export type SiteAbout = z.infer<typeof siteAboutSchema>;

/* The author (spec 2.3, 2.6): her texts, her photo and the diplomas of her gallery. */

export const AUTHOR_DESCRIPTION_MAX = 2_000;
export const AUTHOR_FIELDS = ['title', 'sub_title', 'specialization', 'description_short'] as const;

export const authorBodySchema = z.object({
  title: translatedTextSchema({ max: SITE_TITLE_MAX, singleLine: true }),
  sub_title: translatedTextSchema({ max: SITE_TITLE_MAX, singleLine: true }),
  specialization: translatedTextSchema({ max: 300, singleLine: true }),
  description_short: translatedTextSchema({ max: AUTHOR_DESCRIPTION_MAX }),
  /** A new photo, uploaded as purpose `author_photo`; absent keeps the current one. */
  image_id: imageIdSchema.optional(),
});
export type AuthorBody = z.input<typeof authorBodySchema>;

export const diplomaSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  image_thumbnail: z.string(),
});
export type Diploma = z.infer<typeof diplomaSchema>;

export const siteAuthorSchema = z.object({
  title: translatedAnswerSchema,
  sub_title: translatedAnswerSchema,
  specialization: translatedAnswerSchema,
  description_short: translatedAnswerSchema,
  /** The photo's address; empty before one is uploaded. */
  image: z.string(),
  /** The public gallery's diplomas, in its order (oldest first). */
  gallery: z.array(diplomaSchema),
});
export type SiteAuthor = z.infer<typeof siteAuthorSchema>;

/** A diploma added to the gallery: an image uploaded as purpose `diploma`. */
export const diplomaBodySchema = z.object({ image_id: imageIdSchema });

export const AUTHOR_MISSING = 'Save the author first: the gallery belongs to her.';

/* Region info (spec 3): the phone and the address of Moldova, Romania, Russia and Europe. */

export const REGION_INFO_REGIONS = ['md', 'ro', 'ru', 'eu'] as const;
export type RegionInfoRegion = (typeof REGION_INFO_REGIONS)[number];
export const REGION_PHONE_MAX = 40;
export const REGION_ADDRESS_MAX = 300;
/** E.164: a number has at most 15 digits with its country code. */
const PHONE_MAX_DIGITS = 15;

export const REGION_PHONE_ERROR =
  'A phone with its country code: + then 6 to 15 digits (spaces, dashes and brackets allowed).';

/**
 * A phone written for people, as the footer shows it and dials it (`tel:` keeps + and the
 * digits): the country code first, then digits grouped by spaces, dashes or brackets; at least
 * the digits every phone of the site has (PHONE_MIN_DIGITS).
 */
export function isRegionPhone(phone: string): boolean {
  if (!/^\+\d[\d\s().-]*$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

const phoneSchema = z
  .string()
  .trim()
  .max(REGION_PHONE_MAX)
  .refine(isRegionPhone, REGION_PHONE_ERROR);
const addressSchema = singleLine(z.string().trim().min(1).max(REGION_ADDRESS_MAX));

export const regionInfoBodySchema = z.object({
  phone_md: phoneSchema,
  phone_ro: phoneSchema,
  phone_ru: phoneSchema,
  phone_eu: phoneSchema,
  address_md: addressSchema,
  address_ro: addressSchema,
  address_ru: addressSchema,
  address_eu: addressSchema,
});
export type RegionInfoBody = z.input<typeof regionInfoBodySchema>;

/** What the editor receives: the stored values (empty before the first save). */
export const siteRegionsSchema = z.object(
  Object.fromEntries(
    REGION_INFO_REGIONS.flatMap((region) => [
      [`phone_${region}`, z.string()],
      [`address_${region}`, z.string()],
    ]),
  ) as Record<`${'phone' | 'address'}_${RegionInfoRegion}`, z.ZodString>,
);
export type SiteRegions = z.infer<typeof siteRegionsSchema>;
