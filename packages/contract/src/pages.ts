import type { Language } from './language-codes';
import {
  ADMIN_ONLY,
  AUTHORING_ROLES as AUTHORING,
  OPERATIONS_ROLES as OPERATIONS,
  STAFF_ROLES,
  type StaffRole,
} from './staff';

/** Who opens a page: anyone, or a logged-in user (spec 2.1: others go to login, then back). */
export type PageAccess = 'public' | 'member';

/**
 * One page of the web app under `/{lang}`: everything both sides must agree on. The web app
 * derives its router, typed paths and drawn-page list from these (apps/web routes/router.tsx,
 * app/paths.ts), finding each page's module by its pattern (`course/:id` →
 * `routes/course/course-page.tsx`; `dashboard/orders` → `routes/dashboard/orders-page.tsx`); the
 * server its sitemap, robots.txt and the links of its mails and of the bank's return.
 */
export interface PageDeclaration {
  /** The path under `/{lang}` as the router writes it: `course/:id`, `''` for Home. */
  readonly pattern: string;
  readonly access: PageAccess;
  /** Drawn whole by the server (issue 14): what search engines, previews and slow phones read. */
  readonly drawn?: boolean;
  /** In the sitemap in every language. Every other page is closed to robots. */
  readonly indexed?: boolean;
  /** A public page that shows screens of the logged-in side: their texts load with it. */
  readonly memberTexts?: boolean;
  /**
   * Its first screen, the parts it holds back until near and the dialogs it opens read no text of
   * a language's inner chunk (specialists, purchase, sign-in, visits), only its first chunk
   * (shell, catalogue, content, forms…) and the member texts when it declares `memberTexts`: for
   * a visitor, the inner chunk does not load with it. Every other page loads it before it renders.
   */
  readonly lightTexts?: boolean;
  /** A frame (`<seg>/<seg>-layout.tsx`) whose pages are those under its pattern. */
  readonly layout?: boolean;
  /**
   * A back-office page: the staff roles it is for. Its frame shows the page in its menu (when it
   * has no parameter) to these roles only; the server checks the role of every call it makes.
   */
  readonly roles?: readonly StaffRole[];
  /** A back-office menu page's icon: a name of the kit's `ADMIN_MENU_ICONS` (else a square). */
  readonly icon?: string;
}

const page = <const P extends PageDeclaration>(declaration: P): P => declaration;

/**
 * The text chunks beyond its language's first that a page loads before it renders (a logged-in
 * user's pages load both): the web router's loaders, the hydration and the server's preloads read
 * this one rule.
 */
export function textGroupsOf(declaration: PageDeclaration): { inner: boolean; member: boolean } {
  return {
    inner: !declaration.lightTexts,
    member: declaration.access === 'member' || Boolean(declaration.memberTexts),
  };
}

