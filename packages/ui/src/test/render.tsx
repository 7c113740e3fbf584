import type { Language } from '@academy/contract/languages';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TooltipProvider } from '../components/tooltip/tooltip';
import { createI18n } from '../i18n';

/** Renders with the providers every view expects: translations (ro unless told) and tooltips. */
export function renderWithProviders(
  ui: ReactElement,
  {
    language = 'ro',
    namespaces,
    ...options
  }: RenderOptions & {
    language?: Language;
    namespaces?: Parameters<typeof createI18n>[0]['namespaces'];
  } = {},
) {
  const i18n = createI18n({ language, namespaces });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <TooltipProvider>{children}</TooltipProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper, ...options }) };
}
