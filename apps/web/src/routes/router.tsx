import {
  languagePath,
  type PageDeclaration,
  pageModule,
  textGroupsOf,
} from '@academy/contract/pages';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunction,
  useLocation,
} from 'react-router-dom';
import { pathWithLanguage } from '../app/language-path';
import { PAGES, pathsFor } from '../app/paths';
import { storedLanguage } from '../app/preferences';
import { isRefetchingPage } from '../app/refetch-page';
import { currentToken } from '../app/session-store';
import { loadInnerTexts, loadLanguage, loadMemberTexts, loadStaffTexts } from '../i18n/load';
import { LanguageLayout, loader as languageLoader } from './language-layout';
import { languageOf } from './language-loader';
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
 * it, and which texts beyond the first chunk it needs there first: the other public pages'
 * (unless the page is declared `lightTexts`), and those of the logged-in side's screens.
 */
export interface PageHandle {
  serverRendered: boolean;
  innerTexts: boolean;
  memberTexts: boolean;
}

/** A page module: its view and, when it shows data, the loader of its first data (src/api). */
type PageModule = { Page: ComponentType; loader?: LoaderFunction };
/**
 * The back office's pages are its frame's to load (`pages` of admin-layout.tsx): the list of their
 * files and of the files each needs stays out of this module, which every visitor downloads.
 */
const pageModules = import.meta.glob<PageModule>(['./*/*-page.tsx', '!./admin/*']);
const layoutModules = import.meta.glob<LayoutModule>('./*/*-layout.tsx');

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
 * A back-office page (declared with `roles`) keeps its list's filters, page and sort in the URL's
 * query and reads them in its loader: a new query loads it again (issue 26).
 */
const queryReloads: ShouldRevalidateFunction = (args) =>
  args.currentUrl.search !== args.nextUrl.search
    ? args.defaultShouldRevalidate
    : samePathKeepsData(args);

/** A frame's module: its view, and the loader of what the frame itself needs (a role, texts). */
type LayoutModule = {
  Page: ComponentType;
  loader?: LoaderFunction;
  /** Whether the user may see this page of the frame; a page refused does not load its data. */
  allows?: (declaration: PageDeclaration, args: LoaderFunctionArgs) => Promise<boolean>;
  /** The modules of its pages (`./<name>-page.tsx`), when the frame loads them itself. */
  pages?: Record<string, () => Promise<PageModule>>;
};

/**
 * Every page is its own lazily loaded module exporting `Page` (and its `loader`), found by its
 * declaration's pattern (contract pages.ts). Behind login, a visitor's loader asks nothing: the
 * guard (require-auth.tsx) sends them to login instead. The other public pages' texts come with
 * the page's data for every page not declared `lightTexts`, and for a logged-in user; those of the
 * screens after a login for a logged-in user, for every page behind login and for the public
 * pages that show such screens (`memberTexts`).
 */
function page(
  declaration: PageDeclaration,
  frame?: () => Promise<LayoutModule>,
): Pick<RouteObject, 'lazy' | 'shouldRevalidate' | 'handle' | 'ErrorBoundary'> {
  const file = pageModule(declaration);
  const load = pageModules[`./${file}.tsx`] ?? (frame && fromFrame(frame, file));
  if (!load) throw new Error(`No page module ${file}`);
  const guarded = declaration.access === 'member';
  const { inner: innerTexts, member: memberTexts } = textGroupsOf(declaration);
  const handle: PageHandle = {
    serverRendered: Boolean(declaration.drawn),
    innerTexts,
    memberTexts,
  };
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
            !loader || (guarded && !loggedIn)
              ? null
              : frame
                ? loadIfAllowed(loader, args)
                : loader(args),
            // The page's language (a new one the first time it is chosen: language-layout.tsx).
            loadLanguage(languageOf(args)),
            // A logged-in user's light page may show their screens, which read these too.
            innerTexts || loggedIn ? loadInnerTexts(languageOf(args)) : null,
            memberTexts || loggedIn ? loadMemberTexts(languageOf(args)) : null,
            // A back-office page's texts (and its frame's, drawn with it) come with its data.
            declaration.roles ? loadStaffTexts(languageOf(args)) : null,
          ]);
          return data;
        },
      };
    },
    shouldRevalidate: declaration.roles ? queryReloads : samePathKeepsData,
  };

  /** A frame that decides who sees its pages (the back office's role) is asked first. */
  async function loadIfAllowed(loader: LoaderFunction, args: LoaderFunctionArgs) {
    const allows = frame ? (await frame()).allows : undefined;
    return !allows || (await allows(declaration, args)) ? loader(args) : null;
  }
}

/** A page module its frame loads: found when the frame's module has come. */
function fromFrame(frame: () => Promise<LayoutModule>, file: string) {
  return async (): Promise<PageModule> => {
    const load = (await frame()).pages?.[`./${file.split('/').pop()}.tsx`];
    if (!load) throw new Error(`No page module ${file}`);
    return load();
  };
}

const declarations = Object.values(PAGES) as PageDeclaration[];
const under = (frame: PageDeclaration) => (child: PageDeclaration) =>
  child.pattern.startsWith(`${frame.pattern}/`);
const frames = declarations.filter((declaration) => declaration.layout);
/** Pages drawn at the top level (not in a frame such as the dashboard's). */
const topLevel = declarations.filter((d) => !frames.some((frame) => under(frame)(d)));

/**
 * A frame (the dashboard, spec 2.9; the back office): its layout, its index going to its first
 * page, its pages. Its module may export a `loader` (the back office's role and texts; the guard
 * keeps a visitor's from running) and `allows` (which of its pages the user may see); a failure is
 * drawn by the site's error page, as a page's.
 */
function frameRoute(frame: PageDeclaration): RouteObject {
  const children = declarations.filter(under(frame));
  const first = children[0];
  const layout = layoutModules[`./${pageModule(frame)}.tsx`];
  if (!first || !layout) throw new Error(`No pages or layout for ${frame.pattern}`);
  const guarded = frame.access === 'member';
  return {
    path: frame.pattern,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { Page, loader } = await layout();
      return {
        Component: Page,
        loader: loader && ((args) => (guarded && !currentToken() ? null : loader(args))),
      };
    },
    // The frame's data (who is logged in) stays while its pages change.
    shouldRevalidate: samePathKeepsData,
    children: [
      {
        index: true,
        loader: (args) => redirect(languagePath(languageOf(args), first.pattern)),
        Component: Redirecting,
      },
      ...children.map((child) => ({
        path: child.pattern.slice(frame.pattern.length + 1),
        ...page(child, layout),
      })),
    ],
  };
}

const routeOf = (declaration: PageDeclaration): RouteObject =>
  declaration.layout
    ? frameRoute(declaration)
    : declaration.pattern === ''
      ? { index: true, ...page(declaration) }
      : { path: declaration.pattern, ...page(declaration) };

/** The route table of spec 2.1, under /{lang}, from the pages' declarations. */
const languageRoutes: RouteObject[] = [
  ...topLevel.filter((d) => d.access === 'public').map(routeOf),
  {
    // The pages for members behind the login guard (spec 2.1).
    lazy: async () => ({ Component: (await import('./require-auth')).RequireAuth }),
    children: topLevel.filter((d) => d.access === 'member').map(routeOf),
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