/** Every page, by name. */
export const PAGES = {
  home: page({ pattern: '', access: 'public', drawn: true, indexed: true, lightTexts: true }),
  login: page({ pattern: 'login', access: 'public' }),
  registration: page({ pattern: 'registration', access: 'public' }),
  reset: page({ pattern: 'reset/:token', access: 'public' }),
  viber: page({ pattern: 'viber', access: 'public' }),
  about: page({ pattern: 'about', access: 'public', drawn: true, indexed: true, lightTexts: true }),
  author: page({
    pattern: 'author',
    access: 'public',
    drawn: true,
    indexed: true,
    lightTexts: true,
  }),
  category: page({ pattern: 'category', access: 'public', drawn: true, indexed: true }),
  course: page({ pattern: 'course/:id', access: 'public', drawn: true, indexed: true }),
  blog: page({ pattern: 'blog', access: 'public', drawn: true, indexed: true, lightTexts: true }),
  article: page({
    pattern: 'article/:id',
    access: 'public',
    drawn: true,
    indexed: true,
    lightTexts: true,
  }),
  promotions: page({
    pattern: 'promotions',
    access: 'public',
    drawn: true,
    indexed: true,
    lightTexts: true,
  }),
  promotion: page({
    pattern: 'promotion/:id',
    access: 'public',
    drawn: true,
    indexed: true,
    lightTexts: true,
  }),
  /** A certificate's verification (its QR code leads here): drawn, but a personal link. */
  certificate: page({
    pattern: 'certificate/:code',
    access: 'public',
    drawn: true,
    memberTexts: true,
  }),
  /** The shop links a specialist sends a client: they open after a login. */
  shop: page({ pattern: 'shop/:id', access: 'public', memberTexts: true, lightTexts: true }),
  product: page({
    pattern: 'product/:user/:id',
    access: 'public',
    memberTexts: true,
    lightTexts: true,
  }),
  expert: page({ pattern: 'expert/:id', access: 'public', drawn: true, indexed: true }),
  /** The specialists directory (designed: spec 1 and 6 let visitors browse specialists). */
  experts: page({ pattern: 'experts', access: 'public', drawn: true, indexed: true }),
  /** The cancel link of a visitor's e-mail: the request's id and its signed token. */
  visitCancel: page({ pattern: 'visit-cancel/:id/:token', access: 'public' }),
  /** A visitor's request reaches the specialist once this link of its mail is opened (issue 28). */
  visitConfirm: page({ pattern: 'visit-confirm/:id/:token', access: 'public', memberTexts: true }),
  /** The reschedule link of a visitor's mails: free slots to move the visit to. */
  visitReschedule: page({
    pattern: 'visit-reschedule/:id/:token',
    access: 'public',
    memberTexts: true,
  }),
  checkout: page({ pattern: 'checkout', access: 'member' }),
  payment: page({ pattern: 'payment', access: 'member' }),
  checkoutSuccess: page({ pattern: 'checkout-success', access: 'member' }),
  shopCategory: page({ pattern: 'shop-category', access: 'member' }),
  shopItem: page({ pattern: 'shop-item/:id', access: 'member' }),
  courseInner: page({ pattern: 'course-inner/:id', access: 'member' }),
  usefulInfo: page({ pattern: 'useful-info/:id', access: 'member' }),
  /** The dashboard (spec 2.9): its frame, opening on its first page (the courses). */
  dashboard: page({ pattern: 'dashboard', access: 'member', layout: true }),
  dashboardCourses: page({ pattern: 'dashboard/courses', access: 'member' }),
  dashboardChangePass: page({ pattern: 'dashboard/change-pass', access: 'member' }),
  dashboardOrders: page({ pattern: 'dashboard/orders', access: 'member' }),
  dashboardRequestsList: page({ pattern: 'dashboard/requests-list', access: 'member' }),
  dashboardCertificates: page({ pattern: 'dashboard/certificates', access: 'member' }),
  dashboardProtocols: page({ pattern: 'dashboard/protocols', access: 'member' }),
  dashboardUsefulInfo: page({ pattern: 'dashboard/useful-info', access: 'member' }),
  dashboardMyPage: page({ pattern: 'dashboard/my-page', access: 'member' }),
  /** A specialist's hours, services and calendar feed (issue 28). */
  dashboardAvailability: page({ pattern: 'dashboard/availability', access: 'member' }),
  dashboardShop: page({ pattern: 'dashboard/shop', access: 'member' }),
  /**
   * The staff back office (designed: spec "Admin role: not shown"), drawn in the browser, closed
   * to robots; its frame opens on the staff home. The menu lists the pages without parameters.
   */
  admin: page({ pattern: 'admin', access: 'member', layout: true, roles: STAFF_ROLES }),
  adminHome: page({ pattern: 'admin/home', access: 'member', roles: STAFF_ROLES, icon: 'house' }),
  adminAccounts: page({
    pattern: 'admin/accounts',
    access: 'member',
    roles: OPERATIONS,
    icon: 'users',
  }),
  adminAccount: page({ pattern: 'admin/account/:id', access: 'member', roles: OPERATIONS }),
  adminOrders: page({
    pattern: 'admin/orders',
    access: 'member',
    roles: OPERATIONS,
    icon: 'receipt',
  }),
  adminOrder: page({ pattern: 'admin/order/:id', access: 'member', roles: OPERATIONS }),
  adminRequests: page({
    pattern: 'admin/requests',
    access: 'member',
    roles: OPERATIONS,
    icon: 'inbox',
  }),
  adminPromoCodes: page({
    pattern: 'admin/promo-codes',
    access: 'member',
    roles: OPERATIONS,
    icon: 'ticket-percent',
  }),
  /** Products running low, with their last 30 days' sales: what to order again. */
  adminRestock: page({
    pattern: 'admin/restock',
    access: 'member',
    roles: OPERATIONS,
    icon: 'boxes',
  }),
  // Authoring (issue 27): the academy's catalogue and pages, by editors and admins.
  adminCourses: page({
    pattern: 'admin/courses',
    access: 'member',
    roles: AUTHORING,
    icon: 'graduation-cap',
  }),
  adminCourse: page({ pattern: 'admin/course/:id', access: 'member', roles: AUTHORING }),
  /** A course's chapters, videos, protocols and banners. */
  adminCourseContent: page({
    pattern: 'admin/course-content/:id',
    access: 'member',
    roles: AUTHORING,
  }),
  adminProducts: page({
    pattern: 'admin/products',
    access: 'member',
    roles: AUTHORING,
    icon: 'package',
  }),
  adminProduct: page({ pattern: 'admin/product/:id', access: 'member', roles: AUTHORING }),
  /** Course categories and modules, shop categories, brands. */
  adminTaxonomy: page({
    pattern: 'admin/taxonomy',
    access: 'member',
    roles: AUTHORING,
    icon: 'tags',
  }),
  /** The home page's slider, reviews and FAQ. */
  adminHomeContent: page({
    pattern: 'admin/home-content',
    access: 'member',
    roles: AUTHORING,
    icon: 'layout-template',
  }),
  /** About, the author and her diplomas, region phones and addresses, legal PDFs. */
  adminSite: page({ pattern: 'admin/site', access: 'member', roles: AUTHORING, icon: 'info' }),
  adminArticles: page({
    pattern: 'admin/articles',
    access: 'member',
    roles: AUTHORING,
    icon: 'newspaper',
  }),
  adminArticle: page({ pattern: 'admin/article/:id', access: 'member', roles: AUTHORING }),
  adminPromotions: page({
    pattern: 'admin/promotions',
    access: 'member',
    roles: AUTHORING,
    icon: 'megaphone',
  }),
  adminPromotion: page({ pattern: 'admin/promotion/:id', access: 'member', roles: AUTHORING }),
  adminUsefulInfo: page({
    pattern: 'admin/useful-info',
    access: 'member',
    roles: AUTHORING,
    icon: 'lightbulb',
  }),
  adminUsefulInfoEntry: page({
    pattern: 'admin/useful-info-entry/:id',
    access: 'member',
    roles: AUTHORING,
  }),
  adminAudit: page({
    pattern: 'admin/audit',
    access: 'member',
    roles: ADMIN_ONLY,
    icon: 'clipboard-list',
  }),
} as const satisfies Record<string, PageDeclaration>;

