import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import { productsFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

const session = (profile: Partial<typeof sessionFixture.profile>) =>
  writeSession({ ...sessionFixture, profile: { ...sessionFixture.profile, ...profile } });

describe('shop listing page', () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('shows the Moldovan catalogue in MDL, sold-out products without a price', async () => {
    renderApp('/en/shop-category');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(productsFixture.length);
    const soldOut = screen.getByText('Fluid SPF 50').closest('article') as HTMLElement;
    expect(within(soldOut).getByText(/not in stock/i)).toBeVisible();
    expect(within(soldOut).getByRole('button', { name: /add/i })).toBeDisabled();
    expect(screen.getAllByText(/MDL/).length).toBeGreaterThan(0);
  });

  it('adds a product to the cart: the button says so, the cart keeps it', async () => {
    renderApp('/en/shop-category');
    const [card] = await screen.findAllByRole('article');
    if (!card) throw new Error('no product card');
    await userEvent.click(within(card).getByRole('button', { name: /add/i }));
    expect(await within(card).findByRole('button', { name: /added/i })).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1));
  });

  it('keeps the page and the filters in the URL', async () => {
    const { router } = renderApp('/en/shop-category?category=2');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(productsFixture.filter((p) => p.category === 2).length);
    expect(router.state.location.search).toBe('?category=2');
  });

  it('opens to a client the client catalogue: header, listing and product agree (issue 22)', async () => {
    session({ city: 'Russian Federation', type: 'other' });
    const user = userEvent.setup();
    renderApp('/en/shop-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cosmetics shop' })).toBeVisible();
    const header = within(screen.getAllByRole('banner')[0] as HTMLElement);
    expect(header.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/en/shop-category');
    expect(header.queryByRole('button', { name: /Shop/ })).toBeNull();
    const [card] = await screen.findAllByRole('article');
    if (!card) throw new Error('no product card');
    const title = within(card).getByRole('heading').textContent ?? '';
    const amount = card.querySelector('[data-slot="amount"]')?.textContent;
    const product = productsFixture.find((p) => p.title === title);
    expect(amount).toContain(
      new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(
        product?.client_price_ru ?? 0,
      ),
    );
    expect(amount).toMatch(/₽|RUB/);

    await user.click(within(card).getByRole('link', { name: title }));
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    const detail = heading.closest('article');
    expect(detail?.querySelector('[data-slot="amount"]')?.textContent).toBe(amount);
    expect(screen.queryByText(/not available in your region/i)).toBeNull();
  });

  it('tells a user outside the regions why the shop is closed', async () => {
    session({ city: 'Germany' });
    renderApp('/en/shop-category');
    expect(await screen.findByText(/not available in your region/i)).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
