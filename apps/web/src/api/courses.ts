import type {
  courseCategorySchema,
  courseDetailSchema,
  courseModuleSchema,
} from '@academy/contract';
import type { QueryIn } from '@academy/contract/endpoint';
import { coursesEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { call } from './call';

export type CourseCategory = z.infer<typeof courseCategorySchema>;
export type CourseModule = z.infer<typeof courseModuleSchema>;
export type CourseDetail = z.infer<typeof courseDetailSchema>;

type CourseQuery = QueryIn<typeof coursesEndpoints.courses>;

/** The course calls of spec 7.3 (and the designed course detail). */
export const courses = {
  list: (lang: Language, query: CourseQuery) =>
    call(coursesEndpoints.courses, { params: { lang }, query }),
  detail: (lang: Language, id: string) =>
    call(coursesEndpoints.course, { params: { lang, id: Number(id) } }),
  categories: (lang: Language) => call(coursesEndpoints.categories, { params: { lang } }),
  modules: (lang: Language, categoryId: number) =>
    call(coursesEndpoints.modules, { params: { lang }, query: { category_id: categoryId } }),
  /** The logged-in user's courses with news (spec 4, course-updates modal). */
  updates: (lang: Language) => call(coursesEndpoints.updates, { params: { lang } }),
  /** Marks the updates as notified. */
  clearUpdates: (lang: Language) => call(coursesEndpoints.clearUpdates, { params: { lang } }),
};
