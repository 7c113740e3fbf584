import { CART_SYNC_DELAY_MS, type CartActorRef, type SessionActorRef } from '@academy/machines';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCartProduct } from '../api/shop';
import { productFixture, sessionFixture } from '../mocks/fixtures';
import { setServerCart } from '../mocks/handlers';
import { useRunningCart } from './cart-actor';
import { CartProvider } from './cart-provider';
import { useRunningSession } from './session-actor';
import { SessionProvider } from './session-provider';
import { writeSession } from './session-store';

/** The actors the providers made, handed to the test. */
const actors: { cart?: CartActorRef; session?: SessionActorRef } = {};
function Probe() {
  actors.cart = useRunningCart();
  actors.session = useRunningSession();
  return null;
}

/** The app's two providers alone. */
function renderProviders() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <CartProvider>
              <Probe />
            </CartProvider>
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: ['/ro/dashboard/courses'] },
  );
  render(<RouterProvider router={router} />);
  return {
    cart: () => actors.cart as CartActorRef,
    session: () => actors.session as SessionActorRef,
  };
}

/** Every call the app made to `/cart/`, by method. */
function cartCalls() {
  const calls: { method: string; body: unknown }[] = [];
  const usual = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (new URL(request.url).pathname.endsWith('/api/cart/')) {
      const body = request.method === 'PUT' ? await request.clone().json() : null;
      calls.push({ method: request.method, body });
    }
    return usual(input, init);
  });
  return { calls, puts: () => calls.filter((call) => call.method === 'PUT'), spy };
}

const lines = (cart: CartActorRef) =>
  cart.getSnapshot().context.items.map(({ id, cnt, title }) => ({ id, cnt, title }));
const line = (id: number, cnt: number) => ({ ...toCartProduct(productFixture(id)), cnt });
const settled = () => new Promise((resolve) => setTimeout(resolve, CART_SYNC_DELAY_MS + 400));

describe('cart provider: the cart kept on the server for a logged-in user', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setServerCart([]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as Window & { dataLayer?: unknown }).dataLayer;
  });

  it('joins the server cart at start (details fetched for the lines it lacks) and sends the result back', async () => {
    setServerCart([
      { id: 3, cnt: 1 },
      { id: 1, cnt: 2 },
    ]);
    localStorage.setItem('cart', JSON.stringify([line(1, 3)]));
    writeSession(sessionFixture);
    const { puts } = cartCalls();
    const { cart } = renderProviders();
    // Ids descending, the larger quantity; product 3 came with its details from the shop.
    await waitFor(() =>
      expect(lines(cart())).toEqual([
        { id: 3, cnt: 1, title: productFixture(3).title },
        { id: 1, cnt: 3, title: productFixture(1).title },
      ]),
    );
    expect(cart().getSnapshot().context.items[0]).toMatchObject({ price: 850, price_ro: 221 });
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 3000 });
    expect(puts()[0]?.body).toEqual({
      items: [
        { id: 3, cnt: 1 },
        { id: 1, cnt: 3 },
      ],
    });
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(2);
  });

  it('sends a burst of changes as one call; a failed call is tried again with the newest lines', async () => {
    writeSession(sessionFixture);
    const { cart } = renderProviders();
    await waitFor(() => expect(cart()).toBeDefined());
    await settled(); // the merge at start and its call
    const { puts, spy } = cartCalls();

    cart().send({ type: 'cart.add', product: toCartProduct(productFixture(2)) });
    cart().send({ type: 'cart.increment', id: 2 });
    cart().send({ type: 'cart.increment', id: 2 });
    await settled();
    expect(puts().map((call) => call.body)).toEqual([{ items: [{ id: 2, cnt: 3 }] }]);

    // The server fails: nothing to see; the call is tried again after a wait, with the lines of
    // the change made meanwhile.
    const usual = spy.getMockImplementation();
    spy.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      return request.method === 'PUT'
        ? Response.json({ detail: 'Server error' }, { status: 500 })
        : (usual?.(input, init) ?? fetch(input, init));
    });
    cart().send({ type: 'cart.decrement', id: 2 });
    await settled();
    spy.mockImplementation(usual ?? fetch);
    const failed = puts().length;
    cart().send({ type: 'cart.add', product: toCartProduct(productFixture(4)) });
    await settled();
    expect(puts().length).toBe(failed + 1);
    // The lines in the cart's order (the server keeps them ids descending).
    expect(puts().at(-1)?.body).toEqual({
      items: [
        { id: 2, cnt: 2 },
        { id: 4, cnt: 1 },
      ],
    });
  });

  it('logged out: never calls the server; a login joins the two carts', async () => {
    localStorage.setItem('cart', JSON.stringify([line(2, 1)]));
    setServerCart([{ id: 4, cnt: 2 }]);
    const { calls, puts } = cartCalls();
    const { cart, session } = renderProviders();
    cart().send({ type: 'cart.increment', id: 2 });
    await settled();
    expect(calls).toEqual([]);

    session().send({ type: 'session.login', ...sessionFixture });
    await waitFor(() =>
      expect(lines(cart()).map(({ id, cnt }) => ({ id, cnt }))).toEqual([
        { id: 4, cnt: 2 },
        { id: 2, cnt: 2 },
      ]),
    );
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 3000 });
  });

  it('a failed shop load empties the cart and logs out, and sends nothing (spec 4, 8)', async () => {
    writeSession(sessionFixture);
    localStorage.setItem('cart', JSON.stringify([line(2, 1)]));
    const { cart, session } = renderProviders();
    await settled();
    const { puts } = cartCalls();
    cart().send({ type: 'cart.increment', id: 2 });
    cart().send({ type: 'shop.loadFailed' });
    await waitFor(() => expect(session().getSnapshot().context.token).toBe(''));
    await settled();
    expect(lines(cart())).toEqual([]);
    expect(puts()).toEqual([]);
  });

  it('counts what a person adds and removes for analytics (spec 7.5), not the merge', async () => {
    writeSession(sessionFixture);
    setServerCart([{ id: 4, cnt: 1 }]);
    const { cart } = renderProviders();
    await waitFor(() => expect(lines(cart())).toHaveLength(1));
    const events = () =>
      ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event,
      );
    expect(events()).toEqual([]);

    cart().send({ type: 'cart.add', product: toCartProduct(productFixture(2)), cnt: 2 });
    cart().send({ type: 'cart.decrement', id: 2 });
    cart().send({ type: 'cart.remove', id: 4 });
    const item = (id: number, quantity: number) => ({
      item_id: String(id),
      item_name: productFixture(id).title,
      price: productFixture(id).price,
      quantity,
    });
    expect(events()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'MDL', value: 1174, items: [item(2, 2)] },
      },
      {
        event: 'remove_from_cart',
        ecommerce: { currency: 'MDL', value: 587, items: [item(2, 1)] },
      },
      {
        event: 'remove_from_cart',
        ecommerce: { currency: 'MDL', value: 349, items: [item(4, 1)] },
      },
    ]);
  });
});
