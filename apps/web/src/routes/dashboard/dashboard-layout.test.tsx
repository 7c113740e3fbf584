import { renderWithProviders } from '@academy/ui/test/render';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appNamespaces } from '../../i18n';
import { routes } from '../router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { namespaces: appNamespaces });
  return router;
}

// Every test here starts logged in.
beforeEach(() => {
  sessionStorage.setItem(
    'session',
    JSON.stringify({
      token: 'abc',
      user: { id: 1, username: 'irina@academy.md' },
      profile: { id: 1, name: 'Irina Cebotari' },
    }),
  );
});

describe('dashboard shell', () => {
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

describe('the way to the back office', () => {
  it('is in the menu of a staff member only (the stored `me` names a role)', async () => {
    renderAt('/en/dashboard/orders');
    const menu = await screen.findByRole('navigation', { name: 'Personal area' });
    expect(within(menu).queryByRole('link', { name: 'Back office' })).toBeNull();
    cleanup();
    const stored = JSON.parse(sessionStorage.getItem('session') ?? '{}');
    sessionStorage.setItem(
      'session',
      JSON.stringify({ ...stored, user: { ...stored.user, role: 'manager' } }),
    );
    renderAt('/en/dashboard/orders');
    const staffMenu = await screen.findByRole('navigation', { name: 'Personal area' });
    expect(within(staffMenu).getByRole('link', { name: 'Back office' })).toHaveAttribute(
      'href',
      '/en/admin',
    );
  });
});

describe('dashboard logout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs out once and goes Home once, never by way of login', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(null, { status: 204 }));
    const logoutCalls = () =>
      fetch.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).includes('auth/token/logout/'),
      ).length;
    const user = userEvent.setup();
    const router = renderAt('/en/dashboard/change-pass');
    const visited: string[] = [];
    router.subscribe((state) => {
      if (visited.at(-1) !== state.location.pathname) visited.push(state.location.pathname);
    });
    const menu = await screen.findByRole('navigation', { name: 'Personal area' });
    await user.click(within(menu).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(sessionStorage.getItem('session')).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(router.state.location.search).toBe('');
    expect(visited).not.toContain('/en/login');
    expect(visited.filter((path) => path === '/en')).toHaveLength(1);
    expect(logoutCalls()).toBe(1);
  });
});
