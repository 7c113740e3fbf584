import { renderWithProviders } from '@academy/ui/test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appNamespaces } from '../../i18n';
import { routes } from '../router';

const TOKEN = 'a1b2c3d4e5f6a7b8c9d0';

async function submitNewPassword(path: string) {
  const user = userEvent.setup();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { namespaces: appNamespaces });
  await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Lift2025!');
  await user.type(screen.getByLabelText('Repeat the new password'), 'Lift2025!');
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
  return router;
}

function answerResetConfirm(status: number) {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (!request.url.includes('/en/api/password_reset/confirm/')) {
      return new Response('{}', { status: 404 });
    }
    bodies.push(await request.json());
    return new Response(status === 200 ? '{"status":"OK"}' : '{"detail":"invalid"}', { status });
  });
  return bodies;
}

describe('reset page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the token of the URL with the new password, then offers the login', async () => {
    const bodies = answerResetConfirm(200);
    await submitNewPassword(`/en/reset/${TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(bodies).toEqual([{ token: TOKEN, password: 'Lift2025!' }]);
    const card = screen.getByRole('region', { name: 'New password' });
    expect(within(card).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
  });

  it('asks for a new link when the server refuses the link', async () => {
    answerResetConfirm(400);
    await submitNewPassword(`/en/reset/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
  });
});
