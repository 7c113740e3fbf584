import type { AnswerOut } from '@academy/contract/endpoint';
import type { backOfficeTaxonomyEndpoints as endpoints } from '@academy/contract/endpoints';
import type { selectStaffAction } from '@academy/machines';

/** A record form's or a delete's dialog as the staff-action flow describes it. */
export type StaffActionView = ReturnType<typeof selectStaffAction>;

/** The taxonomy's lists, as the contract answers them (types only: no schema). */
export type CourseCategoryRow = AnswerOut<typeof endpoints.courseCategories>[number];
export type CourseModuleRow = CourseCategoryRow['modules'][number];
export type ShopCategoryRow = AnswerOut<typeof endpoints.shopCategories>[number];
export type BrandRow = AnswerOut<typeof endpoints.brands>[number];
