import { z } from 'zod';
import { fileSchema } from '../common';
import { recordIdSchema } from './authoring';

/**
 * Images resized on upload (issue 27): what an upload is for decides the files made from it. Each
 * variant is named exactly as the entity's column the public API serves (a course's `image` and
 * `image_thumbnail`, a hero slide's `image_mobile_thumbnail`…), so the server copies a variant's
 * URL into the column of the same name and pages stop serving multi-megabyte originals. The
 * original itself is not kept: its metadata (GPS position, camera) never reaches the site.
 */

/** Every image is WebP: decoded by every browser the site supports, a third of a JPEG's bytes. */
export const IMAGE_FORMAT = 'webp';

/**
 * What an upload is for, each the image field of one kind of record: a course's cover and the
 * player's banners, the home slider, reviews, brands, the author and their diploma gallery, a
 * product's pictures, the covers of articles, promotions and useful info, and the users' own
 * uploads (a specialist's avatar and before/after work slides).
 */
export const IMAGE_PURPOSES = [
  'course_cover',
  'course_banner',
  'hero_slide',
  'review_photo',
  'brand_logo',
  'author_photo',
  'author_diploma',
  'product',
  'article_cover',
  'promotion_cover',
  'useful_info',
  'avatar',
  'work_slide',
] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];
export const imagePurposeSchema = z.enum(IMAGE_PURPOSES);

/**
 * One file made from an upload. `width` alone: scaled to fit that width and `maxHeight` (the
 * picture's proportions kept); `width` and `height`: cropped to fill exactly that frame (the
 * slider's frames have fixed proportions per breakpoint). Never enlarged: a small upload keeps
 * its size.
 */
export interface ImageVariantSpec {
  /** The entity's column it fills. */
  name: string;
  width: number;
  /** A fixed frame (cropped from the centre), else undefined. */
  height?: number;
  /** The tallest it may be when scaled (a tall upload is not made 5000 px high); default width. */
  maxHeight?: number;
  /** WebP quality, 1–100. */
  quality: number;
}

const large = (name = 'image', width = 1600): ImageVariantSpec => ({
  name,
  width,
  maxHeight: width,
  quality: 80,
});
/** A card's picture: at most 640 px (a phone's full-width card at 2× density), under 100 KB. */
const card = (name = 'image_thumbnail', width = 640): ImageVariantSpec => ({
  name,
  width,
  maxHeight: width,
  quality: 72,
});

/**
 * The files each purpose makes, named after the columns they fill. The hero slide's four frames
 * follow the slider's `<picture>` sources (spec breakpoints): under 568 px a 43:40 frame (860 px:
 * a 430 px phone at 2×), to 1023 px 16:10, to 1680 px 64:27, wider 168:62.
 */
export const IMAGE_VARIANTS: Readonly<Record<ImagePurpose, readonly ImageVariantSpec[]>> = {
  course_cover: [large(), card()],
  course_banner: [large('image', 1200)],
  hero_slide: [
    large('image', 2560),
    { name: 'image_mobile_thumbnail', width: 860, height: 800, quality: 72 },
    { name: 'image_tablet_thumbnail', width: 1024, height: 640, quality: 75 },
    { name: 'image_laptop_thumbnail', width: 1680, height: 709, quality: 78 },
    { name: 'image_pc_thumbnail', width: 2560, height: 945, quality: 78 },
  ],
  review_photo: [card('image', 320)],
  brand_logo: [card('image', 400)],
  author_photo: [large('image', 1200)],
  author_diploma: [large(), card('image_thumbnail', 480)],
  // `image_thumbnail` is the product's picture on its page and in lists (the shop answers no
  // other); a second picture is a second upload whose `image_thumbnail` fills `image2_thumbnail`.
  product: [card('image_thumbnail', 1000)],
  article_cover: [large('image', 1200)],
  promotion_cover: [large('image', 1200)],
  useful_info: [large('image', 1200)],
  avatar: [card('image', 512)],
  work_slide: [large('image', 1200)],
};

/** The columns a purpose fills, by name. */
export type ImageColumns = Record<string, string>;

/** The largest upload in bytes (the server's default UPLOAD_MAX_BYTES: an operator may lower it). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels an upload may have (width × height, 50 megapixels): decoded, a larger image
 * could take gigabytes (a "decompression bomb" of a few kilobytes), so it is refused unread.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
/**
 * Why the server refuses an upload, as its field error on `file` says it (English, like every
 * server message); the browser shows its own translation of the code (`imageRefusalOf`).
 */
export const IMAGE_REFUSALS = {
  tooLarge: `The image is too large (at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB).`,
  pdf: 'A PDF is not an image: upload a JPEG, PNG, WebP or GIF picture.',
  notAnImage: 'This file is not an image: upload a JPEG, PNG, WebP or GIF picture.',
  tooManyPixels: `The image has too many pixels (at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels).`,
  unreadable: 'The image could not be read: it may be damaged.',
} as const;
export type ImageRefusal = keyof typeof IMAGE_REFUSALS;

/** The refusal a server message is, or null (another message). */
export function imageRefusalOf(message: string | undefined): ImageRefusal | null {
  const found = Object.entries(IMAGE_REFUSALS).find(([, text]) => text === message);
  return (found?.[0] as ImageRefusal | undefined) ?? null;
}

/** What the browser's file picker offers; the server trusts only the file's first bytes. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** `POST /admin/images/` (multipart): the file and what it is for. */
export const imageUploadSchema = z.object({
  file: fileSchema,
  purpose: imagePurposeSchema,
});

export const imageVariantSchema = z.object({
  name: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * An uploaded image: the size of the picture as uploaded (after its EXIF rotation) and its files.
 * A save body carries its `id` as `image_id`; the server fills the record's columns from it.
 */
export const uploadedImageSchema = z.object({
  id: z.number().int(),
  purpose: imagePurposeSchema,
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The field of a save body naming an uploaded image (optional on an edit: the image is kept). */
export const imageIdSchema = recordIdSchema;

/** The variant a back-office form shows as the current picture: the smallest that fills a card. */
export function previewVariant(image: Pick<UploadedImage, 'variants'>): ImageVariant | null {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return sorted.find((variant) => variant.width >= 320) ?? sorted.at(-1) ?? null;
}
