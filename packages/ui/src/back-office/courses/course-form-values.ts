import {
  COURSE_FORM_ERRORS,
  type CourseFormError,
  type CreateCourse,
  createCourseSchema,
  type StaffCourse,
  type UpdateCourse,
  updateCourseSchema,
} from '@academy/contract/back-office/courses';
import type { StaffActionValues } from '@academy/machines';
import {
  fieldErrorKey,
  flatTranslated,
  numberOf,
  schemaRefusal,
  translatedFieldsOf,
} from '../shell/form-values';

/**
 * A course's form as the staff-action flow keeps it (text by name): each translated field per
 * language as `<field>.<lang>` (the server's refusals name them so), numbers as typed, flags
 * `true`/`false`, the chosen tags as ids joined by commas, the new cover by the uploaded image's
 * id. The contract's schema checks the body built from them, here and again on the server.
 */
export type CourseFormValues = StaffActionValues;

/** The translated fields of a course, in the order the form shows them. */
export const COURSE_TEXT_FIELDS = ['name', 'description', 'outcomes'] as const;
export const COURSE_FLAGS = ['is_new', 'is_free'] as const;

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form's first values: the course as saved. */
export function courseFormValues(course: StaffCourse): CourseFormValues {
  const values: Record<string, string> = {
    category_id: String(course.category_id),
    module_id: text(course.module_id),
    tag_ids: course.tag_ids.join(','),
    price: String(course.price),
    discount: String(course.discount),
    time: course.time,
    author_id: text(course.author_id),
  };
  for (const field of COURSE_TEXT_FIELDS)
    Object.assign(values, flatTranslated(field, course[field]));
  for (const flag of COURSE_FLAGS) values[flag] = String(course[flag]);
  return values;
}

/** The chosen tags' ids. */
export const chosenTags = (values: CourseFormValues) =>
  (values.tag_ids ?? '').split(',').filter(Boolean).map(Number);

/** The request body of the form's values (`image_id` the new cover's, if one was uploaded). */
export function courseBodyOf(values: CourseFormValues): UpdateCourse {
  const texts = translatedFieldsOf(values, COURSE_TEXT_FIELDS) as Pick<
    UpdateCourse,
    (typeof COURSE_TEXT_FIELDS)[number]
  >;
  return {
    ...texts,
    category_id: numberOf(values.category_id) ?? Number.NaN,
    module_id: numberOf(values.module_id),
    tag_ids: chosenTags(values),
    price: numberOf(values.price) ?? 0,
    discount: numberOf(values.discount) ?? 0,
    is_new: values.is_new === 'true',
    is_free: values.is_free === 'true',
    time: values.time ?? '',
    author_id: numberOf(values.author_id),
    image_id: numberOf(values.image_id) ?? undefined,
  };
}

/** The form's own check with the contract's schema, before the server's. */
export const courseFormRefusal = (values: CourseFormValues) =>
  schemaRefusal(updateCourseSchema, courseBodyOf(values));

/** A new course's body: its Romanian name and category (values `name`, `category_id`). */
export const courseCreateBodyOf = (values: CourseFormValues): CreateCourse => ({
  name: values.name ?? '',
  category_id: numberOf(values.category_id) ?? Number.NaN,
});

export const courseCreateRefusal = (values: CourseFormValues) =>
  schemaRefusal(createCourseSchema, courseCreateBodyOf(values));

/** The error key of a refused field: the contract's own words, or a general "check this". */
export function courseFieldError(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  field: string,
): CourseFormError | 'invalid' | null {
  return fieldErrorKey(fieldErrors, field, COURSE_FORM_ERRORS);
}
