import { once } from 'node:events';
import { connect } from 'node:net';
import { IDEMPOTENCY_HEADER, orderSchema } from '@academy/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  orders,
  payments,
  products,
  promoCodes,
  promoRedemptions,
} from '../../db/schema';
import { buildApiProcess, startApiProcess } from '../../test/api-process';
import { countingProvider, createBuyer, orderBody } from '../../test/buyers';
import { json, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { releaseExpiredOrders } from './order-life.service';
import { createPaymentProviders } from './payment-provider';

/**
 * The money paths under parallel requests on a real PostgreSQL (see race.test.ts for why not
 * PGlite), with a provider that counts what it was asked to charge.
 */
if (!process.env.TEST_DATABASE_URL) {
  throw new Error('money.race.test.ts needs TEST_DATABASE_URL: run it with `pnpm test:pg`.');
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const counting = countingProvider();
beforeAll(async () => {
  ctx = await createTestApp({}, { payments: createPaymentProviders([counting.provider]) });
});
afterAll(() => ctx.database.close());

const times = <T>(n: number, make: (i: number) => T | Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const statusesOf = (responses: Response[]) => responses.map((r) => r.status).sort();
const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

async function placeOrder(token: string, headers: Record<string, string> = {}, product = 3) {
  const res = await send(ctx.app, 'POST', '/ro/orders/', {
    token,
    body: orderBody([{ id: product, cnt: 1 }]),
    headers,
  });
  return { res, order: res.status === 201 ? orderSchema.parse(await res.json()) : null };
}

describe('one charge per order', () => {
  it('charges once for 20 parallel payments of one order', async () => {
    const buyer = await createBuyer(ctx.database.db, 'pay20');
    const { order } = await placeOrder(buyer.token);
    if (!order) throw new Error('no order');
    const calls = counting.calls();
    const responses = await times(20, () =>
      send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
        token: buyer.token,
        body: { provider: 'counting' },
      }),
    );
    expect(statusesOf(responses)).toEqual([200, ...Array(19).fill(409)]);
    expect(counting.calls()).toBe(calls + 1);
    const rows = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(rows.map((p) => p.status)).toEqual(['succeeded']);
  });

  it('makes one order and one charge of two parallel purchases of a course, paid twice', async () => {
    const buyer = await createBuyer(ctx.database.db, 'course2');
    const bought = await times(2, () =>
      json<{ order: { id: number } }>(
        send(ctx.app, 'POST', '/ro/courses/course/2/purchase/', { token: buyer.token, body: {} }),
      ),
    );
    const ids = new Set(bought.map((b) => b.order.id));
    expect(ids.size).toBe(1);
    const calls = counting.calls();
    const paid = await times(2, (i) =>
      send(ctx.app, 'POST', `/orders/${bought[i]?.order.id}/pay/`, {
        token: buyer.token,
        body: { provider: 'counting' },
      }),
    );
    expect(statusesOf(paid)).toEqual([200, 409]);
    expect(counting.calls()).toBe(calls + 1);
    const [mine] = await ctx.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, buyer.id));
    expect(mine?.n).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('places one order for the same key sent 10 times at once', async () => {
    const { db } = ctx.database;
    const buyer = await createBuyer(db, 'key10');
    const [before] = await db.select().from(products).where(eq(products.id, 3));
    const placed = await times(10, () => placeOrder(buyer.token, keyed('race-order-key-1')));
    expect(placed.map((p) => p.res.status)).toEqual(Array(10).fill(201));
    expect(new Set(placed.map((p) => p.order?.id)).size).toBe(1);
    const [mine] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.id));
    expect(mine?.n).toBe(1);
    const [after] = await db.select().from(products).where(eq(products.id, 3));
    expect(after?.stock).toBe((before?.stock ?? 0) - 1);
  });

  it('charges once for the same payment key sent 10 times at once', async () => {
    const buyer = await createBuyer(ctx.database.db, 'paykey10');
    const { order } = await placeOrder(buyer.token);
    if (!order) throw new Error('no order');
    const calls = counting.calls();
    const responses = await times(10, () =>
      send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
        token: buyer.token,
        body: { provider: 'counting' },
        headers: keyed('race-pay-key-1'),
      }),
    );
    // The first answers 200; a repeat answers 200 with the same payment once it is recorded,
    // 409 "in progress" while the provider is still being asked.
    const statuses = statusesOf(responses);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(counting.calls()).toBe(calls + 1);
  });
});

