import { IDEMPOTENCY_HEADER, orderSchema, payResponseSchema } from '@academy/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, orders, payments, products } from '../../db/schema';
import { countingProvider, createBuyer, orderBody } from '../../test/buyers';
import { json, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { STALE_ATTEMPT_MS } from './payment.service';
import { createPaymentProviders } from './payment-provider';

/** A provider that fails on its first call, as a lost connection to the acquirer would. */
function flakyProvider() {
  const counting = countingProvider('flaky');
  let failed = false;
  return {
    ...counting,
    provider: {
      name: 'flaky',
      async charge(request: Parameters<typeof counting.provider.charge>[0]) {
        if (!failed) {
          failed = true;
          throw new Error('connection reset');
        }
        return counting.provider.charge(request);
      },
    },
  };
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const counting = countingProvider();
const flaky = flakyProvider();
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    { payments: createPaymentProviders([counting.provider, flaky.provider]) },
  );
});
afterAll(() => ctx.database.close());

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

describe('Idempotency-Key on orders', () => {
  it('answers a repeated order with the order it placed: one order, stock and mail once', async () => {
    const { db } = ctx.database;
    const buyer = await createBuyer(db, 'repeat');
    const [before] = await db.select().from(products).where(eq(products.id, 2));
    await ctx.sendQueuedMail();
    const mails = ctx.services.mailer.outbox.length;
    const request = {
      token: buyer.token,
      body: orderBody([{ id: 2, cnt: 2 }]),
      headers: keyed('order-key-0001'),
    };
    const first = await send(ctx.app, 'POST', '/ro/orders/', request);
    const second = await send(ctx.app, 'POST', '/ro/orders/', request);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [orderSchema.parse(await first.json()), orderSchema.parse(await second.json())];
    expect(b).toEqual(a);
    const mine = await db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(mine).toHaveLength(1);
    const [after] = await db.select().from(products).where(eq(products.id, 2));
    expect(after?.stock).toBe((before?.stock ?? 0) - 2);
    await ctx.sendQueuedMail();
    expect(ctx.services.mailer.outbox.length).toBe(mails + 1);

    // Another key is another order.
    const other = await send(ctx.app, 'POST', '/ro/orders/', {
      ...request,
      headers: keyed('order-key-0002'),
    });
    expect(other.status).toBe(201);
    expect(orderSchema.parse(await other.json()).id).not.toBe(a.id);
  });

  it('refuses a key sent again with other content, and a malformed key', async () => {
    const buyer = await createBuyer(ctx.database.db, 'mismatch');
    const headers = keyed('order-key-0003');
    const first = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: orderBody([{ id: 2, cnt: 1 }]),
      headers,
    });
    expect(first.status).toBe(201);
    const changed = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: orderBody([{ id: 2, cnt: 3 }]),
      headers,
    });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({
      detail: 'This Idempotency-Key was already sent with another request.',
    });
    const malformed = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: orderBody([{ id: 2, cnt: 1 }]),
      headers: keyed('short'),
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty(IDEMPOTENCY_HEADER);
  });

  it('caps a product merged from repeated lines at the cart limit', async () => {
    const buyer = await createBuyer(ctx.database.db, 'merged');
    const res = await send(ctx.app, 'POST', '/ro/orders/quote/', {
      token: buyer.token,
      body: {
        items: [
          { id: 2, cnt: 600 },
          { id: 2, cnt: 600 },
        ],
        delivery_type: 'pickup',
        city: 'Chișinău',
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      items: ["Ensure each product's quantity is at most 1000."],
    });
  });
});

