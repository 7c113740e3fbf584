import { CART_MAX_QUANTITY } from '@academy/contract/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { CART_ADDED_FEEDBACK_MS } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import { type CartEvent, type CartInput, cartMachine } from './cart.machine';
import {
  type CartItem,
  cartCurrencyForCity,
  cartCurrencyOfMarket,
  cartLine,
  cartTotals,
  clampQuantity,
  inactiveCartItems,
  mergeCartItems,
  sortCartItemsForShop,
} from './cart.rules';
import {
  selectCart,
  selectCartAddButton,
  selectCartSummary,
  selectCartSummaryAtStart,
} from './cart.selectors';

const cream = { id: 1, title: 'Cream', price: 100, price_ro: 20, price_ru: 500 };
const serum = { id: 7, title: 'Serum', price: 55.55, price_ro: 10.04, price_ru: 300 };
const peel = { id: 15, title: 'Peel', price: 90, price_ro: 20, price_ru: 450 };
const line = (product: typeof cream, cnt = 1): CartItem => ({ ...product, cnt, userId: null });

/** A stock check that never settles, so a test decides when it ends. */
const pendingCheck = fromPromise<number[], { ids: number[] }>(() => new Promise(() => {}));

function start(input: CartInput, options: Parameters<typeof cartMachine.provide>[0] = {}) {
  return createTestActor(cartMachine.provide(options), { input }).start();
}

describe('cart rules', () => {
  it('picks the currency from the profile city', () => {
    expect(cartCurrencyForCity('Moldova')).toBe('MDL');
    expect(cartCurrencyForCity('Romania')).toBe('LEI');
    expect(cartCurrencyForCity('Russian Federation')).toBe('RUB');
    expect(cartCurrencyForCity('France')).toBe('RUB');
    expect(cartCurrencyForCity(null)).toBe('RUB');
  });

  it('totals each market with its own price field, rounded to one decimal', () => {
    const items = [line(cream, 2), line(serum, 3)];
    const totals = cartTotals(items, { city: 'Moldova', isClient: false });
    // Lines rounded first, as the server does: 200 + 166.6 (3 × 55.55 = 166.64999…) = 366.6;
    // 40 + 30.1 = 70.1
    expect(totals.byCurrency).toEqual({ MDL: 366.6, LEI: 70.1, RUB: 1900 });
    expect(totals).toMatchObject({ currency: 'MDL', total: 366.6, count: 5 });
    expect(cartTotals(items, { city: 'Romania', isClient: false }).total).toBe(70.1);
    expect(cartTotals(items, { city: 'Spain', isClient: false }).total).toBe(1900);
  });

  it('uses the client price set for clients, a missing price counting as 0', () => {
    const item: CartItem = { id: 3, cnt: 2, price: 100, client_price: 80, client_price_ro: null };
    expect(cartTotals([item], { city: 'Moldova', isClient: true }).total).toBe(160);
    expect(cartTotals([item], { city: 'Romania', isClient: true }).total).toBe(0);
  });

  it("labels an order's market in the cart's currency, Russia's for any other", () => {
    expect(cartCurrencyOfMarket('md')).toBe('MDL');
    expect(cartCurrencyOfMarket('ro')).toBe('LEI');
    expect(cartCurrencyOfMarket('ru')).toBe('RUB');
    expect(cartCurrencyOfMarket('toString')).toBe('RUB');
    expect(cartCurrencyOfMarket(null)).toBe('RUB');
  });

  it('prices one line: the unit price in the currency and the total rounded to one decimal', () => {
    expect(cartLine(line(serum, 3), 'MDL', false)).toEqual({
      id: 7,
      title: 'Serum',
      image: null,
      cnt: 3,
      unitPrice: 55.55,
      // 55.55 × 3 is 166.64999999999998: rounded as the server rounds an order line.
      lineTotal: 166.6,
    });
    const client = { id: 3, cnt: 2, client_price_ro: 12.5, image_thumbnail: '/c.jpg' };
    expect(cartLine(client, 'LEI', true)).toMatchObject({
      title: null,
      image: '/c.jpg',
      lineTotal: 25,
    });
  });

  it("merges the server's cart: the union, the larger quantity, ids descending, details kept", () => {
    const local = [line(cream, 3), { id: 4, cnt: 1, title: 'Mask' }];
    const server = [
      { ...line(serum, 2), userId: 9 },
      { id: 4, cnt: 2, price: 40 },
      { id: 1, cnt: 1 },
    ];

    expect(mergeCartItems(local, server)).toEqual([
      { ...serum, cnt: 2, userId: 9 },
      { id: 4, cnt: 2, title: 'Mask', price: 40 },
      { ...cream, cnt: 3, userId: null },
    ]);
    expect(mergeCartItems([], [])).toEqual([]);
  });

  it('names the checked lines a stock check reported inactive', () => {
    const items = [line(cream), line(serum), { id: 12, cnt: 1 }];
    expect(inactiveCartItems(items, [1, 7], [7]).map((item) => item.id)).toEqual([1]);
  });

  it('keeps quantities whole and at least 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
    // The server takes at most CART_MAX_QUANTITY of one product.
    expect(clampQuantity(CART_MAX_QUANTITY + 5)).toBe(CART_MAX_QUANTITY);
  });

  it('sorts shop-list items by id descending', () => {
    const sorted = sortCartItemsForShop([line(cream), line(serum), { id: 4, cnt: 1 }]);
    expect(sorted.map((item) => item.id)).toEqual([7, 4, 1]);
  });
});

