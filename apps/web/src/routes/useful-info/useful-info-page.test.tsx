import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import { sessionFixture, usefulInfoFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('useful info pages', { timeout: 15_000 }, () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('lists the pages in the dashboard; a card opens its page with the sanitized text', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ro/dashboard/useful-info');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informații utile' }),
    ).toBeVisible();
    const [first] = usefulInfoFixture;
    await user.click(await screen.findByRole('link', { name: first?.title }));
    expect(await screen.findByRole('heading', { level: 1, name: first?.title })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/ro/useful-info/${first?.id}`);
    expect(screen.getByText('Lista de verificare înainte de fiecare pacient.')).toBeVisible();
    // The text's h3 comes under the page's h1 as an h2.
    expect(screen.getByRole('heading', { level: 2, name: 'Sterilizarea' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Informații utile' })).toHaveAttribute(
      'href',
      '/ro/dashboard/useful-info',
    );
  });

  it('sends a missing page back to the list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp('/ro/useful-info/999');
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/ro/dashboard/useful-info'),
    );
  });

  it('sends a visitor to login with the page as the redirect', async () => {
    sessionStorage.clear();
    const { router } = renderApp('/ro/useful-info/1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ro/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/ro/useful-info/1')}`,
    );
  });
});
