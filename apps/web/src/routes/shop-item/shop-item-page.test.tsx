import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import { productFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('shop product page', () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('shows the product and adds the chosen quantity to the cart', async () => {
    renderApp('/en/shop-item/2');
    const title = productFixture(2).title;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /increase/i }));
    await userEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ id: 2, cnt: 2 }]),
    );
  });

  it('goes Home for a product that is missing', async () => {
    const { router } = renderApp('/en/shop-item/999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('goes Home for a user without a country', async () => {
    writeSession({ ...sessionFixture, profile: { ...sessionFixture.profile, city: '' } });
    const { router } = renderApp('/en/shop-item/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});
