/**
 * Field limits and page sizes of spec 9 ("Text and fields", "Paging and sizes"), shared by the
 * forms' checks in the browser and the server's schemas. Free of zod (`@academy/contract/rules`).
 */
export const LOGIN_PASSWORD_MIN = 5;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const CONTACT_NAME_MIN = 4;
export const PHONE_MIN_DIGITS = 6;
export const DEFAULT_PHONE_CODE = '+373';

/** Courses: 8 by default (also the server's default), 20 in the alternate list, 4 in previews. */
export const COURSES_PAGE_SIZE = 8;
export const COURSES_ALTERNATE_PAGE_SIZE = 20;
export const COURSES_PREVIEW_PAGE_SIZE = 4;
/** The shop loads its whole catalogue in pages of this size, then filters 6 cards per page. */
export const SHOP_FETCH_PAGE_SIZE = 10_000;
export const SHOP_FILTER_PAGE_SIZE = 6;
