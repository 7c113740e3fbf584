import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  Navigate,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunction,
  useLocation,
} from 'react-router-dom';
import { pathWithLanguage } from '../app/language-path';
import {
  DASHBOARD_PATTERNS,
  type DashboardPath,
  PROTECTED_ROUTES,
  pathsFor,
  ROUTE_PATTERNS,
} from '../app/paths';
import { storedLanguage } from '../app/preferences';
import { isRefetchingPage } from '../app/refetch-page';
import { currentToken } from '../app/session-store';
import { loadMemberTexts } from '../i18n/load';
import { LanguageLayout, loader as languageLoader } from './language-layout';
import { languageOf } from './language-loader';
import { MEMBER_TEXT_PAGES, PUBLIC_PAGES, SERVER_RENDERED_PAGES } from './public-pages';
import { RouteError } from './route-error/route-error';

/** A path without a valid language goes under the stored one (spec 2.1). */
function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  return (
    <Navigate replace to={`${pathWithLanguage(pathname, storedLanguage())}${search}${hash}`} />
  );
}

/** A route whose loader always redirects draws nothing. */
const Redirecting = () => null;

/**
 * What a page's route tells the entries (main.tsx, entry-server.tsx): whether the server draws
 * it, and whether it shows screens of the logged-in side, whose texts must be there first.
 */
export interface PageHandle {
  serverRendered: boolean;
  memberTexts: boolean;
}

/** A page module: its view and, when it shows data, the loader of its first data (src/api). */
type PageModule = { Page: ComponentType; loader?: LoaderFunction };
const pageModules = import.meta.glob<PageModule>('./*/*-page.tsx');

/**
 * A page's data is a function of its path: a new query or hash (the catalogue's filters, a
 * carried `utm_` query) does not load it again; the flows on the page handle what changes after,
 * or ask for it again (app/refetch-page.ts).
 */
const samePathKeepsData: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname !== nextUrl.pathname || isRefetchingPage()) && defaultShouldRevalidate;

/**
 * Every page is its own lazily loaded module exporting `Page` (and its `loader`). Behind login, a
 * visitor's loader asks nothing: the guard (require-auth.tsx) sends them to login instead. The
 * texts of the screens after a login come with the page's data for a logged-in user, for every
 * page behind login and for the public pages that show such screens (MEMBER_TEXT_PAGES).
 */
function page(
  file: string,
  { guarded = false, memberTexts = guarded }: { guarded?: boolean; memberTexts?: boolean } = {},
): Pick<RouteObject, 'lazy' | 'shouldRevalidate' | 'handle' | 'ErrorBoundary'> {
  const load = pageModules[`./${file}.tsx`];
  if (!load) throw new Error(`No page module ${file}`);
  const handle: PageHandle = { serverRendered: SERVER_RENDERED_PAGES.has(file), memberTexts };
  return {
    handle,
    // In the site's frame: a record that does not exist (the server's 404), or a failed page.
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { Page, loader } = await load();
      return {
        Component: Page,
        loader: async (args) => {
          const loggedIn = Boolean(currentToken());
          const [data] = await Promise.all([
            !loader || (guarded && !loggedIn) ? null : loader(args),
            memberTexts || loggedIn ? loadMemberTexts(languageOf(args)) : null,
          ]);
          return data;
        },
      };
    },
    shouldRevalidate: samePathKeepsData,
  };
}

/** The dashboard's child pages by path: every one of them (typecheck fails on a missing one). */
const DASHBOARD_PAGES: Record<DashboardPath, string> = {
  [DASHBOARD_PATTERNS.changePassword]: 'dashboard/change-password-page',
  [DASHBOARD_PATTERNS.courses]: 'dashboard/courses-page',
  [DASHBOARD_PATTERNS.certificates]: 'dashboard/certificates-page',
  [DASHBOARD_PATTERNS.protocols]: 'dashboard/protocols-page',
  [DASHBOARD_PATTERNS.orders]: 'dashboard/orders-page',
  [DASHBOARD_PATTERNS.usefulInfo]: 'dashboard/useful-info-page',
  [DASHBOARD_PATTERNS.shop]: 'dashboard/shop-page',
  [DASHBOARD_PATTERNS.myPage]: 'dashboard/my-page-page',
  [DASHBOARD_PATTERNS.requestsList]: 'dashboard/requests-list-page',
};

/** The protected routes' pages besides the dashboard: every one of them, as above. */
const PROTECTED_PAGES: Record<Exclude<(typeof PROTECTED_ROUTES)[number], 'dashboard'>, string> = {
  checkout: 'checkout/checkout-page',
  payment: 'payment/payment-page',
  checkoutSuccess: 'checkout-success/checkout-success-page',
  courseInner: 'course-inner/course-inner-page',
  shopCategory: 'shop-category/shop-category-page',
  shopItem: 'shop-item/shop-item-page',
  usefulInfo: 'useful-info/useful-info-page',
};

/** The dashboard (spec 2.9): its layout, its index going to the courses, its child pages. */
const dashboardRoute: RouteObject = {
  path: ROUTE_PATTERNS.dashboard,
  lazy: async () => ({ Component: (await import('./dashboard/dashboard-layout')).Page }),
  children: [
    {
      index: true,
      loader: (args) => redirect(pathsFor(languageOf(args)).dashboard.courses()),
      Component: Redirecting,
    },
    ...Object.values(DASHBOARD_PATTERNS).map((path) => ({
      path,
      ...page(DASHBOARD_PAGES[path], { guarded: true }),
    })),
  ],
};

/** The route table of spec 2.1, under /{lang}; its paths are those of app/paths.ts. */
const languageRoutes: RouteObject[] = [
  ...Object.entries(PUBLIC_PAGES).map(([path, file]): RouteObject => {
    const options = { memberTexts: MEMBER_TEXT_PAGES.has(file) };
    return path === '' ? { index: true, ...page(file, options) } : { path, ...page(file, options) };
  }),
  {
    // The protected routes (app/paths.ts PROTECTED_ROUTES) behind the login guard (spec 2.1).
    lazy: async () => ({ Component: (await import('./require-auth')).RequireAuth }),
    children: PROTECTED_ROUTES.map((name) => {
      if (name === 'dashboard') return dashboardRoute;
      return { path: ROUTE_PATTERNS[name], ...page(PROTECTED_PAGES[name], { guarded: true }) };
    }),
  },
  // An unknown path under a language goes Home (spec 2.1).
  {
    path: '*',
    loader: (args) => redirect(pathsFor(languageOf(args)).home()),
    Component: Redirecting,
  },
];

export const routes: RouteObject[] = [
  {
    id: 'language',
    path: '/:lang',
    loader: languageLoader,
    // The footer's data is the visitor's, not the page's: loaded once.
    shouldRevalidate: () => false,
    // The first page's module is still loading: nothing yet (the static HTML has the colours).
    HydrateFallback: () => null,
    // Every page under a language is drawn in this layout: it is part of the entry, so the shell
    // and the components it shares with the pages arrive in one file instead of some thirty.
    Component: LanguageLayout,
    children: languageRoutes,
  },
  { path: '*', element: <LanguageRedirect /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
