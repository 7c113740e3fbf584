import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountPasswordFixture, meFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

async function logIn(path: string, password: string) {
  const user = userEvent.setup();
  const view = renderApp(path);
  await user.type(await screen.findByLabelText('E-mail'), meFixture.username);
  await user.type(screen.getByLabelText('Parola'), password);
  await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
  return view;
}

describe('login page', { timeout: 15_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the translated failure and locks the button when the server refuses (spec 8)', async () => {
    const { router } = await logIn('/ro/login', 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Date invalide');
    expect(screen.getByRole('button', { name: 'Intră în cont' })).toBeDisabled();
    expect(screen.getByLabelText('Parola')).toHaveValue('');
    expect(sessionStorage.getItem('session')).toBeNull();
    expect(router.state.location.pathname).toBe('/ro/login');
  });

  it('logs the demo account in and goes to the redirect target (spec 2.8)', async () => {
    const { router } = await logIn(
      `/ro/login?redirect=${encodeURIComponent('/ro/dashboard/change-pass')}`,
      accountPasswordFixture,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ro/dashboard/change-pass'));
    expect(JSON.parse(sessionStorage.getItem('session') ?? '{}')).toMatchObject({
      token: sessionFixture.token,
      user: { id: meFixture.id },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schimbarea parolei' }),
    ).toBeVisible();
  });
});
