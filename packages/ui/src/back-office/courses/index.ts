export { CourseActionDialog, type CourseActionDialogProps } from './course-action-dialog';
export { CourseCreateDialog, type CourseCreateDialogProps } from './course-create-dialog';
export { CourseForm, type CourseFormProps } from './course-form';
export type { CourseChoices } from './course-form-sections';
export {
  type CourseFormValues,
  courseBodyOf,
  courseCreateBodyOf,
  courseCreateRefusal,
  courseFormRefusal,
  courseFormValues,
} from './course-form-values';
export { type CourseFilters, CoursesList, type CoursesListProps } from './courses-list';
export type {
  CourseAction,
  CourseActionView,
  CourseOption,
  CoursePreview,
} from './courses-types';
