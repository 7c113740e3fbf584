import type {
  Course,
  courseCategorySchema,
  courseDetailSchema,
  courseModuleSchema,
  Paginated,
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
}

/** The course calls of spec 7.3 (and the designed course detail). */
export const courses = {
  list: (lang: Language, query: CourseQuery) =>
    api
      .get(`${lang}/courses/course/`, {
        searchParams: Object.fromEntries(
          Object.entries(query).filter(([, value]) => value !== undefined),
        ) as Record<string, number>,
      })
      .json<Paginated<Course>>(),
  detail: (lang: Language, id: string) =>
    api.get(`${lang}/courses/course/${id}/`).json<CourseDetail>(),
  categories: (lang: Language) => api.get(`${lang}/courses/category/`).json<CourseCategory[]>(),
  modules: (lang: Language, categoryId: number) =>
    api
      .get(`${lang}/courses/modules/`, { searchParams: { category_id: categoryId } })
      .json<CourseModule[]>(),
};
