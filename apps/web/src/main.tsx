import { isLanguage } from '@academy/contract/languages';
import { TooltipProvider } from '@academy/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { storedLanguage } from './app/preferences';
import { createAppI18nFor } from './i18n/load';
import { createAppRouter } from './routes/router';
import '@academy/ui/styles.css';

// The first URL segment, when a language, wins over the stored one (spec 4, Language).
const first = window.location.pathname.split('/')[1];
const router = createAppRouter(); // starts loading the first page's modules at once
const i18n = await createAppI18nFor(isLanguage(first) ? first : storedLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </I18nextProvider>
  </StrictMode>,
);
