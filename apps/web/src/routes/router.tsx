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

/** Every route is its own lazily loaded module, so a page downloads only what it shows. */
export const routes: RouteObject[] = [
  {
    path: '/:lang',
    lazy: async () => ({ Component: (await import('./language-layout')).LanguageLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./home/home-page')).HomePage }),
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
  { path: '*', element: <LanguageRedirect /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