describe('cartMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restores the stored cart, quantities clamped', () => {
    const actor = start({ isLoggedIn: true, items: [line(cream, 0)] });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.items).toEqual([line(cream, 1)]);
  });

  it('adds an absent product and persists the cart', () => {
    const persistCart = vi.fn();
    const actor = start({ isLoggedIn: true }, { actions: { persistCart } });

    actor.send({ type: 'cart.add', product: cream, cnt: 2, userId: 9 });

    expect(actor.getSnapshot().context.items).toEqual([{ ...cream, cnt: 2, userId: 9 }]);
    expect(persistCart).toHaveBeenCalledWith(expect.anything(), {
      items: [{ ...cream, cnt: 2, userId: 9 }],
    });
  });

  it('does not add a product already in the cart', () => {
    const persistCart = vi.fn();
    const actor = start(
      { isLoggedIn: true, items: [line(cream, 3)] },
      { actions: { persistCart } },
    );

    actor.send({ type: 'cart.add', product: cream });

    expect(actor.getSnapshot().context.items).toEqual([line(cream, 3)]);
    expect(persistCart).not.toHaveBeenCalled();
  });

  it('does not add a product whose add is still being processed', () => {
    const actor = start({ isLoggedIn: true });
    actor.send({ type: 'cart.add', product: cream });
    actor.send({ type: 'cart.remove', id: cream.id });

    actor.send({ type: 'cart.add', product: cream });

    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it("shows 'added' for exactly CART_ADDED_FEEDBACK_MS after an add", () => {
    const actor = start({ isLoggedIn: true });
    actor.send({ type: 'cart.add', product: cream });
    expect(selectCartAddButton(actor.getSnapshot(), cream.id).state).toBe('added');

    vi.advanceTimersByTime(CART_ADDED_FEEDBACK_MS - 1);
    expect(selectCartAddButton(actor.getSnapshot(), cream.id)).toEqual({
      state: 'added',
      labelKey: 'cart.added',
    });
    vi.advanceTimersByTime(1);
    expect(selectCartAddButton(actor.getSnapshot(), cream.id).state).toBe('inCart');
    expect(selectCartAddButton(actor.getSnapshot(), serum.id).state).toBe('idle');
  });

  it('removes only a product in the cart', () => {
    const persistCart = vi.fn();
    const actor = start(
      { isLoggedIn: true, items: [line(cream), line(serum)] },
      { actions: { persistCart } },
    );

    actor.send({ type: 'cart.remove', id: 99 });
    expect(persistCart).not.toHaveBeenCalled();
    actor.send({ type: 'cart.remove', id: cream.id });

    expect(actor.getSnapshot().context.items).toEqual([line(serum)]);
    expect(persistCart).toHaveBeenCalledOnce();
  });

  it('changes quantity only for a product in the cart and never below 1', () => {
    const persistCart = vi.fn();
    const actor = start(
      { isLoggedIn: true, items: [line(cream, 2)] },
      { actions: { persistCart } },
    );

    actor.send({ type: 'cart.setQuantity', id: 99, cnt: 5 });
    actor.send({ type: 'cart.increment', id: 99 });
    expect(persistCart).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.items).toEqual([line(cream, 2)]);

    actor.send({ type: 'cart.setQuantity', id: cream.id, cnt: 5 });
    expect(actor.getSnapshot().context.items[0]?.cnt).toBe(5);
    actor.send({ type: 'cart.increment', id: cream.id });
    expect(actor.getSnapshot().context.items[0]?.cnt).toBe(6);
    actor.send({ type: 'cart.setQuantity', id: cream.id, cnt: 0 });
    expect(actor.getSnapshot().context.items[0]?.cnt).toBe(1);
    actor.send({ type: 'cart.decrement', id: cream.id });
    expect(actor.getSnapshot().context.items[0]?.cnt).toBe(1);
    expect(persistCart).toHaveBeenCalledTimes(4);
  });

  it('drops the items a stock check reports inactive, keeping ones added meanwhile', async () => {
    const persistCart = vi.fn();
    let resolve: (ids: number[]) => void = () => {};
    const checkStock = fromPromise<number[], { ids: number[] }>(({ input }) => {
      expect(input.ids).toEqual([cream.id, serum.id]);
      return new Promise((r) => (resolve = r));
    });
    const actor = start(
      { isLoggedIn: true, items: [line(cream), line(serum)] },
      { actors: { checkStock }, actions: { persistCart } },
    );

    actor.send({ type: 'cart.checkStock' });
    expect(actor.getSnapshot().value).toBe('checkingStock');
    expect(selectCart(actor.getSnapshot()).isCheckingStock).toBe(true);
    actor.send({ type: 'cart.add', product: { id: 12, price: 1 } });
    resolve([serum.id]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));

    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([serum.id, 12]);
    expect(persistCart).toHaveBeenLastCalledWith(expect.anything(), {
      items: actor.getSnapshot().context.items,
    });
  });

  it('keeps the cart when the stock check fails', async () => {
    const checkStock = fromPromise<number[], { ids: number[] }>(async () => {
      throw new Error('offline');
    });
    const actor = start({ isLoggedIn: true, items: [line(cream)] }, { actors: { checkStock } });

    actor.send({ type: 'cart.checkStock' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));

    expect(actor.getSnapshot().context.items).toEqual([line(cream)]);
  });

  it('skips the stock check of an empty cart', () => {
    const actor = start({ isLoggedIn: true }, { actors: { checkStock: pendingCheck } });
    actor.send({ type: 'cart.checkStock' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  /** A cart of cream and serum whose stock check answered that only the serum is active. */
  async function afterDroppingCream(options: Parameters<typeof cartMachine.provide>[0] = {}) {
    const checkStock = fromPromise<number[], { ids: number[] }>(async () => [serum.id]);
    const actor = start(
      { isLoggedIn: true, items: [line(cream), line(serum)] },
      { ...options, actors: { checkStock } },
    );
    actor.send({ type: 'cart.checkStock' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    return actor;
  }

  it('names the lines a stock check dropped, for the view to say which', async () => {
    const actor = await afterDroppingCream();

    expect(actor.getSnapshot().context.droppedItems).toEqual([{ id: cream.id, title: 'Cream' }]);
    expect(selectCart(actor.getSnapshot())).toMatchObject({
      droppedTitles: ['Cream'],
      droppedMessageKey: 'cart.droppedItems',
    });
  });

  it('names an untitled dropped line by its number', async () => {
    const checkStock = fromPromise<number[], { ids: number[] }>(async () => []);
    const actor = start(
      { isLoggedIn: true, items: [{ id: 5, cnt: 1 }] },
      { actors: { checkStock } },
    );
    actor.send({ type: 'cart.checkStock' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.items).toEqual([]));

    expect(selectCart(actor.getSnapshot()).droppedTitles).toEqual(['#5']);
  });

  it('keeps the note through a later check that drops nothing', async () => {
    const persistCart = vi.fn();
    const actor = await afterDroppingCream({ actions: { persistCart } });
    persistCart.mockClear();

    actor.send({ type: 'cart.checkStock' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));

    expect(selectCart(actor.getSnapshot()).droppedTitles).toEqual(['Cream']);
    expect(persistCart).not.toHaveBeenCalled();
  });

  it('drops the note when the user dismisses it', async () => {
    const actor = await afterDroppingCream();

    actor.send({ type: 'cart.dismissDropped' });

    expect(selectCart(actor.getSnapshot())).toMatchObject({
      droppedItems: [],
      droppedTitles: [],
      droppedMessageKey: null,
    });
    expect(actor.getSnapshot().context.items).toEqual([line(serum)]);
  });

  it.each([
    { type: 'cart.add', product: cream },
    { type: 'cart.remove', id: serum.id },
    { type: 'cart.setQuantity', id: serum.id, cnt: 4 },
    { type: 'cart.increment', id: serum.id },
    { type: 'cart.decrement', id: serum.id },
    { type: 'cart.clear' },
    { type: 'shop.loadFailed' },
  ] as CartEvent[])('drops the note on the next change: $type', async (event) => {
    const actor = await afterDroppingCream();

    actor.send(event);

    expect(actor.getSnapshot().context.droppedItems).toEqual([]);
  });

  it('keeps the note through events that change no line', async () => {
    const actor = await afterDroppingCream();

    actor.send({ type: 'cart.remove', id: 99 });
    actor.send({ type: 'cart.add', product: serum });
    actor.send({ type: 'session.change', isLoggedIn: true, city: 'Romania' });

    expect(actor.getSnapshot().context.droppedItems).toHaveLength(1);
  });

  it('tells analytics what a person adds and removes, not a merge, a stock drop or a clear', async () => {
    const trackChanges = vi.fn();
    const actor = await afterDroppingCream({ actions: { trackChanges } });
    expect(trackChanges).not.toHaveBeenCalled();

    actor.send({ type: 'cart.add', product: cream, cnt: 2, userId: 9 });
    actor.send({ type: 'cart.increment', id: serum.id });
    actor.send({ type: 'cart.decrement', id: serum.id });
    actor.send({ type: 'cart.setQuantity', id: cream.id, cnt: 5 });
    actor.send({ type: 'cart.remove', id: serum.id });
    actor.send({ type: 'cart.merge', items: [line(peel)] });
    actor.send({ type: 'cart.clear' });

    const changes = trackChanges.mock.calls.map(([, { changes }]) =>
      changes.map((change: { item: CartItem; quantity: number }) => [
        change.item.id,
        change.quantity,
      ]),
    );
    expect(changes).toEqual([[[1, 2]], [[7, 1]], [[7, -1]], [[1, 3]], [[7, -1]]]);
  });

  it('tells analytics nothing for a change that changes nothing', () => {
    const trackChanges = vi.fn();
    const actor = start(
      { isLoggedIn: false, items: [line(cream, 1)] },
      { actions: { trackChanges } },
    );

    actor.send({ type: 'cart.decrement', id: cream.id });
    actor.send({ type: 'cart.setQuantity', id: cream.id, cnt: 1 });

    expect(trackChanges).not.toHaveBeenCalled();
  });

  it('merges the server-kept cart at login and keeps the result', () => {
    const persistCart = vi.fn();
    const actor = start({ isLoggedIn: true, items: [line(serum)] }, { actions: { persistCart } });

    actor.send({ type: 'cart.merge', items: [line(cream, 2), line(serum, 4)] });

    const merged = [line(cream, 2), line(serum, 4)].sort((a, b) => b.id - a.id);
    expect(actor.getSnapshot().context.items).toEqual(merged);
    expect(persistCart).toHaveBeenCalledExactlyOnceWith(expect.anything(), { items: merged });
    expect(selectCart(actor.getSnapshot()).count).toBe(6);
  });

  it('does not bring back, from an older server copy, a line the stock check just dropped', async () => {
    const persistCart = vi.fn();
    const actor = await afterDroppingCream({ actions: { persistCart } });
    persistCart.mockClear();

    actor.send({ type: 'cart.merge', items: [line(cream, 2), line(serum, 4)] });

    expect(actor.getSnapshot().context.items).toEqual([line(serum, 4)]);
    expect(persistCart).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
      items: [line(serum, 4)],
    });
    expect(selectCart(actor.getSnapshot()).droppedTitles).toEqual(['Cream']);
  });

  it('keeps a merged cart local while logged out', () => {
    const persistCart = vi.fn();
    const actor = start({ isLoggedIn: false }, { actions: { persistCart } });

    actor.send({ type: 'cart.merge', items: [line(serum)] });

    expect(actor.getSnapshot().context.items).toEqual([line(serum)]);
    expect(persistCart).toHaveBeenCalledOnce();
  });

  it('clears the cart and logs out when the shop load fails for a logged-in user', () => {
    const logout = vi.fn();
    const persistCart = vi.fn();
    const actor = start(
      { isLoggedIn: true, items: [line(cream)] },
      { actions: { logout, persistCart }, actors: { checkStock: pendingCheck } },
    );
    actor.send({ type: 'cart.checkStock' });

    actor.send({ type: 'shop.loadFailed' });

    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(persistCart).toHaveBeenCalledWith(expect.anything(), { items: [] });
    expect(logout).toHaveBeenCalledOnce();
  });

  it('ignores a failed shop load for a visitor', () => {
    const logout = vi.fn();
    const actor = start({ isLoggedIn: false, items: [line(cream)] }, { actions: { logout } });

    actor.send({ type: 'shop.loadFailed' });

    expect(logout).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.items).toEqual([line(cream)]);
  });

  it('follows the session for currency, client prices and the logout rule', () => {
    const logout = vi.fn();
    const actor = start(
      { isLoggedIn: false, city: 'Moldova', items: [{ ...line(cream), client_price_ro: 15 }] },
      { actions: { logout } },
    );
    expect(selectCart(actor.getSnapshot())).toMatchObject({ currency: 'MDL', total: 100 });
    expect(selectCartSummary(actor.getSnapshot())).toEqual({
      count: 1,
      currency: 'MDL',
      total: 100,
    });

    actor.send({ type: 'session.change', isLoggedIn: true, city: 'Romania', isClient: true });
    expect(selectCart(actor.getSnapshot())).toMatchObject({ currency: 'LEI', total: 15 });
    actor.send({ type: 'session.change', isLoggedIn: true });
    expect(selectCart(actor.getSnapshot())).toMatchObject({ currency: 'LEI', total: 15 });

    actor.send({ type: 'shop.loadFailed' });
    expect(logout).toHaveBeenCalledOnce();
  });

  it('summarises at start what its first snapshot shows (the header draws it before the machine loads)', () => {
    const inputs: CartInput[] = [
      {
        isLoggedIn: true,
        city: 'Romania',
        isClient: true,
        items: [line(cream, 2), line(serum, 0)],
      },
      { isLoggedIn: false, items: [{ ...line(peel), cnt: CART_MAX_QUANTITY + 5 }] },
      { isLoggedIn: false },
    ];
    for (const input of inputs) {
      expect(selectCartSummaryAtStart(input)).toEqual(
        selectCartSummary(start(input).getSnapshot()),
      );
    }
    expect(selectCartSummaryAtStart(inputs[0] as CartInput)).toMatchObject({
      count: 3,
      currency: 'LEI',
    });
  });

  it('empties on clear and lists items newest id first', () => {
    const actor = start({ isLoggedIn: true, items: [line(cream), line(serum)] });
    expect(selectCart(actor.getSnapshot()).items.map((item) => item.id)).toEqual([7, 1]);
    actor.send({ type: 'cart.clear' });
    expect(selectCart(actor.getSnapshot())).toMatchObject({ isEmpty: true, total: 0, count: 0 });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input: CartInput = { isLoggedIn: true, items: [line(cream)] };
    const events = [
      { type: 'cart.checkStock' },
      { type: 'xstate.done.actor.checkStock', output: [cream.id] },
      { type: 'shop.loadFailed' },
    ] as unknown as CartEvent[];
    const paths = getShortestPaths(cartMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });

    for (const path of paths) {
      const actor = start(input, { actors: { checkStock: pendingCheck } });
      for (const step of path.steps.filter((s) => !s.event.type.startsWith('xstate.init'))) {
        actor.send(step.event);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual(['checkingStock', 'ready']);
  });
});