export type PageName = keyof typeof PAGES;

/** A dashboard page by its path under `dashboard/` (the dashboard menu's item ids). */
export type DashboardPath = {
  [N in PageName]: (typeof PAGES)[N]['pattern'] extends `dashboard/${infer Path}` ? Path : never;
}[PageName];

type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PatternParams<Rest>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : unknown;

/** The parameters of a page's pattern: `{ id: string | number }` for `course/:id`. */
export type PageParams<N extends PageName> = PatternParams<(typeof PAGES)[N]['pattern']>;

/** A page's path: `/ro/course/3` (each parameter URI-encoded). */
export function pagePath<N extends PageName>(
  lang: Language,
  name: N,
  ...[params]: keyof PageParams<N> extends never ? [] : [PageParams<N>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = PAGES[name].pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`${name}: no value for :${key}`);
    return encodeURIComponent(String(value));
  });
  return languagePath(lang, path);
}

/** A path under a language: `/ro/dashboard/courses`, `/ro` for Home's empty one. */
export function languagePath(lang: Language, path: string): string {
  return `/${lang}${path ? `/${path}` : ''}`;
}

/** The module of a page under apps/web src/routes, by the convention above. */
export function pageModule(declaration: PageDeclaration): string {
  const segments = declaration.pattern.split('/').filter((part) => part && !part.startsWith(':'));
  const [folder = 'home', name = folder] = segments;
  return `${folder}/${name}-${declaration.layout ? 'layout' : 'page'}`;
}
