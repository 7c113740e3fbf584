import { renderWithProviders } from '@academy/ui/test/render';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('sends the passwords with the token; a server error shows the failure, then a retry succeeds', async () => {
    const calls: { auth: string | null; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (request.url.includes('auth/sessions/')) return answer(200, []);
      if (!request.url.includes('auth/users/set_password/')) return answer(404, {});
      calls.push({ auth: request.headers.get('Authorization'), body: await request.json() });
      return calls.length === 1 ? answer(503, { detail: 'Unavailable.' }) : answer(204);
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

  it('says a wrong current password at its field, then changes it with the right one', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ro/dashboard/change-pass');
    await user.type(await screen.findByLabelText('Parola actuală'), 'not-the-password');
    await user.type(screen.getByLabelText('Parola nouă'), 'Lift2026!');
    await user.type(screen.getByLabelText('Repetați parola nouă'), 'Lift2026!');
    await user.click(screen.getByRole('button', { name: 'Salvează parola' }));
    const current = screen.getByLabelText('Parola actuală');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Parola actuală nu este corectă');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(current);
    await user.type(current, accountPasswordFixture);
    await user.click(screen.getByRole('button', { name: 'Salvează parola' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Parola a fost schimbată');
    expect(router.state.location.pathname).toBe('/ro/dashboard/change-pass');
  });
});

describe('signed-in devices on the change-password page', () => {
  beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));
  afterEach(() => vi.restoreAllMocks());

  it('lists this browser and a phone; logging out the other devices asks first', async () => {
    const user = userEvent.setup();
    renderApp('/en/dashboard/change-pass');
    const devices = await screen.findByRole('region', { name: 'Signed-in devices' });
    const rows = await within(devices).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome on Windows\s*This device/),
      expect.stringMatching(/^Samsung Internet on Android/),
    ]);
    await user.click(within(devices).getByRole('button', { name: 'Log out other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out every other device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out other devices' }));
    expect(await within(devices).findByRole('status')).toHaveTextContent(
      'Every other device has been logged out.',
    );
    expect(within(devices).getAllByRole('listitem')).toHaveLength(1);
    expect(within(devices).getByText('Your account is open on this device only.')).toBeVisible();
  });

  it('loads the devices again after the password changed (the server logged the others out)', async () => {
    const user = userEvent.setup();
    const fetched = vi.spyOn(globalThis, 'fetch');
    const listCalls = () =>
      fetched.mock.calls.filter(([input]) => (input as Request).url.endsWith('/auth/sessions/'))
        .length;
    renderApp('/en/dashboard/change-pass');
    await screen.findAllByRole('listitem');
    expect(listCalls()).toBe(1);
    await user.type(screen.getByLabelText('Current password'), accountPasswordFixture);
    await user.type(screen.getByLabelText('New password'), 'Lift2026!');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Lift2026!');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText(/The password has been changed/)).toBeVisible();
    await waitFor(() => expect(listCalls()).toBe(2));
  });
});
