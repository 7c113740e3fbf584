/**
 * The public pages under /{lang} (spec 2.1): path → the module that draws it, as
 * `<folder>/<file>` under src/routes. The router loads each lazily; the build lists each one's
 * files (build/route-preloads.ts) so the server can have the browser fetch them with the page.
 */
export const PUBLIC_PAGES = {
  '': 'home/home-page',
  login: 'login/login-page',
  registration: 'registration/registration-page',
  'reset/:token': 'reset/reset-page',
  viber: 'viber/viber-page',
  about: 'about/about-page',
  author: 'author/author-page',
  category: 'category/category-page',
  'course/:id': 'course/course-page',
  blog: 'blog/blog-page',
  'article/:id': 'article/article-page',
  promotions: 'promotions/promotions-page',
  'promotion/:id': 'promotion/promotion-page',
  'certificate/:code': 'certificate/certificate-page',
  'shop/:id': 'shop/shop-page',
  'product/:user/:id': 'product/product-page',
  'expert/:id': 'expert/expert-page',
  experts: 'experts/experts-page',
  'visit-cancel/:id/:token': 'visit-cancel/visit-cancel-page',
} as const;

/**
 * The public pages that show screens of the logged-in side (a certificate, a shared shop
 * category or product): their texts load with them (i18n/load.ts, loadMemberTexts).
 */
export const MEMBER_TEXT_PAGES: ReadonlySet<string> = new Set([
  PUBLIC_PAGES['certificate/:code'],
  PUBLIC_PAGES['shop/:id'],
  PUBLIC_PAGES['product/:user/:id'],
]);

/**
 * The public pages the server draws whole (issue 14): what search engines and link previews read,
 * and what a slow phone shows before any script. The account forms, the personal links and the
 * shared shop views stay drawn in the browser, as every page behind login.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set([
  PUBLIC_PAGES[''],
  PUBLIC_PAGES.about,
  PUBLIC_PAGES.author,
  PUBLIC_PAGES.category,
  PUBLIC_PAGES['course/:id'],
  PUBLIC_PAGES.blog,
  PUBLIC_PAGES['article/:id'],
  PUBLIC_PAGES.promotions,
  PUBLIC_PAGES['promotion/:id'],
  PUBLIC_PAGES['certificate/:code'],
  PUBLIC_PAGES.experts,
  PUBLIC_PAGES['expert/:id'],
]);
