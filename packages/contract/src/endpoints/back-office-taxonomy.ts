import { z } from 'zod';
import { reorderSchema } from '../back-office/authoring';
import {
  brandBodySchema,
  brandSchema,
  courseCategoryBodySchema,
  courseCategorySchema,
  courseModuleBodySchema,
  courseModuleSchema,
  deleteRefusalSchema,
  shopCategoryBodySchema,
  shopCategorySchema,
} from '../back-office/taxonomy';
import { endpoint } from '../endpoint';
import { authoringCall, deleted, noSuch } from './back-office-shared';

/** The paths several methods of this file share, each written once. */
const ADMIN_COURSE_CATEGORIES_PATH = '/admin/course-categories/';
const ADMIN_COURSE_CATEGORIES_BY_ID_PATH = '/admin/course-categories/{id}/';
const ADMIN_COURSE_MODULES_BY_ID_PATH = '/admin/course-modules/{id}/';
const ADMIN_SHOP_CATEGORIES_PATH = '/admin/shop-categories/';
const ADMIN_SHOP_CATEGORIES_BY_ID_PATH = '/admin/shop-categories/{id}/';
const ADMIN_BRANDS_PATH = '/admin/brands/';
const ADMIN_BRANDS_BY_ID_PATH = '/admin/brands/{id}/';

/**
 * The back office's calls for course categories and modules, shop categories and brands (issue 27), each declared once with its staff roles.
 * A write clears the public answers it shows in (the catalogue's filters, Home's tabs and
 * partner logos) and the pages drawn from them.
 */
const courseWrite = { ...authoringCall, invalidates: ['courses', 'pages'] } as const;
const shopWrite = { ...authoringCall, invalidates: ['shop', 'pages'] } as const;
const missing = noSuch('record');
const deleteAnswers = {
  ...deleted,
  ...missing,
  409: {
    description: 'Fixed, or still used (how many courses and products)',
    schema: deleteRefusalSchema,
  },
} as const;

export const courseCategories = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_COURSE_CATEGORIES_PATH],
  summary:
    "Every course category in the listing's order, each with its modules, how many courses use each, and whether it is one of the fixed ids (spec 7.3)",
  responses: {
    200: { description: 'The categories', schema: z.array(courseCategorySchema) },
  },
});

export const createCourseCategory = endpoint({
  ...courseWrite,
  method: 'post',
  paths: [ADMIN_COURSE_CATEGORIES_PATH],
  summary: 'Creates a course category, last in the listing (a taken slug is refused at its field)',
  body: courseCategoryBodySchema,
  responses: { 201: { description: 'Created', schema: courseCategorySchema } },
});

export const updateCourseCategory = endpoint({
  ...courseWrite,
  method: 'patch',
  paths: [ADMIN_COURSE_CATEGORIES_BY_ID_PATH],
  summary: "Renames a course category or changes its slug (the listing's hash)",
  body: courseCategoryBodySchema,
  responses: { 200: { description: 'Saved', schema: courseCategorySchema }, ...missing },
});

export const deleteCourseCategory = endpoint({
  ...courseWrite,
  method: 'delete',
  paths: [ADMIN_COURSE_CATEGORIES_BY_ID_PATH],
  summary:
    'Deletes a course category with its modules; refused for the fixed ids and while a course is filed under it',
  responses: deleteAnswers,
});

export const reorderCourseCategories = endpoint({
  ...courseWrite,
  method: 'put',
  paths: ['/admin/course-categories/order/'],
  summary: "The categories' new order in the listing and Home's tabs: every id, once",
  body: reorderSchema,
  responses: {
    200: { description: 'The categories in order', schema: z.array(courseCategorySchema) },
  },
});

export const createCourseModule = endpoint({
  ...courseWrite,
  method: 'post',
  paths: ['/admin/course-modules/'],
  summary: 'Creates a module of a category, last among its modules',
  body: courseModuleBodySchema,
  responses: { 201: { description: 'Created', schema: courseModuleSchema } },
});

export const updateCourseModule = endpoint({
  ...courseWrite,
  method: 'patch',
  paths: [ADMIN_COURSE_MODULES_BY_ID_PATH],
  summary:
    'Renames a module or moves it to another category (refused while courses use it: they would sit in one category with a module of another)',
  body: courseModuleBodySchema,
  responses: { 200: { description: 'Saved', schema: courseModuleSchema }, ...missing },
});

export const deleteCourseModule = endpoint({
  ...courseWrite,
  method: 'delete',
  paths: [ADMIN_COURSE_MODULES_BY_ID_PATH],
  summary: 'Deletes a module no course uses',
  responses: deleteAnswers,
});

export const reorderCourseModules = endpoint({
  ...courseWrite,
  method: 'put',
  paths: ['/admin/course-categories/{id}/modules/order/'],
  summary: "A category's modules in their new order: every module of the category, once",
  body: reorderSchema,
  responses: {
    200: { description: 'The modules in order', schema: z.array(courseModuleSchema) },
    ...missing,
  },
});

export const shopCategories = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_SHOP_CATEGORIES_PATH],
  summary: 'Every shop category (by id, as the shop lists them) with how many products use each',
  responses: {
    200: { description: 'The categories', schema: z.array(shopCategorySchema) },
  },
});

export const createShopCategory = endpoint({
  ...shopWrite,
  method: 'post',
  paths: [ADMIN_SHOP_CATEGORIES_PATH],
  summary: 'Creates a shop category',
  body: shopCategoryBodySchema,
  responses: { 201: { description: 'Created', schema: shopCategorySchema } },
});

export const updateShopCategory = endpoint({
  ...shopWrite,
  method: 'patch',
  paths: [ADMIN_SHOP_CATEGORIES_BY_ID_PATH],
  summary: 'Renames a shop category',
  body: shopCategoryBodySchema,
  responses: { 200: { description: 'Saved', schema: shopCategorySchema }, ...missing },
});

export const deleteShopCategory = endpoint({
  ...shopWrite,
  method: 'delete',
  paths: [ADMIN_SHOP_CATEGORIES_BY_ID_PATH],
  summary: 'Deletes a shop category no product uses',
  responses: deleteAnswers,
});

export const brands = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_BRANDS_PATH],
  summary:
    "Every brand (by id, as the shop lists them) with its logo (Home's partner logos are the brands with one) and how many products use each",
  responses: { 200: { description: 'The brands', schema: z.array(brandSchema) } },
});

export const createBrand = endpoint({
  ...shopWrite,
  method: 'post',
  paths: [ADMIN_BRANDS_PATH],
  summary: 'Creates a brand, with a logo from an uploaded image of purpose brand logo',
  body: brandBodySchema,
  responses: { 201: { description: 'Created', schema: brandSchema } },
});

export const updateBrand = endpoint({
  ...shopWrite,
  method: 'patch',
  paths: [ADMIN_BRANDS_BY_ID_PATH],
  summary: 'Renames a brand; replaces its logo (image_id) or removes it (null)',
  body: brandBodySchema,
  responses: { 200: { description: 'Saved', schema: brandSchema }, ...missing },
});

export const deleteBrand = endpoint({
  ...shopWrite,
  method: 'delete',
  paths: [ADMIN_BRANDS_BY_ID_PATH],
  summary: 'Deletes a brand no product uses',
  responses: deleteAnswers,
});