describe('promo codes under parallel orders', () => {
  it('gives one discount when 20 buyers order at once with a single-use code', async () => {
    await ctx.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, 3));
    await ctx.database.db.insert(promoCodes).values({ code: 'RACE1', percent: 50, maxUses: 1 });
    const buyers = await times(20, (i) => createBuyer(ctx.database.db, `promo${i}`));
    const responses = await times(20, (i) =>
      send(ctx.app, 'POST', '/ro/orders/', {
        token: buyers[i]?.token,
        body: { ...orderBody([{ id: 3, cnt: 1 }]), promo_code: 'race1' },
      }),
    );
    expect(statusesOf(responses)).toEqual([201, ...Array(19).fill(400)]);
    const [code] = await ctx.database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, 'RACE1'));
    expect(code?.usedCount).toBe(1);
    const discounted = await ctx.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.promoCode, 'RACE1'));
    expect(discounted[0]?.n).toBe(1);
    const uses = await ctx.database.db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoId, code?.id ?? 0));
    expect(uses[0]?.n).toBe(1);
  });
});

describe("an order's life under parallel requests", () => {
  it('ends a payment and a cancel sent together paid with its stock, or cancelled without', async () => {
    const { db } = ctx.database;
    for (let round = 0; round < 5; round++) {
      const buyer = await createBuyer(db, `paycancel${round}`);
      const [before] = await db.select().from(products).where(eq(products.id, 3));
      const { order } = await placeOrder(buyer.token);
      if (!order) throw new Error('no order');
      const calls = counting.calls();
      const [paid, cancelled] = await Promise.all([
        send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
          token: buyer.token,
          body: { provider: 'counting' },
        }),
        send(ctx.app, 'POST', `/orders/${order.id}/cancel/`, { token: buyer.token }),
      ]);
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      const [after] = await db.select().from(products).where(eq(products.id, 3));
      if (row?.status === 'paid') {
        expect([paid.status, cancelled.status]).toEqual([200, 409]);
        expect(counting.calls()).toBe(calls + 1);
        expect(after?.stock).toBe((before?.stock ?? 0) - 1);
      } else {
        expect(row?.status).toBe('cancelled');
        expect([paid.status, cancelled.status]).toEqual([409, 200]);
        expect(counting.calls()).toBe(calls);
        expect(after?.stock).toBe(before?.stock);
      }
    }
  });

  it('releases each expired order once when 5 sweepers run at once', async () => {
    const { db } = ctx.database;
    const buyer = await createBuyer(db, 'sweep');
    // A product of its own: the sweep also releases the other tests' unpaid orders.
    const product = 5;
    await db.update(products).set({ stock: 100 }).where(eq(products.id, product));
    const placed = await times(3, () => placeOrder(buyer.token, {}, product));
    const later = new Date(Date.now() + 31 * 60_000);
    const holds = { cardHoldMinutes: 30, cashHoldDays: 7 };
    const sweeps = await times(5, () => releaseExpiredOrders(db, ctx.services, holds, later));
    const released = sweeps.flat().map((o) => o.id);
    for (const { order } of placed)
      expect(released.filter((id) => id === order?.id)).toHaveLength(1);
    const [after] = await db.select().from(products).where(eq(products.id, product));
    expect(after?.stock).toBe(100);
  });
});

/**
 * The API as a process of its own on the test's database. Its answer to an order is lost after
 * the order committed (the client's connection drops, the process dies): the moment a retry must
 * not become a second order, nor a second mail (the outbox queued one with the order).
 */
describe('an answer lost between the commit and the client', () => {
  beforeAll(buildApiProcess);
  const startApi = () => startApiProcess({ DATABASE_URL: ctx.databaseUrl ?? '' });

  it('gives the retry with the same key the committed order, not a second one', async () => {
    const { db } = ctx.database;
    const buyer = await createBuyer(db, 'crash');
    const body = JSON.stringify(orderBody([{ id: 3, cnt: 1 }]));
    const headers = {
      authorization: `Token ${buyer.token}`,
      'content-type': 'application/json',
      ...keyed('crash-order-key-1'),
    };

    // Sent on a bare socket whose answer is never read: lost, whenever it comes.
    const first = await startApi();
    const socket = connect(Number(first.url.port), '127.0.0.1');
    await once(socket, 'connect');
    const head = Object.entries({ ...headers, 'content-length': Buffer.byteLength(body) })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`POST /ro/orders/ HTTP/1.1\r\nhost: ${first.url.host}\r\n${head}\r\n\r\n${body}`);
    await expect
      .poll(
        async () =>
          (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, buyer.id)))
            .length,
        { timeout: 20_000 },
      )
      .toBe(1);
    socket.destroy();
    first.child.kill('SIGKILL');

    const second = await startApi();
    try {
      const retry = await fetch(new URL('ro/orders/', second.url), {
        method: 'POST',
        headers,
        body,
      });
      expect(retry.status).toBe(201);
      const mine = await db.select().from(orders).where(eq(orders.userId, buyer.id));
      expect(mine).toHaveLength(1);
      expect(orderSchema.parse(await retry.json()).id).toBe(mine[0]?.id);
      const { rows } = await ctx.database.executeSql(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->>'orderId' = $1",
        [String(mine[0]?.id)],
      );
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      second.child.kill('SIGKILL');
    }
  });
});
