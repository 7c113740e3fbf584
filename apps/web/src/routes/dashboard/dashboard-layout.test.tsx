import { renderWithProviders } from '@academy/ui/test/render';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { appNamespaces } from '../../i18n';
import { routes } from '../router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { namespaces: appNamespaces });
  return router;
}

describe('dashboard shell', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.setItem(
      'session',
      JSON.stringify({
        token: 'abc',
        user: { id: 1, username: 'irina@academy.md' },
        profile: { id: 1, name: 'Irina Cebotari' },
      }),
    );
  });

  it('marks the page of the URL, keeps my page locked and shows the child page', async () => {
    renderAt('/en/dashboard/orders');
    const menu = await screen.findByRole('navigation', { name: 'Personal area' });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/en/dashboard/change-pass',
    );
    expect(within(menu).getByRole('button', { name: 'My page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('opens the courses page at the bare dashboard', async () => {
    const router = renderAt('/ro/dashboard');
    await screen.findByRole('navigation', { name: 'Cabinet personal' });
    expect(router.state.location.pathname).toBe('/ro/dashboard/courses');
  });
});
