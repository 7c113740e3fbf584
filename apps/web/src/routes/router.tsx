import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type RouteObject,
  useLocation,
  useParams,
} from 'react-router-dom';
import { pathWithLanguage } from '../app/language-path';
import { storedLanguage } from '../app/preferences';
import { LanguageLayout } from './language-layout';
import { PUBLIC_PAGES } from './public-pages';

/** A path without a valid language goes under the stored one (spec 2.1). */
function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  return (
    <Navigate replace to={`${pathWithLanguage(pathname, storedLanguage())}${search}${hash}`} />
  );
}

/** An unknown path under a language goes Home (spec 2.1). */
function HomeRedirect() {
  const { lang } = useParams();
  return <Navigate replace to={`/${lang}`} />;
}

type PageModule = { Page: ComponentType };
const pageModules = import.meta.glob<PageModule>('./*/*-page.tsx');

/** Every page is its own lazily loaded module exporting `Page`, so a route downloads only itself. */
function page(file: string): Pick<RouteObject, 'lazy'> {
  const load = pageModules[`./${file}.tsx`];
  if (!load) throw new Error(`No page module ${file}`);
  return { lazy: async () => ({ Component: (await load()).Page }) };
}

const comingSoon = page('coming-soon/coming-soon-page');

/** The route table of spec 2.1, under /{lang}. */
const languageRoutes: RouteObject[] = [
  ...Object.entries(PUBLIC_PAGES).map(
    ([path, file]): RouteObject =>
      path === '' ? { index: true, ...page(file) } : { path, ...page(file) },
  ),
  { path: 'shop/:id', ...comingSoon },
  { path: 'product/:user/:id', ...comingSoon },
  { path: 'expert/:id', ...comingSoon },
  { path: 'checkout', ...comingSoon },
  { path: 'payment', ...comingSoon },
  { path: 'checkout-success', ...comingSoon },
  {
    lazy: async () => ({ Component: (await import('./require-auth')).RequireAuth }),
    children: [
      { path: 'shop-category', ...comingSoon },
      { path: 'shop-item/:id', ...comingSoon },
      { path: 'course-inner/:id', ...comingSoon },
      { path: 'useful-info/:id', ...comingSoon },
      {
        path: 'dashboard',
        lazy: async () => ({
          Component: (await import('./dashboard/dashboard-layout')).Page,
        }),
        children: [
          { index: true, element: <Navigate replace to="courses" /> },
          { path: 'change-pass', ...page('dashboard/change-password-page') },
          ...[
            'courses',
            'orders',
            'requests-list',
            'certificates',
            'protocols',
            'useful-info',
            'my-page',
            'shop',
          ].map((path) => ({ path, ...comingSoon })),
        ],
      },
    ],
  },
  { path: '*', element: <HomeRedirect /> },
];

export const routes: RouteObject[] = [
  {
    path: '/:lang',
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
