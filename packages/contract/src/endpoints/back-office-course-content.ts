import { reorderSchema } from '../back-office/authoring';
import {
  bannerBodySchema,
  bannerUpdateSchema,
  chapterBodySchema,
  courseContentSchema,
  protocolCreateSchema,
  protocolUpdateSchema,
  staffBannerSchema,
  staffChapterSchema,
  staffProtocolSchema,
  staffVideoSchema,
  videoCreateSchema,
  videoProcessingSchema,
  videoUpdateSchema,
} from '../back-office/course-content';
import { errorResponseSchema } from '../country';
import { endpoint } from '../endpoint';
import { AUTHORING_ROLES } from '../staff';

/**
 * The back office's calls for a course's chapters, videos, protocols and banners (issue 27), each
 * declared once with its staff roles. A video's file goes through the tus upload
 * (`adminEndpoints.videoUpload*`) and its captions through `adminEndpoints.videoCaptionsPut`.
 * Every write changes what the course page and the player show.
 */
const common = { tag: 'admin', auth: 'token', designed: true, roles: AUTHORING_ROLES } as const;
const writes = { ...common, invalidates: ['courses', 'pages'] } as const;
const missing = (what: string) =>
  ({ 404: { description: `No such ${what}`, schema: errorResponseSchema } }) as const;
const fieldErrors = (fields: string) =>
  ({ 400: { description: `Field errors: ${fields}` } }) as const;
const deleted = { 204: { description: 'Deleted' } } as const;

export const content = endpoint({
  ...common,
  method: 'get',
  paths: ['/admin/courses/{id}/content/'],
  summary:
    "A course's content for its editors: chapters with their videos in order (status, processing percent, error, duration, kind, free preview, caption languages), videos in no chapter, protocols, banners",
  responses: {
    200: { description: 'The content', schema: courseContentSchema },
    ...missing('course'),
  },
});

export const createChapter = endpoint({
  ...writes,
  method: 'post',
  paths: ['/admin/courses/{id}/chapters/'],
  summary: 'Adds a chapter at the end of the course',
  body: chapterBodySchema,
  responses: {
    201: { description: 'Created', schema: staffChapterSchema },
    ...fieldErrors('name.<lang>'),
    ...missing('course'),
  },
});

export const orderChapters = endpoint({
  ...writes,
  method: 'put',
  paths: ['/admin/courses/{id}/chapters/order/'],
  summary: "The course's chapters in a new order: every chapter's id once",
  body: reorderSchema,
  responses: {
    204: { description: 'Reordered' },
    ...fieldErrors('ids (not exactly the course’s chapters)'),
    ...missing('course'),
  },
});

export const renameChapter = endpoint({
  ...writes,
  method: 'patch',
  paths: ['/admin/chapters/{id}/'],
  summary: 'Renames a chapter (its name in the five languages)',
  body: chapterBodySchema,
  responses: {
    200: { description: 'Renamed', schema: staffChapterSchema },
    ...fieldErrors('name.<lang>'),
    ...missing('chapter'),
  },
});

export const deleteChapter = endpoint({
  ...writes,
  method: 'delete',
  paths: ['/admin/chapters/{id}/'],
  summary: 'Deletes an empty chapter (its videos must be moved or deleted first)',
  responses: {
    ...deleted,
    ...missing('chapter'),
    409: { description: 'The chapter still lists videos', schema: errorResponseSchema },
  },
});

export const createVideo = endpoint({
  ...writes,
  method: 'post',
  paths: ['/admin/courses/{id}/videos/'],
  summary:
    "Adds a video at the end of a chapter, waiting for its file: the browser then uploads it with tus to the video's upload path",
  body: videoCreateSchema,
  responses: {
    201: { description: 'Created', schema: staffVideoSchema },
    ...fieldErrors('title.<lang>, kind, chapter (not a chapter of the course)'),
    ...missing('course'),
  },
});

export const updateVideo = endpoint({
  ...writes,
  method: 'patch',
  paths: ['/admin/videos/{id}/'],
  summary:
    "Edits a video's title, kind or free-preview flag; a new chapter moves it to that chapter's end",
  body: videoUpdateSchema,
  responses: {
    200: { description: 'Saved', schema: staffVideoSchema },
    ...fieldErrors('title.<lang>, kind, chapter'),
    ...missing('video'),
  },
});

export const orderVideos = endpoint({
  ...writes,
  method: 'put',
  paths: ['/admin/chapters/{id}/videos/order/'],
  summary: "A chapter's videos in a new order: every video's id once",
  body: reorderSchema,
  responses: {
    204: { description: 'Reordered' },
    ...fieldErrors('ids (not exactly the chapter’s videos)'),
    ...missing('chapter'),
  },
});

export const deleteVideo = endpoint({
  ...writes,
  method: 'delete',
  paths: ['/admin/videos/{id}/'],
  summary: 'Deletes a video, its watch records and its stored files (source, streams, captions)',
  responses: { ...deleted, ...missing('video') },
});

export const videoProcessing = endpoint({
  ...common,
  method: 'get',
  paths: ['/admin/videos/{id}/processing/'],
  summary: 'Where a video is in the pipeline (polled by the page while it is processed)',
  responses: {
    200: { description: 'Its state', schema: videoProcessingSchema },
    ...missing('video'),
  },
});

export const createProtocol = endpoint({
  ...writes,
  method: 'post',
  paths: ['/admin/courses/{id}/protocols/'],
  summary:
    "Adds a protocol (a PDF checked by its first bytes) with its title; a published course's buyers are told",
  body: protocolCreateSchema,
  bodyType: 'multipart',
  responses: {
    201: { description: 'Created', schema: staffProtocolSchema },
    ...fieldErrors('file (too large, not a PDF), title.<lang>'),
    ...missing('course'),
  },
});

export const updateProtocol = endpoint({
  ...writes,
  method: 'patch',
  paths: ['/admin/protocols/{id}/'],
  summary: "Changes a protocol's title",
  body: protocolUpdateSchema,
  responses: {
    200: { description: 'Saved', schema: staffProtocolSchema },
    ...fieldErrors('title.<lang>'),
    ...missing('protocol'),
  },
});

export const deleteProtocol = endpoint({
  ...writes,
  method: 'delete',
  paths: ['/admin/protocols/{id}/'],
  summary: 'Deletes a protocol and its PDF',
  responses: { ...deleted, ...missing('protocol') },
});

export const createBanner = endpoint({
  ...writes,
  method: 'post',
  paths: ['/admin/courses/{id}/banners/'],
  summary: "Adds a banner to the course's player: an image uploaded as `course_banner` and a link",
  body: bannerBodySchema,
  responses: {
    201: { description: 'Created', schema: staffBannerSchema },
    ...fieldErrors('image_id (missing, another purpose), link'),
    ...missing('course'),
  },
});

export const updateBanner = endpoint({
  ...writes,
  method: 'patch',
  paths: ['/admin/banners/{id}/'],
  summary: "Changes a banner's image or link",
  body: bannerUpdateSchema,
  responses: {
    200: { description: 'Saved', schema: staffBannerSchema },
    ...fieldErrors('image_id, link'),
    ...missing('banner'),
  },
});

export const deleteBanner = endpoint({
  ...writes,
  method: 'delete',
  paths: ['/admin/banners/{id}/'],
  summary: 'Removes a banner from the player',
  responses: { ...deleted, ...missing('banner') },
});
