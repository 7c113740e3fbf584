import { renderWithProviders } from '@academy/ui/test/render';
import { screen, waitFor } from '@testing-library/react';
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
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the home heading in the language of the URL', async () => {
    renderAt('/ru');
    // The test's texts start in another language; the layout switches them once its texts (and
    // the page's parts still hydrating) are in, so the heading is waited for in Russian.
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent(webMessages.ru.home.heading));
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
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent(webMessages.en.home.heading));
    expect(router.state.location.pathname).toBe('/en');
  });

  it('sends a visitor of a protected route to login with the encoded original path', async () => {
    const router = renderAt('/ro/dashboard/orders?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ro/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/ro/dashboard/orders?tab=2',
    );
  });

  it("asks the API nothing for a visitor's protected page: the guard sends them to login", async () => {
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    };
    try {
      const router = renderAt('/ro/dashboard/courses');
      await waitFor(() => expect(router.state.location.pathname).toBe('/ro/login'));
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked.filter((url) => url.includes('access_list'))).toEqual([]);
  });

  it('lets a logged-in user in (logged in exactly when the token is non-empty)', async () => {
    sessionStorage.setItem(
      'session',
      JSON.stringify({
        token: 'abc',
        user: { id: 1, username: 'a@b.md' },
        profile: { id: 1, name: 'A' },
      }),
    );
    const router = renderAt('/ro/dashboard/orders');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/ro/dashboard/orders');
  });

  it('carries the old query to a page without one, except redirect and module', async () => {
    const router = renderAt('/ro?utm_source=ig&module=3');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/ro/blog');
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=ig'));
    expect(router.state.location.pathname).toBe('/ro/blog');
  });
});
