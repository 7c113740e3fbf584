import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountPasswordFixture, meFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

/** The login form's "save login" checkbox (spec 2.8), in Romanian. */
const SAVE_LOGIN = 'Ține-mă minte';

async function logIn(path: string, password: string, options: { saveLogin?: boolean } = {}) {
  const user = userEvent.setup();
  const view = renderApp(path);
  await user.type(await screen.findByLabelText('E-mail'), meFixture.username);
  await user.type(screen.getByLabelText('Parola'), password);
  if (options.saveLogin) await user.click(screen.getByRole('checkbox', { name: SAVE_LOGIN }));
  await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
  return view;
}

describe('login page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

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
    expect(localStorage.getItem('session')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schimbarea parolei' }),
    ).toBeVisible();
  });

  it('keeps a saved login in local storage, where it survives closing the browser (spec 4)', async () => {
    const { router } = await logIn('/ro/login', accountPasswordFixture, { saveLogin: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ro/dashboard/courses'));
    expect(JSON.parse(localStorage.getItem('session') ?? '{}')).toMatchObject({
      token: sessionFixture.token,
      remember: true,
    });
    expect(sessionStorage.getItem('session')).toBeNull();
  });
});
