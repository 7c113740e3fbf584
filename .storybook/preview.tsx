import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';
import type { Language } from '../packages/contract/src/language-codes';
import { TooltipProvider } from '../packages/ui/src/components/tooltip/tooltip';
import { LazyDocsContainer, LazyDocsPage } from '../packages/ui/src/docs/lazy-docs';
import { createI18n } from '../packages/ui/src/i18n';
import { chromaticModes, viewports } from './modes';
import { storyNamespaces } from './namespaces';
import '../packages/ui/src/styles/globals.css';
import '../packages/ui/src/styles/fonts.css';

const i18n = createI18n({ namespaces: storyNamespaces });

// Play functions' findBy/waitFor wait up to 5 s (not testing-library's 1 s) for what the story
// shows next: on a loaded machine a lazy module or a re-render can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

/**
 * Applies the toolbar's language and theme the way the app does: <html lang> and the .dark class.
 * On a docs page, where many stories share one document, the page follows the toolbar, and a story
 * that asks for the night style itself (`globals: { theme: 'dark' }`) is drawn dark in its own box:
 * otherwise whichever story rendered last would set the whole page's theme.
 */
const withLocaleAndTheme: Decorator = (Story, context) => {
  const locale = context.globals.locale as Language;
  const inDocs = context.viewMode === 'docs';
  const pageTheme = inDocs
    ? (context.userGlobals?.theme ?? context.globals.theme)
    : context.globals.theme;
  const dark = pageTheme === 'dark';
  const darkBox = inDocs && !dark && context.globals.theme === 'dark';
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.classList.toggle('dark', dark);
  }, [locale, dark]);
  return (
    <I18nextProvider i18n={i18n}>
      <TooltipProvider>
        {darkBox ? (
          <div className="dark bg-background text-foreground rounded-md p-4">
            <Story />
          </div>
        ) : (
          <Story />
        )}
      </TooltipProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Light or dark (night style)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ro', title: 'Română' },
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'ro' },
  decorators: [withLocaleAndTheme],
  // Page stories answer their API calls with MSW handlers (`parameters.msw`), shared with unit tests.
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    a11y: { test: 'error' },
    chromatic: { modes: chromaticModes },
    options: {
      // Evaluated on its own when Storybook indexes the stories: literals only, no imports.
      storySort: {
        method: 'alphabetical',
        order: [
          'Introduction',
          'Foundations',
          [
            'Colours',
            'Typography',
            'Spacing, radii and shadows',
            'Breakpoints',
            'Icons',
            'Motion and timings',
          ],
          'Components',
          'Blocks',
          'Flows',
          'Pages',
        ],
      },
    },
    // Docs pages follow the toolbar's theme (page and kit), in the kit's own colours and type;
    // each component's, block's, flow's and page's docs page is KitDocsPage.
    docs: { container: LazyDocsContainer, page: LazyDocsPage },
  },
};

export default preview;
