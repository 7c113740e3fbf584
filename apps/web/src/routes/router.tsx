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

/** Every page is its own lazily loaded module exporting `Page`, so a route downloads only itself. */
function page(load: () => Promise<{ Page: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).Page }) };
}

const comingSoon = page(() => import('./coming-soon/coming-soon-page'));

/** The route table of spec 2.1, under /{lang}. */
const languageRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./home/home-page')) },
  { path: 'login', ...page(() => import('./login/login-page')) },
  { path: 'registration', ...page(() => import('./registration/registration-page')) },
  { path: 'reset/:token', ...page(() => import('./reset/reset-page')) },
  { path: 'viber', ...page(() => import('./viber/viber-page')) },
  { path: 'about', ...page(() => import('./about/about-page')) },
  { path: 'author', ...page(() => import('./author/author-page')) },
  { path: 'category', ...page(() => import('./category/category-page')) },
  { path: 'course/:id', ...page(() => import('./course/course-page')) },
  { path: 'blog', ...page(() => import('./blog/blog-page')) },
  { path: 'article/:id', ...page(() => import('./article/article-page')) },
  { path: 'promotions', ...page(() => import('./promotions/promotions-page')) },
  { path: 'promotion/:id', ...page(() => import('./promotion/promotion-page')) },
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
        ...page(() => import('./dashboard/dashboard-layout')),
        children: [
          { index: true, element: <Navigate replace to="courses" /> },
          { path: 'change-pass', ...page(() => import('./dashboard/change-password-page')) },
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
    lazy: async () => ({ Component: (await import('./language-layout')).LanguageLayout }),
    children: languageRoutes,
  },
  { path: '*', element: <LanguageRedirect /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
