import { MAX_PENDING_ORDERS, orderSchema } from '@academy/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveOrderAsStaff } from '../../admin/commands';
import { cashbackEntries, courseAccess, orders, payments, products } from '../../db/schema';
import { countingProvider, createBuyer, orderBody } from '../../test/buyers';
import { json, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { cashbackBalance } from './cashback';
import { releaseExpiredOrders } from './order-life.service';
import { createPaymentProviders } from './payment-provider';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const counting = countingProvider();
beforeAll(async () => {
  ctx = await createTestApp({}, { payments: createPaymentProviders([counting.provider]) });
  // Enough of the product for every order of this file.
  await ctx.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, PRODUCT));
});
afterAll(() => ctx.database.close());

const PRODUCT = 4;
const stockOf = async (id = PRODUCT) =>
  (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]?.stock ?? -1;
const statusOf = async (id: number) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

async function place(
  token: string,
  cnt: number,
  payment = 'card',
  extra: object = {},
  product = PRODUCT,
) {
  const res = await send(ctx.app, 'POST', '/ro/orders/', {
    token,
    body: { ...orderBody([{ id: product, cnt }], payment), ...extra },
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return orderSchema.parse(body);
}

/** A buyer with 50 MDL of cashback to spend. */
async function buyerWithCashback(label: string) {
  const buyer = await createBuyer(ctx.database.db, label);
  await ctx.database.db
    .insert(cashbackEntries)
    .values({ userId: buyer.id, amount: 50, currency: 'MDL' });
  return buyer;
}

describe('the buyer cancels an unpaid order', () => {
  it('gives its stock and spent cashback back exactly, once, and mails the buyer', async () => {
    const buyer = await buyerWithCashback('cancel');
    const stock = await stockOf();
    const order = await place(buyer.token, 3, 'cash', { use_bonuses: true });
    expect(order.cashback_used).toBe(50);
    expect(await stockOf()).toBe(stock - 3);
    expect(await cashbackBalance(ctx.database.db, buyer.id, 'MDL')).toBe(0);
    await ctx.sendQueuedMail();
    const mails = ctx.services.mailer.outbox.length;

    const res = await send(ctx.app, 'POST', `/orders/${order.id}/cancel/`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(orderSchema.parse(await res.json()).status).toBe('cancelled');
    expect(await stockOf()).toBe(stock);
    expect(await cashbackBalance(ctx.database.db, buyer.id, 'MDL')).toBe(50);
    const [cash] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(cash?.status).toBe('cancelled');
    await ctx.sendQueuedMail();
    const mail = ctx.services.mailer.outbox.at(-1);
    expect(ctx.services.mailer.outbox.length).toBe(mails + 1);
    expect(mail?.subject).toBe(`Comanda nr. ${order.id} a fost anulată`);
    expect(mail?.text).toContain('Cashback-ul folosit');

    const again = await send(ctx.app, 'POST', `/orders/${order.id}/cancel/`, {
      token: buyer.token,
    });
    expect(again.status).toBe(409);
    expect(await stockOf()).toBe(stock);
    expect(await cashbackBalance(ctx.database.db, buyer.id, 'MDL')).toBe(50);
  });

  it("refuses a paid order and answers another buyer's as missing", async () => {
    const buyer = await createBuyer(ctx.database.db, 'cancel-paid');
    const other = await createBuyer(ctx.database.db, 'cancel-other');
    const order = await place(buyer.token, 1);
    const foreign = await send(ctx.app, 'POST', `/orders/${order.id}/cancel/`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, { token: buyer.token, body: {} });
    const paid = await send(ctx.app, 'POST', `/orders/${order.id}/cancel/`, { token: buyer.token });
    expect(paid.status).toBe(409);
    expect(await paid.json()).toEqual({ detail: 'This order can no longer be cancelled.' });
  });

  it(`holds at most ${MAX_PENDING_ORDERS} unpaid orders per buyer`, async () => {
    const buyer = await createBuyer(ctx.database.db, 'cap');
    const placed = [];
    for (let i = 0; i < MAX_PENDING_ORDERS; i++) placed.push(await place(buyer.token, 1));
    const over = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: orderBody([{ id: PRODUCT, cnt: 1 }]),
    });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ code: 'too_many_pending' });
    await send(ctx.app, 'POST', `/orders/${placed[0]?.id}/cancel/`, { token: buyer.token });
    expect((await place(buyer.token, 1)).status).toBe('pending');
  });
});

