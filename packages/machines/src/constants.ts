/**
 * Timings and limits of spec section 9, named once. Machines refer to them through named
 * delays so that tests can advance fake time to the exact millisecond.
 */
export const COOKIE_NOTICE_HIDE_MS = 1000;
