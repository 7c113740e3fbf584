import { cashbackResponseSchema, orderListSchema, orderSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, orderBody } from '../../test/buyers';
import { json, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token = '';
let orderId = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await createBuyer(ctx.database.db, 'titles'));
  const placed = await send(ctx.app, 'POST', '/ro/orders/', {
    token,
    body: orderBody([{ id: 1, cnt: 1 }], 'cash'),
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const order = orderSchema.parse(await placed.json());
  expect(order.items[0]?.title).toBe('Gel de curățare delicat, 50 ml');
  orderId = order.id;
});
afterAll(() => ctx.database.close());

const titles = (orders: { items: { title: string }[] }[]) =>
  orders.flatMap((order) => order.items.map((item) => item.title));

describe("an order's lines in the reader's language", () => {
  it('names a product bought on a Romanian page in Russian on a Russian one', async () => {
    const list = orderListSchema.parse(
      await json(send(ctx.app, 'GET', '/orders/?lang=ru', { token })),
    );
    expect(titles(list)).toEqual(['Мягкий очищающий гель, 50 мл']);
  });

  it('keeps the title of the purchase without a language', async () => {
    const list = orderListSchema.parse(await json(send(ctx.app, 'GET', '/orders/', { token })));
    expect(titles(list)).toEqual(['Gel de curățare delicat, 50 ml']);
  });

  it('names the lines of one order (the success and payment pages) in the language asked', async () => {
    const order = orderSchema.parse(
      await json(send(ctx.app, 'GET', `/orders/${orderId}/?lang=en`, { token })),
    );
    expect(titles([order])).toEqual(['Gentle cleansing gel, 50 mL']);
  });

  it("names the cashback's shop orders in the reader's language too", async () => {
    const cashback = cashbackResponseSchema.parse(
      await json(send(ctx.app, 'GET', '/accounts/cashback/?lang=fr', { token })),
    );
    expect(titles(cashback.orders)).toEqual(['Gel nettoyant doux, 50 ml']);
  });
});
