import type { CartEntry } from '@academy/contract/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { cartMachine } from '../cart/cart.machine';
import type { CartItem } from '../cart/cart.rules';
import {
  CART_SYNC_DELAY_MS,
  CART_SYNC_RETRIES,
  CART_SYNC_RETRY_FIRST_MS,
  CART_SYNC_RETRY_MAX_MS,
} from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import { type CartSyncUser, cartSyncMachine, type LoadServerCartInput } from './cart-sync.machine';
import { cartSyncBackoff, mayRetryCartSync } from './cart-sync.rules';

const ana: CartSyncUser = { id: 9, language: 'ro', profile: null };
const cream = { id: 1, title: 'Cream', price: 100 };
const serum = { id: 7, title: 'Serum', price: 55 };
const line = (product: typeof cream, cnt = 1): CartItem => ({ ...product, cnt, userId: null });

/** A call the test answers: each call waits until `settle` resolves or rejects it. */
function controlledCall<TOutput, TInput>() {
  const calls: { input: TInput; resolve: (value: TOutput) => void; reject: (e: Error) => void }[] =
    [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  return { calls, logic };
}

/** A real cart (logged in or not) and the sync that keeps its server copy. */
function start({
  items = [] as CartItem[],
  saveFails = false,
  save = undefined as
    | ReturnType<typeof controlledCall<unknown, { lines: CartEntry[] }>>
    | undefined,
} = {}) {
  const cart = createTestActor(cartMachine, { input: { items, isLoggedIn: true } }).start();
  const load = controlledCall<CartItem[], LoadServerCartInput>();
  const saved: CartEntry[][] = [];
  let failing = saveFails;
  const logError = vi.fn();
  const sync = createTestActor(
    cartSyncMachine.provide({
      actors: {
        loadServerCart: load.logic,
        saveServerCart:
          save?.logic ??
          fromPromise<unknown, { lines: CartEntry[] }>(async ({ input }) => {
            if (failing) throw new Error('503');
            saved.push(input.lines);
          }),
      },
      actions: { logError },
    }),
    { input: { cart, user: ana } },
  ).start();
  return {
    cart,
    sync,
    load,
    saved,
    logError,
    failSaves: (value: boolean) => {
      failing = value;
    },
    state: () => sync.getSnapshot().value,
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('cart sync rules', () => {
  it('waits twice as long after each failure, up to the max', () => {
    expect(cartSyncBackoff(1)).toBe(CART_SYNC_RETRY_FIRST_MS);
    expect(cartSyncBackoff(2)).toBe(2 * CART_SYNC_RETRY_FIRST_MS);
    expect(cartSyncBackoff(3)).toBe(4 * CART_SYNC_RETRY_FIRST_MS);
    expect(cartSyncBackoff(40)).toBe(CART_SYNC_RETRY_MAX_MS);
  });

  it('retries a limited number of times', () => {
    expect(mayRetryCartSync(0)).toBe(true);
    expect(mayRetryCartSync(CART_SYNC_RETRIES - 1)).toBe(true);
    expect(mayRetryCartSync(CART_SYNC_RETRIES)).toBe(false);
  });
});

describe('cartSyncMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("first joins the server's cart, then sends the joined lines back", async () => {
    const { cart, load, saved, state } = start({ items: [line(cream, 3)] });
    expect(state()).toBe('merging');
    expect(load.calls[0]?.input).toEqual({ local: [line(cream, 3)], user: ana });

    load.calls[0]?.resolve([line(serum, 2), { id: 1, cnt: 1 }]);
    await flush();

    expect(cart.getSnapshot().context.items.map(({ id, cnt }) => ({ id, cnt }))).toEqual([
      { id: 7, cnt: 2 },
      { id: 1, cnt: 3 },
    ]);
    expect(state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);
    expect(saved).toEqual([
      [
        { id: 7, cnt: 2 },
        { id: 1, cnt: 3 },
      ],
    ]);
    expect(state()).toBe('idle');
  });

  it('sends a burst of changes as one call, once they rest', async () => {
    const { cart, load, saved } = start();
    load.calls[0]?.resolve([]);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);
    saved.length = 0;

    cart.send({ type: 'cart.add', product: cream });
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS - 1);
    cart.send({ type: 'cart.increment', id: cream.id });
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS - 1);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    expect(saved).toEqual([[{ id: 1, cnt: 2 }]]);
  });

  it('sends a change made during a call in the next one', async () => {
    const save = controlledCall<unknown, { lines: CartEntry[] }>();
    const { cart, load, state } = start({ save });
    load.calls[0]?.resolve([]);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);
    expect(state()).toBe('saving');

    cart.send({ type: 'cart.add', product: serum });
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);
    expect(save.calls).toHaveLength(1); // one call at a time
    save.calls[0]?.resolve(null);
    await flush();
    expect(state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);

    expect(save.calls.map((call) => call.input.lines)).toEqual([[], [{ id: 7, cnt: 1 }]]);
  });

  it('tries a failed call again after a growing wait, the newest lines winning', async () => {
    const { cart, load, saved, state, failSaves, logError } = start({ saveFails: true });
    load.calls[0]?.resolve([]);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);
    expect(state()).toBe('retrying');
    expect(logError).toHaveBeenCalledOnce();

    cart.send({ type: 'cart.add', product: cream });
    await vi.advanceTimersByTimeAsync(CART_SYNC_RETRY_FIRST_MS);
    expect(state()).toBe('retrying'); // the second failure waits twice as long
    failSaves(false);
    await vi.advanceTimersByTimeAsync(2 * CART_SYNC_RETRY_FIRST_MS - 1);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    expect(saved).toEqual([[{ id: 1, cnt: 1 }]]);
    expect(state()).toBe('idle');
  });

  it('after its retries, waits for the next change, and loses no line', async () => {
    const { cart, load, saved, state, failSaves } = start({ saveFails: true });
    load.calls[0]?.resolve([]);
    cart.send({ type: 'cart.add', product: cream });
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);
    await vi.advanceTimersByTimeAsync(CART_SYNC_RETRIES * CART_SYNC_RETRY_MAX_MS);
    expect(state()).toBe('failure');

    failSaves(false);
    cart.send({ type: 'cart.add', product: serum });
    expect(state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);

    expect(saved).toEqual([
      [
        { id: 1, cnt: 1 },
        { id: 7, cnt: 1 },
      ],
    ]);
  });

  it("sends nothing before the server's cart has joined: a failed load is tried again", async () => {
    const { cart, load, saved, state } = start({ items: [line(cream)] });
    load.calls[0]?.reject(new Error('offline'));
    await flush();
    expect(state()).toBe('retrying');
    cart.send({ type: 'cart.add', product: serum });
    await vi.advanceTimersByTimeAsync(CART_SYNC_RETRY_FIRST_MS);

    expect(state()).toBe('merging');
    expect(saved).toEqual([]);
    expect(load.calls[1]?.input.local.map((item) => item.id)).toEqual([1, 7]);
    load.calls[1]?.resolve([{ ...line(serum), cnt: 4 }]);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);

    expect(saved).toEqual([
      [
        { id: 7, cnt: 4 },
        { id: 1, cnt: 1 },
      ],
    ]);
  });

  it('a load that keeps failing waits for the next change, and merges first then', async () => {
    const { cart, load, state } = start();
    for (let attempt = 0; attempt <= CART_SYNC_RETRIES; attempt += 1) {
      load.calls[attempt]?.reject(new Error('offline'));
      await vi.advanceTimersByTimeAsync(CART_SYNC_RETRY_MAX_MS);
    }
    expect(state()).toBe('failure');
    expect(load.calls).toHaveLength(CART_SYNC_RETRIES + 1);

    cart.send({ type: 'cart.add', product: cream });

    expect(state()).toBe('merging');
    expect(load.calls).toHaveLength(CART_SYNC_RETRIES + 2);
  });

  it('once stopped (a logout), sends nothing more; nor the cart a failed shop load empties', async () => {
    const { cart, sync, load, saved } = start({ items: [line(cream)] });
    load.calls[0]?.resolve([]);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);
    saved.length = 0;

    cart.send({ type: 'cart.increment', id: cream.id });
    cart.send({ type: 'shop.loadFailed' });
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS / 2);
    sync.stop();
    cart.send({ type: 'cart.add', product: serum });
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS * 2);

    expect(saved).toEqual([]);
  });

  it('while logged in, the cart of a failed shop load is not sent', async () => {
    const { cart, load, saved, state } = start({ items: [line(cream)] });
    load.calls[0]?.resolve([]);
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS);
    saved.length = 0;

    cart.send({ type: 'shop.loadFailed' });
    await vi.advanceTimersByTimeAsync(CART_SYNC_DELAY_MS * 2);

    expect(state()).toBe('idle');
    expect(saved).toEqual([]);
  });
});
