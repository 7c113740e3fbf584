import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCartProduct } from '../../api/shop';
import { writeSession } from '../../app/session-store';
import { productFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

const inCart = (...lines: [id: number, cnt: number][]) =>
  localStorage.setItem(
    'cart',
    JSON.stringify(lines.map(([id, cnt]) => ({ ...toCartProduct(productFixture(id)), cnt }))),
  );

describe('shop checkout page', () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    delete (window as Window & { dataLayer?: unknown }).dataLayer;
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('shows the cart lines', async () => {
    inCart([2, 1], [3, 2]);
    renderApp('/en/checkout');
    expect(await screen.findByText(productFixture(2).title)).toBeVisible();
    expect(screen.getByText(productFixture(3).title)).toBeVisible();
  });

  it('places a cash order and thanks the buyer; the cart is emptied', async () => {
    inCart([2, 1]);
    const { router } = renderApp('/en/checkout');
    await screen.findByText(productFixture(2).title);
    await userEvent.type(screen.getByLabelText(/phone/i), '69123456');
    await userEvent.type(screen.getByLabelText(/^city/i), 'Chisinau');
    // Picked up at the shop: no address to type.
    await userEvent.click(screen.getByRole('radio', { name: /shop pickup/i }));
    await userEvent.click(screen.getByRole('radio', { name: /cash/i }));
    await userEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    await userEvent.click(screen.getByRole('button', { name: /place|order/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/checkout-success'));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([]);
  });

  it('says what is missing and keeps what was typed', async () => {
    inCart([2, 1]);
    renderApp('/en/checkout');
    await screen.findByText(productFixture(2).title);
    await userEvent.type(screen.getByLabelText(/^city/i), 'Bălți');
    await userEvent.click(screen.getByRole('button', { name: /place|order/i }));
    expect(await screen.findByLabelText(/phone/i)).toHaveAttribute('aria-invalid', 'true');
    // The default delivery is a courier: it needs the street.
    expect(screen.getByLabelText(/^street/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^city/i)).toHaveValue('Bălți');
  });

  it('asks the server for new totals when the cart loses a line, with the lines left', async () => {
    inCart([2, 1], [3, 2]);
    const quoted: unknown[] = [];
    const usual = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (new URL(request.url).pathname.endsWith('/orders/quote/')) {
        quoted.push((await request.clone().json()).items);
      }
      return usual(input, init);
    });
    renderApp('/en/checkout');
    const removed = productFixture(3).title;
    await userEvent.click(
      await screen.findByRole('button', { name: `Remove ${removed} from the cart` }),
    );

    await waitFor(() => expect(quoted.at(-1)).toEqual([{ id: 2, cnt: 1 }]));
    expect(quoted[0]).toEqual([
      { id: 2, cnt: 1 },
      { id: 3, cnt: 2 },
    ]);
  });

  it('begins the checkout for analytics once, on entering, with the lines (spec 7.5)', async () => {
    inCart([2, 3]);
    renderApp('/en/checkout');
    await screen.findByText(productFixture(2).title);

    const entries = () =>
      (
        (window as Window & { dataLayer?: { event?: string; ecommerce?: unknown }[] }).dataLayer ??
        []
      ).filter((entry) => entry.event === 'begin_checkout');
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(entries()[0]?.ecommerce).toMatchObject({
      items: [{ item_id: '2', quantity: 3 }],
    });
  });
});
