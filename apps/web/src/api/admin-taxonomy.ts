import type { DeleteRefusal } from '@academy/contract/back-office/taxonomy';
import type { BodyIn } from '@academy/contract/endpoint';
import { backOfficeTaxonomyEndpoints as endpoints } from '@academy/contract/endpoints';
import { call, callForOutcome } from './call';
import { refusingFields } from './field-refusal';

export type CourseCategoryBody = BodyIn<typeof endpoints.createCourseCategory>;
export type CourseModuleBody = BodyIn<typeof endpoints.createCourseModule>;
export type ShopCategoryBody = BodyIn<typeof endpoints.createShopCategory>;
export type BrandBody = BodyIn<typeof endpoints.createBrand>;

/**
 * A delete's outcome: null once deleted, the server's refusal (409: a fixed category, or how many
 * records still use it) for the dialog to say; any other answer rejects.
 */
export async function deleteOutcome(
  outcome: Promise<{ status: number; body: unknown }>,
): Promise<DeleteRefusal | null> {
  const { status, body } = await outcome;
  if (status === 204) return null;
  if (status === 409) return body as DeleteRefusal;
  throw new Error(`delete: ${status}`);
}

/**
 * The back office's taxonomy calls (issue 27), for editors and admins: course categories and
 * modules, shop categories, brands. A form's refusals reject at their fields.
 */
export const adminTaxonomy = {
  categories: () => call(endpoints.courseCategories),
  createCategory: (body: CourseCategoryBody) =>
    refusingFields(call(endpoints.createCourseCategory, { body })),
  updateCategory: (id: number, body: CourseCategoryBody) =>
    refusingFields(call(endpoints.updateCourseCategory, { params: { id }, body })),
  deleteCategory: (id: number) =>
    deleteOutcome(callForOutcome(endpoints.deleteCourseCategory, { params: { id } })),
  reorderCategories: (ids: number[]) => call(endpoints.reorderCourseCategories, { body: { ids } }),
  createModule: (body: CourseModuleBody) =>
    refusingFields(call(endpoints.createCourseModule, { body })),
  updateModule: (id: number, body: CourseModuleBody) =>
    refusingFields(call(endpoints.updateCourseModule, { params: { id }, body })),
  deleteModule: (id: number) =>
    deleteOutcome(callForOutcome(endpoints.deleteCourseModule, { params: { id } })),
  reorderModules: (categoryId: number, ids: number[]) =>
    call(endpoints.reorderCourseModules, { params: { id: categoryId }, body: { ids } }),
  shopCategories: () => call(endpoints.shopCategories),
  createShopCategory: (body: ShopCategoryBody) =>
    refusingFields(call(endpoints.createShopCategory, { body })),
  updateShopCategory: (id: number, body: ShopCategoryBody) =>
    refusingFields(call(endpoints.updateShopCategory, { params: { id }, body })),
  deleteShopCategory: (id: number) =>
    deleteOutcome(callForOutcome(endpoints.deleteShopCategory, { params: { id } })),
  brands: () => call(endpoints.brands),
  createBrand: (body: BrandBody) => refusingFields(call(endpoints.createBrand, { body })),
  updateBrand: (id: number, body: BrandBody) =>
    refusingFields(call(endpoints.updateBrand, { params: { id }, body })),
  deleteBrand: (id: number) =>
    deleteOutcome(callForOutcome(endpoints.deleteBrand, { params: { id } })),
};
