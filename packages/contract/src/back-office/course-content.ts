import { z } from 'zod';
import { fileSchema } from '../common';
import { videoStatusSchema } from '../courses';
import { languageSchema } from '../languages';
import { translatedAnswerSchema, translatedTextSchema } from './authoring';

/**
 * A course's content as its editors see and change it (issue 27): chapters with their videos in
 * order (each with where the video pipeline is), the protocols (PDF) and the player's banners.
 */

/** A chapter's or a video's title: one line in five languages, the default one required. */
export const contentTitleSchema = translatedTextSchema({ max: 200, singleLine: true });

export const VIDEO_KINDS = ['theoretical', 'practical'] as const;
export const videoKindSchema = z.enum(VIDEO_KINDS);
export type VideoKind = z.infer<typeof videoKindSchema>;

/** Where a video is in the pipeline, as the page polls it while it is processed. */
export const videoProcessingSchema = z.object({
  id: z.number().int(),
  status: videoStatusSchema,
  /** false until a file was uploaded (a new video waits for its file). */
  uploaded: z.boolean(),
  processing_percent: z.number().int().min(0).max(100),
  /** ffmpeg's last words when the processing failed, for staff; null otherwise. */
  processing_error: z.string().nullable(),
  /** The real length once processed ("00:12:30"); "" before. */
  duration: z.string(),
});
export type VideoProcessing = z.infer<typeof videoProcessingSchema>;

export const staffVideoSchema = videoProcessingSchema.extend({
  title: translatedAnswerSchema,
  kind: videoKindSchema,
  /** The chapter that lists it; null: listed after the chapters. */
  chapter: z.number().int().nullable(),
  free_preview: z.boolean(),
  caption_languages: z.array(languageSchema),
});
export type StaffVideo = z.infer<typeof staffVideoSchema>;

export const staffChapterSchema = z.object({
  id: z.number().int(),
  name: translatedAnswerSchema,
  videos: z.array(staffVideoSchema),
});
export type StaffChapter = z.infer<typeof staffChapterSchema>;

export const staffProtocolSchema = z.object({
  id: z.number().int(),
  title: translatedAnswerSchema,
  /** The PDF's path (served to the course's buyers and staff only). */
  file: z.string(),
  created: z.string(),
});
export type StaffProtocol = z.infer<typeof staffProtocolSchema>;

export const staffBannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  link: z.string(),
});
export type StaffBanner = z.infer<typeof staffBannerSchema>;

export const courseContentSchema = z.object({
  course: z.object({
    id: z.number().int(),
    name: translatedAnswerSchema,
    /** Published (`is_active`): its buyers are told of a new video or protocol. */
    published: z.boolean(),
  }),
  chapters: z.array(staffChapterSchema),
  /** Videos in no chapter (older courses), after the chapters. */
  loose_videos: z.array(staffVideoSchema),
  protocols: z.array(staffProtocolSchema),
  banners: z.array(staffBannerSchema),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

export const chapterBodySchema = z.object({ name: contentTitleSchema });
export type ChapterBody = z.input<typeof chapterBodySchema>;

export const videoCreateSchema = z.object({
  title: contentTitleSchema,
  kind: videoKindSchema,
  /** The chapter (of the same course) that lists it, at its end. */
  chapter: z.number().int().positive(),
  free_preview: z.boolean().default(false),
});
export type VideoCreate = z.input<typeof videoCreateSchema>;

/** A video's edit: any of its fields; a new `chapter` moves it to that chapter's end. */
export const videoUpdateSchema = videoCreateSchema.partial();
export type VideoUpdate = z.input<typeof videoUpdateSchema>;

/** A multipart text field holding JSON (a title in five languages beside a file). */
const jsonField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

/** The longest protocol title. */
export const PROTOCOL_TITLE_MAX = 200;
const protocolTitleSchema = translatedTextSchema({ max: PROTOCOL_TITLE_MAX, singleLine: true });

/** A new protocol: the PDF and its title (multipart: `title` is the five languages as JSON). */
export const protocolCreateSchema = z.object({
  file: fileSchema,
  title: jsonField(protocolTitleSchema),
});

export const protocolUpdateSchema = z.object({ title: protocolTitleSchema });
export type ProtocolUpdate = z.input<typeof protocolUpdateSchema>;

/** Where a banner leads: a path of the site ("/ro/shop") or an https address; empty for none. */
const bannerLinkSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[^\s]*|https:\/\/[^\s]+)$/, 'A path of the site (/…) or an https:// address.');

export const bannerBodySchema = z.object({
  /** An image uploaded with the purpose `course_banner`. */
  image_id: z.number().int().positive(),
  link: bannerLinkSchema.default(''),
});
export type BannerBody = z.input<typeof bannerBodySchema>;

export const bannerUpdateSchema = z.object({
  image_id: z.number().int().positive().optional(),
  link: bannerLinkSchema.optional(),
});
export type BannerUpdate = z.input<typeof bannerUpdateSchema>;
