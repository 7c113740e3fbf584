import type { Language } from '@academy/contract/languages';
import { type DashboardPath, languagePath, PAGES, type PageName } from '@academy/contract/pages';
import { useLanguage } from './use-language';

export { type DashboardPath, PAGES } from '@academy/contract/pages';

type Id = string | number;
/** What follows a path: a query (`?a=1`) and/or a hash (`#slug`), as the caller built it. */
type Tail = string;

/** A pattern's parameters in order: `[user: Id, id: Id]` for `product/:user/:id`. */
type ParamList<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Id, ...ParamList<Rest>]
  : P extends `${string}:${string}`
    ? [Id]
    : [];

/** A page's path function: its parameters in pattern order, then an optional tail. */
type PathOf<N extends PageName> = (
  ...args: [...ParamList<(typeof PAGES)[N]['pattern']>, tail?: Tail]
) => string;

type DashboardName = Extract<PageName, `dashboard${string}`>;
type DashboardChild = DashboardName extends `dashboard${infer Rest}`
  ? Rest extends ''
    ? never
    : Uncapitalize<Rest>
  : never;

/** `?redirect=<encoded target>` when there is a target (spec 2.1, protected routes). */
const redirectQuery = (redirect?: string | null) =>
  redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
/** `?<key>=<id>` when there is an id. */
const idQuery = (key: string, id?: Id) => (id === undefined ? '' : `?${key}=${id}`);

/** The path function of a page: each parameter URI-encoded in place, the tail appended. */
function pathFunction(lang: Language, pattern: string) {
  return (...args: (Id | undefined)[]): string => {
    let index = 0;
    const path = pattern.replace(/:\w+/g, () => encodeURIComponent(String(args[index++])));
    const tail = args[index] ?? '';
    return `${languagePath(lang, path)}${tail}`;
  };
}

function buildPaths(lang: Language) {
  const plain = Object.fromEntries(
    Object.entries(PAGES).map(([name, page]) => [name, pathFunction(lang, page.pattern)]),
  ) as { [N in PageName]: PathOf<N> };
  // `dashboardMyPage` → `dashboard.myPage()`.
  const prefix = 'dashboard';
  const dashboardChildren = Object.fromEntries(
    (Object.keys(PAGES) as PageName[])
      .filter((name) => name.startsWith(prefix) && name !== prefix)
      .map((name) => {
        const child = name.slice(prefix.length);
        return [child.charAt(0).toLowerCase() + child.slice(1), plain[name]];
      }),
  ) as Record<DashboardChild, () => string>;
  return {
    ...plain,
    login: (options: { redirect?: string | null } = {}) =>
      plain.login(redirectQuery(options.redirect)),
    registration: (options: { redirect?: string | null } = {}) =>
      plain.registration(redirectQuery(options.redirect)),
    checkout: (options: { course?: Id } = {}) => plain.checkout(idQuery('course', options.course)),
    payment: (options: { order?: Id } = {}) => plain.payment(idQuery('order', options.order)),
    checkoutSuccess: (options: { order?: Id } = {}) =>
      plain.checkoutSuccess(idQuery('order', options.order)),
    dashboard: Object.assign(() => plain.dashboard(), {
      ...dashboardChildren,
      /** A child by its path (the dashboard menu's item ids are these paths). */
      item: (path: DashboardPath) => languagePath(lang, `${PAGES.dashboard.pattern}/${path}`),
    }),
    /** Documents served beside the app (not routes): the privacy and payment policies. */
    privacyPolicy: () => `/policy_md/policy_${lang}.pdf`,
    paymentPolicy: () => `/payment_policy/payment_policy_${lang}.pdf`,
  };
}

export type Paths = ReturnType<typeof buildPaths>;

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

/** The site's paths in the current route's language. */
export function usePaths(): Paths {
  return pathsFor(useLanguage());
}