describe('stock holds', () => {
  it('releases an unpaid card order after its hold and a cash order after its days', async () => {
    const { db } = ctx.database;
    const buyer = await createBuyer(db, 'holds');
    // A product of its own: the sweep also releases the other tests' unpaid orders.
    const product = 2;
    await db.update(products).set({ stock: 100 }).where(eq(products.id, product));
    const stock = await stockOf(product);
    const card = await place(buyer.token, 2, 'card', {}, product);
    const cash = await place(buyer.token, 1, 'cash', {}, product);
    const placedAt = new Date(
      (await db.select().from(orders).where(eq(orders.id, card.id)))[0]?.created ?? 0,
    );
    const holds = { cardHoldMinutes: 30, cashHoldDays: 7 };
    const at = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);
    const release = (minutes: number) => releaseExpiredOrders(db, ctx.services, holds, at(minutes));

    expect((await release(29)).map((o) => o.id)).not.toContain(card.id);
    expect(await stockOf(product)).toBe(stock - 3);
    expect((await release(31)).map((o) => o.id)).toContain(card.id);
    expect(await statusOf(card.id)).toBe('cancelled');
    expect(await statusOf(cash.id)).toBe('pending');
    expect(await stockOf(product)).toBe(stock - 1);
    expect((await release(7 * 24 * 60 + 1)).map((o) => o.id)).toContain(cash.id);
    expect(await stockOf(product)).toBe(stock);
    const [row] = await db.select().from(orders).where(eq(orders.id, cash.id));
    expect(row?.cancelReason).toBe('expired');
  });
});

describe('staff move paid orders on', () => {
  it('ships with a tracking number, delivers, and refuses a step out of order', async () => {
    const { db } = ctx.database;
    const buyer = await createBuyer(db, 'ship');
    const order = await place(buyer.token, 1);
    const early = moveOrderAsStaff(db, ctx.services, order.id, { to: 'delivered' });
    await expect(early).rejects.toThrow('Only a shipped order can be delivered.');
    await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, { token: buyer.token, body: {} });
    await moveOrderAsStaff(db, ctx.services, order.id, {
      to: 'shipped',
      trackingNumber: 'RB123456789MD',
    });
    await ctx.sendQueuedMail();
    expect(ctx.services.mailer.outbox.at(-1)?.text).toContain('RB123456789MD');
    const delivered = await moveOrderAsStaff(db, ctx.services, order.id, {
      to: 'delivered',
    });
    expect(delivered.status).toBe('delivered');
    const mine = await json<{ status: string }>(
      send(ctx.app, 'GET', `/orders/${order.id}/`, { token: buyer.token }),
    );
    expect(mine.status).toBe('delivered');
  });

  it('refunds once through the provider: stock back, earned cashback taken back', async () => {
    const { db } = ctx.database;
    const buyer = await buyerWithCashback('refund');
    const stock = await stockOf();
    const order = await place(buyer.token, 2, 'card', { use_bonuses: true });
    const paid = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      token: buyer.token,
      body: { provider: 'counting' },
    });
    expect(paid.status).toBe(200);
    const earned = (await db.select().from(orders).where(eq(orders.id, order.id)))[0]
      ?.cashbackEarned;
    expect(earned).toBeGreaterThan(0);
    expect(await cashbackBalance(db, buyer.id, 'MDL')).toBe(earned);

    const refunds = counting.refunds();
    await moveOrderAsStaff(db, ctx.services, order.id, { to: 'refunded' });
    expect(counting.refunds()).toBe(refunds + 1);
    expect(await statusOf(order.id)).toBe('refunded');
    expect(await stockOf()).toBe(stock);
    // The 50 spent is back; the cashback the order earned is taken back.
    expect(await cashbackBalance(db, buyer.id, 'MDL')).toBe(50);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.status).toBe('refunded');
    const twice = moveOrderAsStaff(db, ctx.services, order.id, { to: 'refunded' });
    await expect(twice).rejects.toThrow('Only a paid order can be refunded.');
    expect(counting.refunds()).toBe(refunds + 1);
  });

  it('closes a refunded course again', async () => {
    const { db } = ctx.database;
    const buyer = await createBuyer(db, 'course-refund');
    const { order } = await json<{ order: { id: number } }>(
      send(ctx.app, 'POST', '/ro/courses/course/2/purchase/', { token: buyer.token, body: {} }),
    );
    await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, { token: buyer.token, body: {} });
    const owned = () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(courseAccess)
        .where(eq(courseAccess.userId, buyer.id));
    expect((await owned())[0]?.n).toBe(1);
    await moveOrderAsStaff(db, ctx.services, order.id, { to: 'refunded' });
    expect((await owned())[0]?.n).toBe(0);
  });
});
