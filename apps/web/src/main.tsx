import { isLanguage } from '@academy/contract/languages';
import { PAGE_ROOT_ID, ROUTER_DATA_ID } from '@academy/contract/server-render';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { replayEarlyClicks } from './app/early-clicks';
import { setHydrating } from './app/hydration';
import { openPartsOnNavigation } from './app/navigation-opens-parts';
import { storedLanguage } from './app/preferences';
import { currentToken } from './app/session-store';
import { useWebFontsAfterFirstPaint } from './app/web-fonts';
import { createAppI18nFor, loadInnerTexts, loadMemberTexts } from './i18n/load';
import { createAppRouter, type PageHandle, routes } from './routes/router';
import '@academy/ui/styles.css';

declare global {
  interface Window {
    /** The data of a page the server drew (app/server-document.ts), read by the router. */
    __staticRouterHydrationData?: unknown;
  }
}

// The first URL segment, when a language, wins over the stored one (spec 4, Language).
const first = window.location.pathname.split('/')[1];
const language = isLanguage(first) ? first : storedLanguage();
// Started before the router, whose first loaders may add the texts of the screens after a login.
const i18nReady = createAppI18nFor(language);

// A drawn page's data comes as JSON, not as a script (app/server-document.ts): the page's policy
// trusts no inline script but the few every page shares.
const routerData = document.getElementById(ROUTER_DATA_ID)?.textContent;
if (routerData) window.__staticRouterHydrationData = JSON.parse(routerData);
// A page the server drew is hydrated from its data, unless someone is logged in: the server
// draws what a visitor sees, and a logged-in user's page has their own data (their access, the
// cart), which the loaders fetch as on any other page.
const hydrating = Boolean(window.__staticRouterHydrationData) && !currentToken();
if (!hydrating) delete window.__staticRouterHydrationData;
const matches = matchRoutes(routes, window.location) ?? [];
const handle = matches.at(-1)?.route.handle as PageHandle | undefined;
// A hydrated page's loaders do not run: the texts they would have added come first, and its
// routes' lazy modules are in place before the router starts (a route still lazy would run its
// loader again, and draw nothing until then).
const hydrationReady = hydrating
  ? Promise.all([
      handle?.innerTexts ? loadInnerTexts(language) : null,
      handle?.memberTexts ? loadMemberTexts(language) : null,
      ...matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    ])
  : null;

// A task of its own for the router (matching the routes is some milliseconds of work), apart from
// the evaluation of the modules, so neither holds the main thread for long on a slow phone.
await new Promise((resolve) => setTimeout(resolve, 0));
await hydrationReady;
const router = createAppRouter(); // starts loading the first page's modules at once
openPartsOnNavigation(router);
const i18n = await i18nReady;
// The static frame (or the server's page) stays until the first page can render whole, instead
// of a blank screen while its modules arrive.
await new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

/**
 * The first render has committed (a parent's effect runs after its children's): parts that wait
 * for the screen (WhenNear) render at once only while the server's HTML hydrates, and
 * `data-app-ready` tells tests (and monitoring) that the page now answers clicks, not only shows.
 * It wraps the router instead of standing beside it: the server draws the router alone, and a
 * sibling would fork the tree that `useId` numbers, so every id would differ from the server's.
 */
function AppStart({ children }: { children: ReactNode }) {
  useWebFontsAfterFirstPaint();
  useEffect(() => {
    setHydrating(false);
    document.documentElement.dataset.appReady = '';
    // The buttons clicked before, now that they answer.
    replayEarlyClicks();
  }, []);
  return children;
}

const root = document.getElementById(PAGE_ROOT_ID);
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AppStart>
        <RouterProvider router={router} />
      </AppStart>
    </I18nextProvider>
  </StrictMode>
);
// In a transition, the first render (or hydration) yields to the browser every few milliseconds
// (input stays responsive while the page builds) instead of blocking it in one long task.
if (hydrating) {
  setHydrating(true);
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // Every page renders its own title (app/page-head.tsx), which React puts into <head>; the
  // static one of index.html would come first and win.
  document.head.querySelector('title')?.remove();
  startTransition(() => createRoot(root).render(app));
}
