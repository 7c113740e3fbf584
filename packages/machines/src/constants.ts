/**
 * The browser's own numbers of spec section 9: timings, home and layout sizes. Machines use the
 * timings through named delays so that tests can advance fake time to the exact millisecond.
 * Rules the server must agree with live in `@academy/contract/rules`.
 */

// Timings
export const COURSE_UPDATES_CHECK_INTERVAL_MS = 3_600_000;
export const COOKIE_NOTICE_HIDE_MS = 1000;
export const HERO_AUTOPLAY_MS = 6000;
export const CART_ADDED_FEEDBACK_MS = 1500;
/** The changes of a logged-in cart rest this long before they go to the server, as one call. */
export const CART_SYNC_DELAY_MS = 800;
/** A failed cart call is tried again after this, then twice as long each time, up to the max. */
export const CART_SYNC_RETRY_FIRST_MS = 1000;
export const CART_SYNC_RETRY_MAX_MS = 30_000;
/** Tries after the first failed call before the sync waits for the next change. */
export const CART_SYNC_RETRIES = 5;
/** The checkout asks the server for new totals once the delivery, city or cashback choice rests. */
export const CHECKOUT_QUOTE_DEBOUNCE_MS = 400;
export const LOGIN_LOCKOUT_MS = 3000;
export const REGISTRATION_REDIRECT_MS = 6000;
export const ABOUT_EXPAND_MS = 50;
export const ABOUT_COLLAPSE_MS = 400;
export const SAVE_BUTTON_ACTIVE_MS = 2500;
export const TOAST_APPEAR_MS = 300;
export const TOAST_FADE_AT_MS = 2500;
export const TOAST_HIDE_AT_MS = 3000;
export const TOAST_MANUAL_HIDE_MS = 1000;

// The rules the server must agree with (field limits, page sizes, progress) live once in
// @academy/contract; re-exported here for the machines' and the ui kit's existing imports.
export {
  COURSES_PAGE_SIZE,
  COURSES_PREVIEW_PAGE_SIZE,
  DEFAULT_PHONE_CODE,
  LOGIN_PASSWORD_MIN,
  PROGRESS_COMPLETE,
} from '@academy/contract/rules';

// Home and dashboard sizes (browser only)
export const SPECIAL_OFFERS_MAX = 8;
export const AGE_MEDICINE_MAX = 4;
export const LONGEVITY_CATEGORY_ID = 10;
export const HOME_PREVIEW_CATEGORY_IDS = [3, 4, 8] as const;
export const PARTNER_LOGOS_VISIBLE = 5;
export const DASHBOARD_MENU_COLLAPSED_ITEMS = 3;
export const WORK_SLIDES_RELOAD_AT = 3;

// Layout
export const SCROLL_TOP_BUTTON_FROM_RATIO = 0.3;
export const CART_BAR_FROM_SCROLL_PX = 850;
export const CART_BAR_MIN_WIDTH_PX = 768;
export const ABOUT_COLLAPSE_THRESHOLD_PX = 300;
export const TIME_SELECT_FIRST_HOUR = 6;
export const TIME_SELECT_LAST_HOUR = 23;

// Appointments
export const DEFAULT_SCHEDULE_DURATION = '00:30';
export const DEFAULT_APPOINTMENT_TIME = '00:00';

// Plans (spec 9, Plans): price in MDL per month, video hours per month (null: unlimited)
export const PLANS = [
  { id: 'free', priceMdl: 0, videoHours: 10 },
  { id: 'pro', priceMdl: 300, videoHours: 36 },
  { id: 'proPlus', priceMdl: 1200, videoHours: null },
] as const;

/** A video being processed is asked for its percent this often (the back office's upload). */
export const VIDEO_PROCESSING_POLL_MS = 2000;
/** Failed status calls in a row before the page stops asking and says so. */
export const VIDEO_PROCESSING_POLL_FAILURES = 5;
