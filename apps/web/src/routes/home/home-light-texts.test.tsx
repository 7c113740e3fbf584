import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18nFor, forgetAppI18n } from '../../i18n/load';
import { routes } from '../router';

/** The keys an instance was asked for and did not have, as `namespace:key`. */
function missingKeys(i18n: I18n): string[] {
  const missing: string[] = [];
  i18n.options.saveMissing = true;
  // A handler of its own: without one, i18next would store each missing key as its own text.
  i18n.options.missingKeyHandler = (_languages, namespace, key) => {
    missing.push(`${namespace}:${key}`);
  };
  return missing;
}

/**
 * Home is declared `lightTexts` (contract pages.ts): a visitor's Home loads only the language's
 * first texts chunk, not the inner pages' (`loadInnerTexts`). Whatever it draws, its parts held
 * back until near and the menu it opens included, must find its texts there, or the page would
 * show keys (and the server's page, drawn with every text, would not hydrate).
 */
describe("Home with the first texts chunk only (a visitor's)", { timeout: 20_000 }, () => {
  afterEach(() => forgetAppI18n());

  it('draws every part, and opens the menu, with no text missing', async () => {
    const i18n = await createAppI18nFor('ro');
    const missing = missingKeys(i18n);
    // The check sees a key of the inner pages, which this instance has not loaded.
    i18n.t('experts.directory.title', { ns: 'ui' });
    expect(missing.splice(0)).toEqual(['ui:experts.directory.title']);

    sessionStorage.setItem('react-router-scroll-positions', '{}');
    const router = createMemoryRouter(routes, { initialEntries: ['/ro'] });
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    await screen.findByRole('tab', { name: 'Cosmetologie', selected: true });
    // The parts below the first screen (their code, data and texts), the form and the FAQ last.
    await screen.findByRole('region', { name: 'Partenerii noștri' });
    await screen.findByRole('button', { name: 'Trimite' });
    await screen.findByRole('heading', { name: 'Întrebări frecvente' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deschide meniul' }));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getAllByRole('link').length).toBeGreaterThan(3),
    );

    expect(i18n.exists('experts.directory.title', { ns: 'ui' })).toBe(false);
    expect(missing).toEqual([]);
  });
});
