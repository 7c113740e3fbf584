import { cartSchema, mergeCartLines } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, orderBody } from '../../test/buyers';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const key of ['student', 'doctor', 'outside'] as const)
    tokens[key] = await login(ctx.app, DEMO[key]);
});
afterAll(() => ctx.database.close());

const getCart = async (token: string | undefined) =>
  send(ctx.app, 'GET', '/cart/', token ? { token } : {});
const putCart = async (token: string | undefined, items: unknown) =>
  send(ctx.app, 'PUT', '/cart/', { ...(token ? { token } : {}), body: { items } });

describe('the server-kept cart (GET and PUT /cart/)', () => {
  it('starts empty, keeps what was put, ids descending, for the next browser', async () => {
    expect(cartSchema.parse(await json(getCart(tokens.student)))).toEqual({ items: [] });
    const saved = await putCart(tokens.student, [
      { id: 3, cnt: 2 },
      { id: 12, cnt: 1 },
      { id: 7, cnt: 5 },
    ]);
    expect(saved.status).toBe(200);
    const expected = {
      items: [
        { id: 12, cnt: 1 },
        { id: 7, cnt: 5 },
        { id: 3, cnt: 2 },
      ],
    };
    expect(cartSchema.parse(await saved.json())).toEqual(expected);
    // Another browser: a new login of the same user reads the same cart.
    const elsewhere = await login(ctx.app, DEMO.student);
    expect(await json(getCart(elsewhere))).toEqual(expected);
  });

  it('replaces the lines whole; a repeated id counts once; unknown ids are dropped', async () => {
    const res = await putCart(tokens.student, [
      { id: 5, cnt: 1 },
      { id: 99999, cnt: 3 },
      { id: 5, cnt: 4 },
      { id: 2, cnt: 1000 },
    ]);
    expect(await json(res)).toEqual({
      items: [
        { id: 5, cnt: 4 },
        { id: 2, cnt: 1000 },
      ],
    });
    expect(await json(putCart(tokens.student, []))).toEqual({ items: [] });
    expect(await json(getCart(tokens.student))).toEqual({ items: [] });
  });

  it('keeps the merge of a local and the kept cart after login', async () => {
    await putCart(tokens.student, [
      { id: 4, cnt: 2 },
      { id: 6, cnt: 1 },
    ]);
    const kept = cartSchema.parse(await json(getCart(tokens.student)));
    const local = [
      { id: 6, cnt: 3 },
      { id: 8, cnt: 1 },
    ];
    const merged = mergeCartLines(local, kept.items);
    expect(await json(putCart(tokens.student, merged))).toEqual({
      items: [
        { id: 8, cnt: 1 },
        { id: 6, cnt: 3 },
        { id: 4, cnt: 2 },
      ],
    });
  });

  it("is each user's own: another user neither sees nor changes it", async () => {
    await putCart(tokens.student, [{ id: 1, cnt: 2 }]);
    expect(await json(getCart(tokens.doctor))).toEqual({ items: [] });
    await putCart(tokens.doctor, [{ id: 9, cnt: 1 }]);
    expect(await json(getCart(tokens.student))).toEqual({ items: [{ id: 1, cnt: 2 }] });
    expect(await json(getCart(tokens.doctor))).toEqual({ items: [{ id: 9, cnt: 1 }] });
    // Any logged-in user may keep a cart (the shop gate applies at checkout).
    expect((await putCart(tokens.outside, [{ id: 1, cnt: 1 }])).status).toBe(200);
  });

  it('lets an order take its products out of the kept cart, and keeps the rest', async () => {
    const buyer = await createBuyer(ctx.database.db, 'cart-order');
    await putCart(buyer.token, [
      { id: 1, cnt: 2 },
      { id: 3, cnt: 1 },
    ]);
    const placed = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: orderBody([{ id: 1, cnt: 2 }], 'cash'),
    });
    expect(placed.status).toBe(201);
    expect(await json(getCart(buyer.token))).toEqual({ items: [{ id: 3, cnt: 1 }] });
  });

  it('needs a token and refuses bad lines with field errors, keeping the cart', async () => {
    expect((await getCart(undefined)).status).toBe(401);
    expect((await putCart(undefined, [])).status).toBe(401);
    for (const items of [
      [{ id: 0, cnt: 1 }],
      [{ id: -2, cnt: 1 }],
      [{ id: 1, cnt: 0 }],
      [{ id: 1, cnt: 1.5 }],
      [{ id: 1, cnt: 1001 }],
      [{ id: 1, cnt: '2' }],
      [{ id: 1 }],
      Array.from({ length: 101 }, (_, i) => ({ id: i + 1, cnt: 1 })),
      'all',
    ]) {
      const res = await putCart(tokens.student, items);
      expect(res.status, JSON.stringify(items).slice(0, 60)).toBe(400);
      expect(Object.keys(await json(res))[0]).toMatch(/^items/);
    }
    const missing = await send(ctx.app, 'PUT', '/cart/', { token: tokens.student, body: {} });
    expect(await json(missing)).toHaveProperty('items');
    expect(await json(getCart(tokens.student))).toEqual({ items: [{ id: 1, cnt: 2 }] });
    const hundred = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, cnt: 1 }));
    const full = cartSchema.parse(await json(putCart(tokens.student, hundred)));
    // The demo catalogue has fewer products: the unknown ids are dropped.
    expect(full.items.length).toBeGreaterThan(0);
    expect(full.items.length).toBeLessThan(100);
    expect(full.items[0]?.id).toBeGreaterThan(full.items.at(-1)?.id ?? 0);
  });
});
