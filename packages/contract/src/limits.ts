/**
 * Field limits and page sizes of spec 9 ("Text and fields", "Paging and sizes"), shared by the
 * forms' checks in the browser and the server's schemas. Free of zod (`@academy/contract/rules`).
 */
export const LOGIN_PASSWORD_MIN = 5;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const CONTACT_NAME_MIN = 4;
export const PHONE_MIN_DIGITS = 6;
/**
 * An e-mail address as the server accepts it (the pattern of zod's `z.email()`, which the schemas
 * use through this constant), so the browser refuses exactly what the server would.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX = 254;
export const DEFAULT_PHONE_CODE = '+373';

/** The number typed after the phone code: digits only, at least 6 of them (spec 5). */
export function isPhoneNumber(number: string): boolean {
  return number.length >= PHONE_MIN_DIGITS && /^\d+$/.test(number);
}

/**
 * The number part of a full phone as registration sends it (phone code + number), given the
 * country list's phone codes; null when no code starts it. Calling codes are prefix-free
 * (ITU E.164), so the first code that matches is the only one.
 */
export function phoneNumberAfterCode(phone: string, codes: readonly string[]): string | null {
  const code = codes.find((candidate) => phone.startsWith(candidate));
  return code === undefined ? null : phone.slice(code.length);
}

/** Courses: 8 by default (also the server's default), 20 in the alternate list, 4 in previews. */
export const COURSES_PAGE_SIZE = 8;
export const COURSES_ALTERNATE_PAGE_SIZE = 20;
export const COURSES_PREVIEW_PAGE_SIZE = 4;
/**
 * The shop loads its whole catalogue in pages of this size (the server's maximum), then shows 6
 * cards per filter page; the alternate course list and the shop screens of the coming issues
 * read the sizes from here.
 */
export const SHOP_FETCH_PAGE_SIZE = 10_000;
export const SHOP_FILTER_PAGE_SIZE = 6;

/** The longest comment a visit request keeps (the calendar's and the public page's forms). */
export const VISIT_COMMENT_MAX = 2000;
