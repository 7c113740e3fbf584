import {
  accessListSchema,
  accessPatchResponseSchema,
  accessPatchSchema,
  accessRecordSchema,
  COURSES_PAGE_SIZE,
  clearResponseSchema,
  courseCategoryListSchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseListSchema,
  courseModuleListSchema,
  courseUpdateListSchema,
  errorResponseSchema,
  moduleQuerySchema,
  protocolListSchema,
  videoAccessCreateSchema,
  videoAccessPatchSchema,
  videoAccessResponseSchema,
} from '..';
import { endpoint } from '../endpoint';
import { notYours } from './shared';

const common = { tag: 'courses', auth: 'token' } as const;

export const courses = endpoint({
  method: 'get',
  paths: ['/{lang}/courses/course/'],
  summary: `Courses, paged (default ${COURSES_PAGE_SIZE}), by category and module`,
  tag: 'courses',
  auth: 'none',
  query: courseListQuerySchema,
  responses: { 200: { description: 'Page of courses', schema: courseListSchema } },
});

export const course = endpoint({
  method: 'get',
  paths: ['/{lang}/courses/course/{id}/'],
  summary: 'Course page: description, chapters, video titles (no links), final price, access',
  tag: 'courses',
  auth: 'optional',
  designed: true,
  responses: {
    200: { description: 'Course', schema: courseDetailSchema },
    404: { description: 'No such course', schema: errorResponseSchema },
  },
});

export const categories = endpoint({
  method: 'get',
  paths: ['/{lang}/courses/category/'],
  summary: 'Course categories (3 cosmetology, 4 medicine, 8 massage, 10 longevity)',
  tag: 'courses',
  auth: 'none',
  responses: { 200: { description: 'Categories', schema: courseCategoryListSchema } },
});

export const modules = endpoint({
  method: 'get',
  paths: ['/{lang}/courses/modules/'],
  summary: 'Modules, of one category with category_id',
  tag: 'courses',
  auth: 'none',
  query: moduleQuerySchema,
  responses: { 200: { description: 'Modules', schema: courseModuleListSchema } },
});

export const accessList = endpoint({
  ...common,
  method: 'get',
  paths: ['/{lang}/courses/access_list/'],
  summary: "The user's purchased courses with content and watch state",
  responses: { 200: { description: 'Access records', schema: accessListSchema } },
});

export const access = endpoint({
  ...common,
  method: 'get',
  paths: ['/{lang}/courses/access_list/{id}/'],
  summary: 'One access record (the player, course-inner/{id})',
  responses: {
    200: { description: 'Access record', schema: accessRecordSchema },
    404: notYours,
  },
});

export const updateAccess = endpoint({
  ...common,
  method: 'patch',
  paths: ['/courses/access_list/{id}/'],
  summary:
    'Course progress: the body of the spec is accepted, but the server stores the mean of the ' +
    'video entries it stored, each normalised (full_progress sent is not trusted); it is 100, ' +
    'and the certificate issued, only when every video is complete. The player no longer ' +
    'needs this call: each video report answers the same',
  body: accessPatchSchema,
  responses: {
    200: { description: 'Saved', schema: accessPatchResponseSchema },
    404: notYours,
  },
});

export const startVideo = endpoint({
  ...common,
  method: 'post',
  paths: ['/courses/access-course-video/'],
  summary:
    'First progress report of a video: creates the entry (again: updates it); position and rate ' +
    "(optional) keep where it plays and the user's speed for any device; the course progress " +
    'is recomputed and answered (full_progress, certificate once every video is complete)',
  body: videoAccessCreateSchema,
  responses: {
    201: { description: 'Created', schema: videoAccessResponseSchema },
    400: { description: 'Field errors (video not in this course)' },
    404: notYours,
  },
});

export const updateVideo = endpoint({
  ...common,
  method: 'patch',
  paths: ['/courses/access-course-video/{id}/'],
  summary:
    'Later progress reports of a video; watched is true exactly at 100; position and rate as ' +
    'in the first; the course progress is recomputed and answered (full_progress, certificate ' +
    'once every video is complete)',
  body: videoAccessPatchSchema,
  responses: {
    200: { description: 'Saved', schema: videoAccessResponseSchema },
    404: notYours,
  },
});

export const updates = endpoint({
  ...common,
  method: 'get',
  paths: ['/{lang}/courses/courses-updates/'],
  summary: 'Purchased courses with new videos or protocols since the last clear',
  responses: { 200: { description: 'Update notices', schema: courseUpdateListSchema } },
});

export const clearUpdates = endpoint({
  ...common,
  method: 'get',
  paths: ['/{lang}/courses/courses-updates/clear', '/{lang}/courses/courses-updates/clear/'],
  summary: 'Marks the update notices as seen',
  responses: { 200: { description: 'Cleared', schema: clearResponseSchema } },
});

export const protocols = endpoint({
  ...common,
  method: 'get',
  paths: ['/{lang}/courses/protocols/'],
  summary: 'Protocol files of the purchased courses',
  responses: { 200: { description: 'Protocols', schema: protocolListSchema } },
});
