import {
  courseFormOptionsSchema,
  courseListQuerySchema,
  coursePreviewSchema,
  createCourseSchema,
  staffCourseListSchema,
  staffCourseSchema,
  updateCourseSchema,
} from '../back-office/courses';
import { fieldErrorsSchema } from '../common';
import { endpoint } from '../endpoint';
import { authoringCall, deleted, noSuch, refusal } from './back-office-shared';

/** The paths several methods of this file share, each written once. */
const ADMIN_COURSES_BY_ID_PATH = '/admin/courses/{id}/';

/**
 * The back office's calls for courses (issue 27): their texts, prices, flags, cover and
 * publication, each declared once with its staff roles. A write clears what the public side
 * shows of courses (catalogue, course pages, Home's tabs) and the drawn pages (sitemap included).
 */
const writes = { ...authoringCall, invalidates: ['courses', 'pages'] } as const;
const missing = noSuch('course');

export const courses = endpoint({
  ...authoringCall,
  method: 'get',
  paths: ['/{lang}/admin/courses/'],
  summary:
    'Courses, published and drafts, searched in their names, by state and category; newest first by default',
  query: courseListQuerySchema,
  responses: { 200: { description: 'A page of courses', schema: staffCourseListSchema } },
});

export const formOptions = endpoint({
  ...authoringCall,
  method: 'get',
  paths: ['/{lang}/admin/courses/options/'],
  summary: "What a course's form chooses from: categories with their modules, brand tags, authors",
  responses: { 200: { description: 'The choices', schema: courseFormOptionsSchema } },
});

export const course = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_COURSES_BY_ID_PATH],
  summary: 'A course as its editors change it: every language, ids of its choices, its state',
  responses: { 200: { description: 'The course', schema: staffCourseSchema }, ...missing },
});

export const createCourse = endpoint({
  ...writes,
  method: 'post',
  paths: ['/admin/courses/'],
  summary: 'Creates an unpublished course from its Romanian name and category',
  body: createCourseSchema,
  responses: { 201: { description: 'Created', schema: staffCourseSchema } },
});

export const updateCourse = endpoint({
  ...writes,
  method: 'put',
  paths: [ADMIN_COURSES_BY_ID_PATH],
  summary:
    "Saves a course's form: texts in five languages, category and module (of that category), tags, price, discount, flags, length, author, cover (image_id)",
  body: updateCourseSchema,
  responses: { 200: { description: 'Saved', schema: staffCourseSchema }, ...missing },
});

export const publishCourse = endpoint({
  ...writes,
  method: 'post',
  paths: ['/admin/courses/{id}/publish/'],
  summary:
    'Publishes a course: refused (400, at its fields) without a Romanian name, a cover or a video',
  responses: {
    200: { description: 'Published', schema: staffCourseSchema },
    400: { description: 'What the course lacks, at its fields', schema: fieldErrorsSchema },
    ...missing,
  },
});

export const unpublishCourse = endpoint({
  ...writes,
  method: 'post',
  paths: ['/admin/courses/{id}/unpublish/'],
  summary: 'Takes a course off the site (its page answers 404); its buyers keep it',
  responses: { 200: { description: 'Unpublished', schema: staffCourseSchema }, ...missing },
});

export const deleteCourse = endpoint({
  ...writes,
  method: 'delete',
  paths: [ADMIN_COURSES_BY_ID_PATH],
  summary: 'Deletes a course nobody bought or ordered (409 otherwise: unpublish it instead)',
  responses: {
    ...deleted,
    ...missing,
    409: refusal('Bought or ordered'),
  },
});

export const previewCourse = endpoint({
  ...authoringCall,
  method: 'post',
  paths: ['/{lang}/admin/courses/{id}/preview/'],
  summary:
    'A link, valid a few minutes, to the course page as the server draws it, published or not (never cached, noindex)',
  responses: { 201: { description: 'The link', schema: coursePreviewSchema }, ...missing },
});
