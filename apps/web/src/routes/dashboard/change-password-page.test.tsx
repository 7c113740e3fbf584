import { renderWithProviders } from '@academy/ui/test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appNamespaces } from '../../i18n';
import { accountPasswordFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';
import { routes } from '../router';

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('change-password page', () => {
  beforeEach(() => {
    sessionStorage.setItem(
      'session',
      JSON.stringify({ token: 'abc', user: { id: 1, username: 'a@b.md' }, profile: { id: 1 } }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the passwords with the token; a 400 shows the failure, then a retry succeeds', async () => {
    const calls: { auth: string | null; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (!request.url.includes('auth/users/set_password/')) return answer(404, {});
      calls.push({ auth: request.headers.get('Authorization'), body: await request.json() });
      return calls.length === 1
        ? answer(400, { current_password: ['Invalid password.'] })
        : answer(204);
    });
    const user = userEvent.setup();
    const router = createMemoryRouter(routes, { initialEntries: ['/en/dashboard/change-pass'] });
    renderWithProviders(<RouterProvider router={router} />, { namespaces: appNamespaces });

    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'Lift2025!');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Lift2025!');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(calls[0]).toEqual({
      auth: 'Token abc',
      body: { current_password: 'wrong-one', new_password: 'Lift2025!' },
    });

    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The password has been changed');
  });
});

describe('change-password page against the shared handlers', () => {
  beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));

  it('refuses a wrong current password, then changes it with the right one', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ro/dashboard/change-pass');
    const fill = async (current: string) => {
      await user.type(await screen.findByLabelText('Parola actuală'), current);
      await user.type(screen.getByLabelText('Parola nouă'), 'Lift2026!');
      await user.type(screen.getByLabelText('Repetați parola nouă'), 'Lift2026!');
      await user.click(screen.getByRole('button', { name: 'Salvează parola' }));
    };
    await fill('not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ceva nu a mers bine');
    await user.clear(screen.getByLabelText('Parola actuală'));
    await user.clear(screen.getByLabelText('Parola nouă'));
    await user.clear(screen.getByLabelText('Repetați parola nouă'));
    await fill(accountPasswordFixture);
    expect(await screen.findByRole('status')).toHaveTextContent('Parola a fost schimbată');
    expect(router.state.location.pathname).toBe('/ro/dashboard/change-pass');
  });
});
