import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import { createAppI18nFor, forgetAppI18n } from '../i18n/load';
import { routes } from '../routes/router';

/** A key of the inner chunk: there, and not in a language's first chunk. */
const INNER_KEY = 'experts.directory.title';

/**
 * The check behind a page declared `lightTexts` (contract pages.ts): a visitor's browser starts
 * it as main.tsx does, with the language's first texts chunk only, the inner chunk loading only
 * if the page's loader asks for it. `draw` brings out whatever the visitor can see (the parts
 * held back until near, its dialogs, its error and empty states); the site's menu is opened
 * last. It fails if the inner chunk loaded (the page is not light) or if any key asked for was
 * missing (the page would show keys, and the server's page, drawn with every text, would not
 * hydrate).
 */
export async function expectFirstTextsSuffice(
  path: string,
  draw: (user: UserEvent) => Promise<unknown>,
): Promise<void> {
  const i18n = await createAppI18nFor('ro');
  try {
    const missing = missingKeys(i18n);
    // The check sees a key of the inner pages, which this instance has not loaded.
    i18n.t(INNER_KEY, { ns: 'ui' });
    expect(missing.splice(0)).toEqual([`ui:${INNER_KEY}`]);

    sessionStorage.setItem('react-router-scroll-positions', '{}');
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await draw(user);
    await user.click(await screen.findByRole('button', { name: 'Deschide meniul' }));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getAllByRole('link').length).toBeGreaterThan(3),
    );

    expect({ innerLoaded: i18n.exists(INNER_KEY, { ns: 'ui' }), missing }).toEqual({
      innerLoaded: false,
      missing: [],
    });
  } finally {
    // Test files share this module: a later test's loaders must not find this instance.
    forgetAppI18n();
  }
}

/** The keys an instance is asked for and does not have, as `namespace:key`, as they come. */
function missingKeys(i18n: I18n): string[] {
  const missing: string[] = [];
  i18n.options.saveMissing = true;
  // A handler of its own: without one, i18next would store each missing key as its own text.
  i18n.options.missingKeyHandler = (_languages, namespace, key) => {
    missing.push(`${namespace}:${key}`);
  };
  return missing;
}
