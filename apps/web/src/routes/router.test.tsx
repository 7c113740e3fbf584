import { renderWithProviders } from '@academy/ui/test/render';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { appNamespaces, webMessages } from '../i18n';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { namespaces: appNamespaces });
  return router;
}

describe('routes', () => {
  beforeEach(() => localStorage.clear());

  it('shows the home heading in the language of the URL', async () => {
    renderAt('/ru');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      webMessages.ru.home.heading,
    );
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem('lang')).toBe('ru');
  });

  it('sends a path without a language to the stored one', async () => {
    localStorage.setItem('lang', 'fr');
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/fr');
  });

  it('sends an unknown path under a language home', async () => {
    const router = renderAt('/en/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      webMessages.en.home.heading,
    );
    expect(router.state.location.pathname).toBe('/en');
  });
});