describe('course purchase', () => {
  it('reuses the pending order of a course, with the latest form, until it is paid', async () => {
    const { db } = ctx.database;
    const buyer = await createBuyer(db, 'course');
    const buy = (body: object) =>
      json<{ order: { id: number } }>(
        send(ctx.app, 'POST', '/ro/courses/course/2/purchase/', { token: buyer.token, body }),
      );
    const first = await buy({});
    const second = await buy({ payment_type: 'card', ...contact });
    expect(second.order.id).toBe(first.order.id);
    const [stored] = await db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(stored?.contact).toMatchObject({ first_name: 'Ana', phone: '+37369123456' });
    const paid = await send(ctx.app, 'POST', `/orders/${first.order.id}/pay/`, {
      token: buyer.token,
      body: {},
    });
    expect(paid.status).toBe(200);
    const again = await send(ctx.app, 'POST', '/ro/courses/course/2/purchase/', {
      token: buyer.token,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(await db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
  });

  it('cancels instead of charging an order of a course the buyer has meanwhile', async () => {
    const { db } = ctx.database;
    const buyer = await createBuyer(db, 'owned');
    const { order } = await json<{ order: { id: number } }>(
      send(ctx.app, 'POST', '/ro/courses/course/3/purchase/', { token: buyer.token, body: {} }),
    );
    const [access] = await db
      .insert(courseAccess)
      .values({ userId: buyer.id, courseId: 3 })
      .returning();
    const calls = counting.calls();
    const res = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      token: buyer.token,
      body: { provider: 'counting' },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail: 'You already have this course.',
      access_id: access?.id,
    });
    expect(counting.calls()).toBe(calls);
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.status).toBe('cancelled');
  });
});

const contact = {
  first_name: 'Ana',
  surname: 'Rusu',
  email: 'ana@example.com',
  phone: '+37369123456',
  terms_agreement: true,
};

describe('Idempotency-Key on payments', () => {
  async function pendingOrder(label: string) {
    const buyer = await createBuyer(ctx.database.db, label);
    const order = orderSchema.parse(
      await json(
        send(ctx.app, 'POST', '/ro/orders/', {
          token: buyer.token,
          body: orderBody([{ id: 2, cnt: 1 }]),
        }),
      ),
    );
    return { buyer, order };
  }

  it('answers a repeated payment with the same payment, charged once', async () => {
    const { buyer, order } = await pendingOrder('pay-repeat');
    const calls = counting.calls();
    const request = {
      token: buyer.token,
      body: { provider: 'counting' },
      headers: keyed('pay-key-0001'),
    };
    const first = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, request);
    const second = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, request);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [
      payResponseSchema.parse(await first.json()),
      payResponseSchema.parse(await second.json()),
    ];
    expect(b).toEqual(a);
    expect(counting.calls()).toBe(calls + 1);
    const other = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      ...request,
      headers: keyed('pay-key-0002'),
    });
    expect(other.status).toBe(409);
  });

  it('answers a repeated payment whose attempt was refunded since with 409, not an error', async () => {
    const { buyer, order } = await pendingOrder('pay-refunded');
    const request = {
      token: buyer.token,
      body: { provider: 'counting' },
      headers: keyed('pay-key-0005'),
    };
    expect((await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, request)).status).toBe(200);
    // A refund (a cancelled course order, an orphan charge) leaves the attempt refunded.
    await ctx.database.db
      .update(payments)
      .set({ status: 'refunded' })
      .where(eq(payments.orderId, order.id));
    const again = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, request);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: 'The order is not awaiting payment.' });
  });

  it('resumes an attempt a lost provider answer left processing, with the same provider key', async () => {
    const { db } = ctx.database;
    const { buyer, order } = await pendingOrder('pay-resume');
    const request = {
      token: buyer.token,
      body: { provider: 'flaky' },
      headers: keyed('pay-key-0003'),
    };
    const lost = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, request);
    expect(lost.status).toBe(502);
    const soon = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, request);
    expect(soon.status).toBe(409);
    expect(await soon.json()).toEqual({
      detail: 'A payment of this order is already in progress.',
    });
    const otherKey = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      ...request,
      headers: keyed('pay-key-0004'),
    });
    expect(otherKey.status).toBe(409);

    // Once the attempt is older than the stale limit, its own key asks the provider again.
    await db
      .update(payments)
      .set({ attemptedAt: sql`now() - make_interval(secs => ${STALE_ATTEMPT_MS / 1000 + 1})` })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'processing')));
    const resumed = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, request);
    expect(resumed.status).toBe(200);
    expect(payResponseSchema.parse(await resumed.json()).order.status).toBe('paid');
    expect(flaky.charges()).toBe(1);
    const rows = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((p) => p.status)).toEqual(['succeeded']);
  });
});
