/**
 * Every route of the web app's route table (apps/web routes/router.tsx, routes/public-pages.ts)
 * under `/{lang}`, by name: the router's paths are these patterns, and apps/web app/paths.test.ts
 * fails when a route has no pattern here or a pattern no route. The server reads them for its
 * sitemap and robots.txt.
 */
export const ROUTE_PATTERNS = {
  home: '',
  login: 'login',
  registration: 'registration',
  reset: 'reset/:token',
  viber: 'viber',
  about: 'about',
  author: 'author',
  category: 'category',
  course: 'course/:id',
  blog: 'blog',
  article: 'article/:id',
  promotions: 'promotions',
  promotion: 'promotion/:id',
  certificate: 'certificate/:code',
  shop: 'shop/:id',
  product: 'product/:user/:id',
  expert: 'expert/:id',
  experts: 'experts',
  visitCancel: 'visit-cancel/:id/:token',
  checkout: 'checkout',
  payment: 'payment',
  checkoutSuccess: 'checkout-success',
  shopCategory: 'shop-category',
  shopItem: 'shop-item/:id',
  courseInner: 'course-inner/:id',
  usefulInfo: 'useful-info/:id',
  dashboard: 'dashboard',
} as const;

/** The routes only a logged-in user sees (spec 2.1): the router puts them behind its guard. */
export const PROTECTED_ROUTES = [
  'checkout',
  'payment',
  'checkoutSuccess',
  'shopCategory',
  'shopItem',
  'courseInner',
  'usefulInfo',
  'dashboard',
] as const satisfies readonly (keyof typeof ROUTE_PATTERNS)[];

/** The dashboard's child routes (spec 2.9), under `dashboard/`. */
export const DASHBOARD_PATTERNS = {
  changePassword: 'change-pass',
  courses: 'courses',
  orders: 'orders',
  requestsList: 'requests-list',
  certificates: 'certificates',
  protocols: 'protocols',
  usefulInfo: 'useful-info',
  myPage: 'my-page',
  shop: 'shop',
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;

/**
 * The public pages search engines are asked to index, listed in the sitemap in every language.
 * Left out: the account forms (login, registration, reset, viber), the personal links (a visit's
 * cancel link, a certificate's code, the shop links a specialist sends a client, which open only
 * after a login) and everything behind the login.
 */
export const INDEXED_ROUTES = [
  'home',
  'about',
  'author',
  'category',
  'course',
  'blog',
  'article',
  'promotions',
  'promotion',
  'experts',
  'expert',
] as const satisfies readonly RouteName[];
