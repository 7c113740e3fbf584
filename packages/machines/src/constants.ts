/**
 * Timings and limits of spec section 9 (and the rules of sections 4 and 5 that carry numbers),
 * named once. Machines use them through named delays so that tests can advance fake time to
 * the exact millisecond.
 */

// Timings
export const COURSE_UPDATES_CHECK_INTERVAL_MS = 3_600_000;
export const COOKIE_NOTICE_HIDE_MS = 1000;
export const HERO_AUTOPLAY_MS = 6000;
export const CART_ADDED_FEEDBACK_MS = 1500;
export const LOGIN_LOCKOUT_MS = 3000;
export const REGISTRATION_REDIRECT_MS = 6000;
export const ABOUT_EXPAND_MS = 50;
export const ABOUT_COLLAPSE_MS = 400;
export const SAVE_BUTTON_ACTIVE_MS = 2500;
export const TOAST_APPEAR_MS = 300;
export const TOAST_FADE_AT_MS = 2500;
export const TOAST_HIDE_AT_MS = 3000;
export const TOAST_MANUAL_HIDE_MS = 1000;

// Text and fields (spec 9, Text and fields; spec 5)
export const LOGIN_PASSWORD_MIN = 5;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const CONTACT_NAME_MIN = 4;
export const PHONE_MIN_DIGITS = 6;
export const DEFAULT_PHONE_CODE = '+373';

// Progress (spec 4, Video watch state; spec 9, Progress)
export const PROGRESS_REPORT_STEP = 10;
export const PROGRESS_COMPLETE_FROM = 90;
export const PROGRESS_COMPLETE = 100;

// Paging and sizes
export const COURSES_PAGE_SIZE = 8;
export const COURSES_ALTERNATE_PAGE_SIZE = 20;
export const COURSES_PREVIEW_PAGE_SIZE = 4;
export const SHOP_FETCH_PAGE_SIZE = 10_000;
export const SHOP_FILTER_PAGE_SIZE = 6;
export const SPECIAL_OFFERS_MAX = 8;
export const SPECIAL_OFFERS_VISIBLE = 4;
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
export const NARROW_SCREEN_MAX_PX = 430;
export const TIME_SELECT_FIRST_HOUR = 6;
export const TIME_SELECT_LAST_HOUR = 23;
export const BREAKPOINTS_PX = [430, 567, 767, 1023, 1680] as const;

// Appointments
export const DEFAULT_SCHEDULE_DURATION = '00:30';
export const DEFAULT_APPOINTMENT_TIME = '00:00';

// Plans (spec 9, Plans): price in MDL per month, video hours per month (null: unlimited)
export const PLANS = [
  { id: 'free', priceMdl: 0, videoHours: 10 },
  { id: 'pro', priceMdl: 300, videoHours: 36 },
  { id: 'proPlus', priceMdl: 1200, videoHours: null },
] as const;

// Markets (spec 9, Currency and price by country)
export const SHOP_COUNTRIES = ['Moldova', 'Romania', 'Russian Federation'] as const;
export const SHOP_PROFESSIONS = ['cosmetology', 'doctor'] as const;

// Free delivery thresholds in lei (spec 9, Free delivery)
export const FREE_DELIVERY_MD_CHISINAU_FROM = 1200;
export const FREE_DELIVERY_MD_REGIONS_FROM = 1500;
export const FREE_DELIVERY_RO_FROM = 500;
