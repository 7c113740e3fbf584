import { isLanguage } from '@academy/contract/languages';
import { TooltipProvider } from '@academy/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { storedLanguage } from './app/preferences';
import { WebFontsAfterFirstPaint } from './app/web-fonts';
import { createAppI18nFor } from './i18n/load';
import { createAppRouter } from './routes/router';
import '@academy/ui/styles.css';

// The first URL segment, when a language, wins over the stored one (spec 4, Language).
const first = window.location.pathname.split('/')[1];
// Started before the router, whose first loaders may add the texts of the screens after a login.
const i18nReady = createAppI18nFor(isLanguage(first) ? first : storedLanguage());
// A task of its own for the router (matching the routes is some milliseconds of work), apart from
// the evaluation of the modules, so neither holds the main thread for long on a slow phone.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createAppRouter(); // starts loading the first page's modules at once
const i18n = await i18nReady;
// The static frame in index.html stays until the first page can render whole, instead of a
// blank screen while its modules arrive.
await new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Every page renders its own title (app/page-head.tsx), which React puts into <head>; the static
// one of index.html would come first and win.
document.head.querySelector('title')?.remove();
const app = createRoot(root);
// A transition: the first render yields to the browser every few milliseconds (input stays
// responsive while the page builds) instead of blocking it in one long task.
startTransition(() =>
  app.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
        <WebFontsAfterFirstPaint />
      </I18nextProvider>
    </StrictMode>,
  ),
);
