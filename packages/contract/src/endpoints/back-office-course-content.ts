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
import { endpoint } from '../endpoint';
import { authoringCall, deleted, noSuch, refusal, reordered } from './back-office-shared';

/** The paths several methods of this file share, each written once. */
const ADMIN_CHAPTERS_BY_ID_PATH = '/admin/chapters/{id}/';
const ADMIN_VIDEOS_BY_ID_PATH = '/admin/videos/{id}/';
const ADMIN_PROTOCOLS_BY_ID_PATH = '/admin/protocols/{id}/';
const ADMIN_BANNERS_BY_ID_PATH = '/admin/banners/{id}/';

/**
 * The back office's calls for a course's chapters, videos, protocols and banners (issue 27), each
 * declared once with its staff roles. A video's file goes through the tus upload
 * (`adminEndpoints.videoUpload*`) and its captions through `adminEndpoints.videoCaptionsPut`.
 * Every write changes what the course page and the player show.
 */
const writes = { ...authoringCall, invalidates: ['courses', 'pages'] } as const;
const fieldErrors = (fields: string) =>
  ({ 400: { description: `Field errors: ${fields}` } }) as const;

export const content = endpoint({
  ...authoringCall,
  method: 'get',
  paths: ['/admin/courses/{id}/content/'],
  summary:
    "A course's content for its editors: chapters with their videos in order (status, processing percent, error, duration, kind, free preview, caption languages), videos in no chapter, protocols, banners",
  responses: {
    200: { description: 'The content', schema: courseContentSchema },
    ...noSuch('course'),
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
    ...noSuch('course'),
  },
});

export const orderChapters = endpoint({
  ...writes,
  method: 'put',
  paths: ['/admin/courses/{id}/chapters/order/'],
  summary: "The course's chapters in a new order: every chapter's id once",
  body: reorderSchema,
  responses: {
    ...reordered,
    ...fieldErrors('ids (not exactly the course’s chapters)'),
    ...noSuch('course'),
  },
});

export const renameChapter = endpoint({
  ...writes,
  method: 'patch',
  paths: [ADMIN_CHAPTERS_BY_ID_PATH],
  summary: 'Renames a chapter (its name in the five languages)',
  body: chapterBodySchema,
  responses: {
    200: { description: 'Renamed', schema: staffChapterSchema },
    ...fieldErrors('name.<lang>'),
    ...noSuch('chapter'),
  },
});

export const deleteChapter = endpoint({
  ...writes,
  method: 'delete',
  paths: [ADMIN_CHAPTERS_BY_ID_PATH],
  summary: 'Deletes an empty chapter (its videos must be moved or deleted first)',
  responses: {
    ...deleted,
    ...noSuch('chapter'),
    409: refusal('The chapter still lists videos'),
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
    ...noSuch('course'),
  },
});

export const updateVideo = endpoint({
  ...writes,
  method: 'patch',
  paths: [ADMIN_VIDEOS_BY_ID_PATH],
  summary:
    "Edits a video's title, kind or free-preview flag; a new chapter moves it to that chapter's end",
  body: videoUpdateSchema,
  responses: {
    200: { description: 'Saved', schema: staffVideoSchema },
    ...fieldErrors('title.<lang>, kind, chapter'),
    ...noSuch('video'),
  },
});

export const orderVideos = endpoint({
  ...writes,
  method: 'put',
  paths: ['/admin/chapters/{id}/videos/order/'],
  summary: "A chapter's videos in a new order: every video's id once",
  body: reorderSchema,
  responses: {
    ...reordered,
    ...fieldErrors('ids (not exactly the chapter’s videos)'),
    ...noSuch('chapter'),
  },
});

export const deleteVideo = endpoint({
  ...writes,
  method: 'delete',
  paths: [ADMIN_VIDEOS_BY_ID_PATH],
  summary: 'Deletes a video, its watch records and its stored files (source, streams, captions)',
  responses: { ...deleted, ...noSuch('video') },
});

export const videoProcessing = endpoint({
  ...authoringCall,
  method: 'get',
  paths: ['/admin/videos/{id}/processing/'],
  summary: 'Where a video is in the pipeline (polled by the page while it is processed)',
  responses: {
    200: { description: 'Its state', schema: videoProcessingSchema },
    ...noSuch('video'),
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
    ...noSuch('course'),
  },
});

export const updateProtocol = endpoint({
  ...writes,
  method: 'patch',
  paths: [ADMIN_PROTOCOLS_BY_ID_PATH],
  summary: "Changes a protocol's title",
  body: protocolUpdateSchema,
  responses: {
    200: { description: 'Saved', schema: staffProtocolSchema },
    ...fieldErrors('title.<lang>'),
    ...noSuch('protocol'),
  },
});

export const deleteProtocol = endpoint({
  ...writes,
  method: 'delete',
  paths: [ADMIN_PROTOCOLS_BY_ID_PATH],
  summary: 'Deletes a protocol and its PDF',
  responses: { ...deleted, ...noSuch('protocol') },
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
    ...noSuch('course'),
  },
});

export const updateBanner = endpoint({
  ...writes,
  method: 'patch',
  paths: [ADMIN_BANNERS_BY_ID_PATH],
  summary: "Changes a banner's image or link",
  body: bannerUpdateSchema,
  responses: {
    200: { description: 'Saved', schema: staffBannerSchema },
    ...fieldErrors('image_id, link'),
    ...noSuch('banner'),
  },
});

export const deleteBanner = endpoint({
  ...writes,
  method: 'delete',
  paths: [ADMIN_BANNERS_BY_ID_PATH],
  summary: 'Removes a banner from the player',
  responses: { ...deleted, ...noSuch('banner') },
});
