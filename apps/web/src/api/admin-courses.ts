import type { BodyIn, QueryIn } from '@academy/contract/endpoint';
import { backOfficeCoursesEndpoints as endpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { call, callForOutcome } from './call';
import { refusingConflict, refusingFields } from './field-refusal';

export type AdminCourseListQuery = QueryIn<typeof endpoints.courses>;
export type AdminCourseBody = BodyIn<typeof endpoints.updateCourse>;
export type AdminCourseCreateBody = BodyIn<typeof endpoints.createCourse>;

/** The back office's course calls (issue 27), for editors and admins. */
export const adminCourses = {
  list: (lang: Language, query: AdminCourseListQuery) =>
    call(endpoints.courses, { params: { lang }, query }),
  /** Categories with their modules, brand tags and authors, in the page's language. */
  options: (lang: Language) => call(endpoints.formOptions, { params: { lang } }),
  get: (id: number) => call(endpoints.course, { params: { id } }),
  /** The server's refusals (an unknown category, no name) reject at their fields. */
  create: (body: AdminCourseCreateBody) => refusingFields(call(endpoints.createCourse, { body })),
  save: (id: number, body: AdminCourseBody) =>
    refusingFields(call(endpoints.updateCourse, { params: { id }, body })),
  /** Refused at the fields the course lacks (Romanian name, cover, a video). */
  publish: (id: number) => refusingFields(call(endpoints.publishCourse, { params: { id } })),
  unpublish: (id: number) => call(endpoints.unpublishCourse, { params: { id } }),
  remove: (id: number) =>
    refusingConflict(callForOutcome(endpoints.deleteCourse, { params: { id } }), 'course delete'),
  /** A short-lived link to the course's public page as the server draws it, published or not. */
  preview: (lang: Language, id: number) => call(endpoints.previewCourse, { params: { lang, id } }),
};
