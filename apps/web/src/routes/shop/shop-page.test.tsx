import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSession } from '../../app/session-store';
import { productFixture, sessionFixture, shopCategoriesFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('shared shop links', () => {
  afterEach(() => sessionStorage.clear());

  it('a shared category asks a visitor to log in, coming back to it', async () => {
    renderApp('/en/shop/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: shopCategoriesFixture[1]?.name }),
    ).toBeVisible();
    const login = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.startsWith('/en/login?redirect='));
    expect(login).toHaveAttribute('href', `/en/login?redirect=${encodeURIComponent('/en/shop/2')}`);
  });

  it('a shared category opens in the listing for a logged-in reader', async () => {
    writeSession(sessionFixture);
    renderApp('/en/shop/2');
    await screen.findByRole('heading', { level: 1, name: shopCategoriesFixture[1]?.name });
    const open = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/en/shop-category?category=2');
    expect(open).toBeDefined();
  });

  it('a recommended product shows to a reader who may buy it, with its page', async () => {
    writeSession(sessionFixture);
    renderApp('/en/product/5/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: productFixture(2).title }),
    ).toBeVisible();
    const open = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/en/shop-item/2');
    expect(open).toBeDefined();
  });
});
