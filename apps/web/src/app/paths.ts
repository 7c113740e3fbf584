import type { Language } from '@academy/contract/languages';
import { DASHBOARD_PATTERNS } from '@academy/contract/routes';
import { useLanguage } from './use-language';

// The route table is the contract's (the server lists the same routes in its sitemap and robots.txt).
export { DASHBOARD_PATTERNS, PROTECTED_ROUTES, ROUTE_PATTERNS } from '@academy/contract/routes';

export type DashboardPath = (typeof DASHBOARD_PATTERNS)[keyof typeof DASHBOARD_PATTERNS];
type Id = string | number;
/** What follows a path: a query (`?a=1`) and/or a hash (`#slug`), as the caller built it. */
type Tail = string;
/** `?redirect=<encoded target>` when there is a target (spec 2.1, protected routes). */
const redirectQuery = (redirect?: string | null) =>
  redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';

const built = new Map<Language, Paths>();

/** The site's paths in one language: `pathsFor('ro').course(3)` is `/ro/course/3`. */
export function pathsFor(lang: Language): Paths {
  let paths = built.get(lang);
  if (!paths) {
    paths = buildPaths(lang);
    built.set(lang, paths);
  }
  return paths;
}

function buildPaths(lang: Language) {
  const at = (path: string, tail: Tail = '') => `/${lang}${path ? `/${path}` : ''}${tail}`;
  return {
    home: (tail?: Tail) => at('', tail),
    login: (options: { redirect?: string | null } = {}) =>
      at('login', redirectQuery(options.redirect)),
    registration: (options: { redirect?: string | null } = {}) =>
      at('registration', redirectQuery(options.redirect)),
    reset: (token: string) => at(`reset/${token}`),
    viber: () => at('viber'),
    about: () => at('about'),
    author: () => at('author'),
    /** The catalogue; `tail` keeps a query and names the category by its hash (spec 2.4). */
    category: (tail?: Tail) => at('category', tail),
    course: (id: Id, tail?: Tail) => at(`course/${id}`, tail),
    blog: () => at('blog'),
    article: (id: Id) => at(`article/${id}`),
    promotions: () => at('promotions'),
    promotion: (id: Id) => at(`promotion/${id}`),
    /** The public verification page of a course certificate's code. */
    certificate: (code: string) => at(`certificate/${encodeURIComponent(code)}`),
    shop: (id: Id) => at(`shop/${id}`),
    product: (user: Id, id: Id) => at(`product/${user}/${id}`),
    expert: (id: Id) => at(`expert/${id}`),
    /** The specialists directory (designed: spec 1 and 6 let visitors browse specialists). */
    experts: () => at('experts'),
    /** The cancel link of a visitor's e-mail: the request's id and its signed token. */
    visitCancel: (id: Id, token: string) => at(`visit-cancel/${id}/${encodeURIComponent(token)}`),
    checkout: (options: { course?: Id } = {}) =>
      at('checkout', options.course === undefined ? '' : `?course=${options.course}`),
    payment: (options: { order?: Id } = {}) =>
      at('payment', options.order === undefined ? '' : `?order=${options.order}`),
    checkoutSuccess: (options: { order?: Id } = {}) =>
      at('checkout-success', options.order === undefined ? '' : `?order=${options.order}`),
    shopCategory: () => at('shop-category'),
    shopItem: (id: Id) => at(`shop-item/${id}`),
    courseInner: (id: Id) => at(`course-inner/${id}`),
    usefulInfo: (id: Id) => at(`useful-info/${id}`),
    dashboard: Object.assign(() => at('dashboard'), {
      ...dashboardPaths((path) => at(`dashboard/${path}`)),
      /** A child by its path (the dashboard menu's item ids are these paths). */
      item: (path: DashboardPath) => at(`dashboard/${path}`),
    }),
    /** Documents served beside the app (not routes): the privacy and payment policies. */
    privacyPolicy: () => `/policy_md/policy_${lang}.pdf`,
    paymentPolicy: () => `/payment_policy/payment_policy_${lang}.pdf`,
  };
}

function dashboardPaths(at: (path: string) => string) {
  return Object.fromEntries(
    Object.entries(DASHBOARD_PATTERNS).map(([name, path]) => [name, () => at(path)]),
  ) as Record<keyof typeof DASHBOARD_PATTERNS, () => string>;
}

export type Paths = ReturnType<typeof buildPaths>;

/** The site's paths in the current route's language. */
export function usePaths(): Paths {
  return pathsFor(useLanguage());
}
