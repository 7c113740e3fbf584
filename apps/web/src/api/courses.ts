import {
  clearResponseSchema,
  courseCategoryListSchema,
  type courseCategorySchema,
  courseDetailSchema,
  courseListSchema,
  courseModuleListSchema,
  type courseModuleSchema,
  courseUpdateListSchema,
} from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { api } from './client';

export type CourseCategory = z.infer<typeof courseCategorySchema>;
export type CourseModule = z.infer<typeof courseModuleSchema>;
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export interface CourseQuery {
  page?: number;
  page_size?: number;
  category?: number;
  module?: number;
  /** Only courses with a discount (Home's special offers). */
  discounted?: boolean;
}

/** The query without its absent fields, as search parameters. */
function searchParams(query: CourseQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The course calls of spec 7.3 (and the designed course detail). */
export const courses = {
  list: async (lang: Language, query: CourseQuery) =>
    courseListSchema.parse(
      await api.get(`${lang}/courses/course/`, { searchParams: searchParams(query) }).json(),
    ),
  detail: async (lang: Language, id: string) =>
    courseDetailSchema.parse(await api.get(`${lang}/courses/course/${id}/`).json()),
  categories: async (lang: Language) =>
    courseCategoryListSchema.parse(await api.get(`${lang}/courses/category/`).json()),
  modules: async (lang: Language, categoryId: number) =>
    courseModuleListSchema.parse(
      await api
        .get(`${lang}/courses/modules/`, { searchParams: { category_id: categoryId } })
        .json(),
    ),
  /** The logged-in user's courses with news (spec 4, course-updates modal). */
  updates: async (lang: Language) =>
    courseUpdateListSchema.parse(await api.get(`${lang}/courses/courses-updates/`).json()),
  /** Marks the updates as notified. */
  clearUpdates: async (lang: Language) =>
    clearResponseSchema.parse(await api.get(`${lang}/courses/courses-updates/clear`).json()),
};
