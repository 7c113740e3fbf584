import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSchema, payResponseSchema } from '@academy/contract';
import { serve } from '@hono/node-server';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { cashbackEntries, courseAccess, orders, payments, products } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { createBuyer, orderBody } from '../../test/buyers';
import type { TestApp } from '../../test/helpers';
import { json, send } from '../../test/helpers';
import { type MaibSimulator, startMaibSimulator } from '../../test/maib-simulator';
import { readMailFolder } from '../../test/mail-folder';
import { createTestApp } from '../../test/test-app';
import { maibSignature } from './maib-signature';
import { moveOrder } from './order-life.service';
import { configuredPaymentProviders, paymentProviderFor } from './payment-provider';

/**
 * The `maib` provider against the local MAIB e-commerce simulator, both following the bank's
 * documentation: the API is served over HTTP so that the simulator's hosted page posts its signed
 * notifications to the callback route, as the bank does. Runs on PGlite and, with `pnpm test:pg`,
 * on PostgreSQL (the races then run on parallel connections).
 */
const PRODUCT = 3;
let sim: MaibSimulator;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let stopApi: () => Promise<void>;
let mailDir = '';
let serial = 0;

beforeAll(async () => {
  sim = await startMaibSimulator();
  // The callback URL (in the configuration) needs the API's port before the app exists.
  let app: TestApp | null = null;
  const server = serve({
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response(null, { status: 503 })),
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  stopApi = () => new Promise((resolve) => server.close(() => resolve()));
  const env = {
    ...sim.env,
    PUBLIC_URL: 'http://shop.test',
    MAIB_CALLBACK_URL: `http://127.0.0.1:${port}/payments/maib/callback/`,
  };
  mailDir = await mkdtemp(join(tmpdir(), 'academy-maib-'));
  ctx = await createTestApp(env, {
    payments: configuredPaymentProviders(loadConfig(env)),
    mailer: createMailer(loadConfig({ DATA_DIR: mailDir })),
  });
  app = ctx.app;
  await ctx.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, PRODUCT));
});
afterAll(async () => {
  await stopApi?.();
  await sim?.close();
  await ctx?.database.close();
  await rm(mailDir, { recursive: true, force: true });
});

/** A new buyer's card order of one product, with a mail address of its own. */
async function cardOrder(label: string) {
  const buyer = await createBuyer(ctx.database.db, label);
  const email = `${label}-${++serial}@example.com`;
  const res = await send(ctx.app, 'POST', '/ro/orders/', {
    token: buyer.token,
    body: { ...orderBody([{ id: PRODUCT, cnt: 1 }]), email },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { buyer, email, order: orderSchema.parse(await res.json()) };
}

async function payWithMaib(token: string, orderId: number) {
  const res = await send(ctx.app, 'POST', `/orders/${orderId}/pay/`, {
    token,
    body: { provider: 'maib' },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const paid = payResponseSchema.parse(await res.json());
  const payId = paid.payment.redirect_url?.split('/').pop() ?? '';
  return { ...paid, payId };
}

const orderRow = async (id: number) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentRows = (orderId: number) =>
  ctx.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
const earned = (orderId: number) =>
  ctx.database.db
    .select()
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.orderId, orderId), gt(cashbackEntries.amount, 0)));
const mailsTo = async (email: string) => {
  await ctx.sendQueuedMail();
  return (await readMailFolder(mailDir)).filter((mail) => mail.to.includes(email));
};
const getOrder = (token: string, id: number) =>
  json<{ status: string }>(send(ctx.app, 'GET', `/orders/${id}/`, { token }));

describe('the signature of a notification', () => {
  it("is the documentation's example, and the simulator's own", () => {
    const result = {
      payId: 'f16a9006-128a-46bc-8e2a-77a6ee99df75',
      orderId: '123',
      status: 'OK',
      statusCode: '000',
      statusMessage: 'Approved',
      threeDs: 'AUTHENTICATED',
      rrn: '331711380059',
      approval: '327593',
      cardNumber: '510218******1124',
      amount: 10.25,
      currency: 'MDL',
    };
    const key = '8508706b-3454-4733-8295-56e617c4abcf';
    expect(maibSignature(result, key)).toBe('5wHkZvm9lFeXxSeFF0ui2CnAp7pCEFSNmuHYFYJlC0s=');
  });
});

describe('a card order paid on the MAIB page', () => {
  it('is paid once through the callback; the return shows it paid', async () => {
    const { buyer, email, order } = await cardOrder('maib-ok');
    const pay = await payWithMaib(buyer.token, order.id);
    expect(pay.payment).toMatchObject({ provider: 'maib', status: 'pending' });
    expect(pay.order.status).toBe('pending');
    const page = sim.payments.get(pay.payId);
    expect(page).toMatchObject({
      amount: order.total,
      currency: 'MDL',
      orderId: String(order.id),
      language: 'ro',
      okUrl: 'http://shop.test/ro/checkout-success',
      failUrl: 'http://shop.test/ro/payment',
    });

    const html = await (await fetch(pay.payment.redirect_url ?? '')).text();
    expect(html).toContain('Approve');
    const press = await fetch(`${pay.payment.redirect_url}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(press.status).toBe(303);
    const back = new URL(press.headers.get('location') ?? '');
    expect(back.pathname).toBe('/ro/checkout-success');
    expect(back.searchParams.get('orderId')).toBe(String(order.id));
    expect(back.searchParams.get('payId')).toBe(pay.payId);

    expect((await getOrder(buyer.token, order.id)).status).toBe('paid');
    expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['succeeded']);
    expect(await earned(order.id)).toHaveLength(1);
    // The order's confirmation and its receipt.
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('changes nothing when the callback is replayed', async () => {
    const { buyer, email, order } = await cardOrder('maib-replay');
    const { payId } = await payWithMaib(buyer.token, order.id);
    expect((await sim.finish(payId, 'approve')).callbackStatus).toBe(200);
    const [paid] = await paymentRows(order.id);
    const paidAt = (await orderRow(order.id))?.paidAt;

    expect(await sim.deliver(payId)).toBe(200);
    // The journeys' way to replay it: the simulator's control route.
    const replay = await fetch(`${sim.url}/simulator/notify/${payId}`, { method: 'POST' });
    expect(await replay.json()).toEqual({ status: 200 });
    expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['succeeded']);
    expect((await paymentRows(order.id))[0]).toEqual(paid);
    expect((await orderRow(order.id))?.paidAt).toEqual(paidAt);
    expect(await earned(order.id)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('is paid once when callbacks race the return (which asks pay-info)', async () => {
    const { buyer, email, order } = await cardOrder('maib-race');
    const { payId } = await payWithMaib(buyer.token, order.id);
    await sim.finish(payId, 'approve', false);
    const asked = sim.calls.payInfo;
    const [callbacks, returns] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => sim.deliver(payId))),
      Promise.all(Array.from({ length: 6 }, () => getOrder(buyer.token, order.id))),
    ]);
    expect(callbacks).toEqual(Array(6).fill(200));
    // Each return shows the order as it is after its look: paid by it, or by a callback.
    expect(returns.map((r) => r.status)).toEqual(Array(6).fill('paid'));
    expect((await getOrder(buyer.token, order.id)).status).toBe('paid');
    expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['succeeded']);
    expect(await earned(order.id)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(2);
    // Once paid, a look at the order asks the bank nothing more.
    const after = sim.calls.payInfo;
    await getOrder(buyer.token, order.id);
    expect(sim.calls.payInfo).toBe(after);
    expect(after).toBeGreaterThanOrEqual(asked);
  });

  it('shows paid on the return when the callback has not arrived (pay-info)', async () => {
    const { buyer, order } = await cardOrder('maib-late');
    const { payId } = await payWithMaib(buyer.token, order.id);
    await sim.finish(payId, 'approve', false);
    expect((await getOrder(buyer.token, order.id)).status).toBe('paid');
    // The late callback then changes nothing.
    expect(await sim.deliver(payId)).toBe(200);
    expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['succeeded']);
    expect(await earned(order.id)).toHaveLength(1);
  });

  it('opens the course of a course order once', async () => {
    const buyer = await createBuyer(ctx.database.db, 'maib-course');
    const bought = await json<{ order: { id: number; currency: string } }>(
      send(ctx.app, 'POST', '/en/courses/course/2/purchase/', { token: buyer.token, body: {} }),
    );
    const { payId } = await payWithMaib(buyer.token, bought.order.id);
    expect(sim.payments.get(payId)).toMatchObject({ currency: 'EUR', language: 'en' });
    await sim.finish(payId, 'approve', false);
    expect(await Promise.all([sim.deliver(payId), sim.deliver(payId)])).toEqual([200, 200]);
    const access = await ctx.database.db
      .select()
      .from(courseAccess)
      .where(eq(courseAccess.userId, buyer.id));
    expect(access.map((a) => a.orderId)).toEqual([bought.order.id]);
    expect((await orderRow(bought.order.id))?.status).toBe('paid');
  });
});

describe('a notification that is not the bank’s', () => {
  it('is refused with 400 and changes nothing', async () => {
    const { buyer, order } = await cardOrder('maib-forged');
    const { payId } = await payWithMaib(buyer.token, order.id);
    await sim.finish(payId, 'approve', false);
    const genuine = sim.notification(payId);
    const forgeries = [
      { ...genuine, signature: Buffer.alloc(32).toString('base64') },
      { result: { ...genuine.result, amount: 1 }, signature: genuine.signature },
      { result: genuine.result, signature: maibSignature(genuine.result, 'another key') },
      { result: genuine.result, signature: '' },
    ];
    for (const forged of forgeries) {
      const res = await fetch(sim.payments.get(payId)?.callbackUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(forged),
      });
      expect(res.status).toBe(400);
    }
    expect((await orderRow(order.id))?.status).toBe('pending');
    expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['pending']);
    expect(await earned(order.id)).toHaveLength(0);
  });
});

describe('a declined payment', () => {
  it('leaves the order pending, to pay again on a new page', async () => {
    const { buyer, order } = await cardOrder('maib-declined');
    const first = await payWithMaib(buyer.token, order.id);
    const declined = await sim.finish(first.payId, 'decline');
    expect(declined.callbackStatus).toBe(200);
    expect(new URL(declined.location).pathname).toBe('/ro/payment');
    expect((await getOrder(buyer.token, order.id)).status).toBe('pending');
    expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['failed']);

    const second = await payWithMaib(buyer.token, order.id);
    expect(second.payId).not.toBe(first.payId);
    await sim.finish(second.payId, 'approve');
    expect((await getOrder(buyer.token, order.id)).status).toBe('paid');
    expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['failed', 'succeeded']);
  });
});

describe('an open payment page', () => {
  it('is answered again to a second pay, and keeps the order from being cancelled', async () => {
    const { buyer, order } = await cardOrder('maib-open');
    const pays = sim.calls.pay;
    const first = await payWithMaib(buyer.token, order.id);
    const again = await payWithMaib(buyer.token, order.id);
    expect(again.payment.redirect_url).toBe(first.payment.redirect_url);
    expect(sim.calls.pay).toBe(pays + 1);
    const cancel = await send(ctx.app, 'POST', `/orders/${order.id}/cancel/`, {
      token: buyer.token,
    });
    expect(cancel.status).toBe(409);
  });

  it('once closed, is asked about before a new one: a late payment counts', async () => {
    const { buyer, order } = await cardOrder('maib-closed');
    const { payId } = await payWithMaib(buyer.token, order.id);
    await sim.finish(payId, 'approve', false);
    await ctx.database.db
      .update(payments)
      .set({ attemptedAt: sql`now() - interval '20 minutes'` })
      .where(eq(payments.orderId, order.id));
    const res = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      token: buyer.token,
      body: { provider: 'maib' },
    });
    expect(res.status).toBe(200);
    expect(payResponseSchema.parse(await res.json()).order.status).toBe('paid');
    expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it('paid after its order was cancelled, is refunded at the bank', async () => {
    const { buyer, order } = await cardOrder('maib-orphan');
    const { payId } = await payWithMaib(buyer.token, order.id);
    await ctx.database.db
      .update(payments)
      .set({ attemptedAt: sql`now() - interval '20 minutes'` })
      .where(eq(payments.orderId, order.id));
    const cancel = await send(ctx.app, 'POST', `/orders/${order.id}/cancel/`, {
      token: buyer.token,
    });
    expect(cancel.status).toBe(200);
    expect((await sim.finish(payId, 'approve')).callbackStatus).toBe(200);
    expect(sim.payments.get(payId)?.status).toBe('REVERSED');
    expect((await orderRow(order.id))?.status).toBe('cancelled');
    expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['refunded']);
    expect(await earned(order.id)).toHaveLength(0);
  });
});

describe('a refund by staff', () => {
  it('goes through the bank once', async () => {
    const { buyer, order } = await cardOrder('maib-refund');
    const { payId } = await payWithMaib(buyer.token, order.id);
    await sim.finish(payId, 'approve');
    const refunds = sim.calls.refund;
    const refunded = await moveOrder(ctx.database.db, ctx.services, order.id, {
      to: 'refunded',
    });
    expect(refunded.status).toBe('refunded');
    expect(sim.calls.refund).toBe(refunds + 1);
    expect(sim.payments.get(payId)).toMatchObject({
      status: 'REVERSED',
      refundAmount: order.total,
    });
    const [payment] = await paymentRows(order.id);
    expect(payment).toMatchObject({ status: 'refunded', providerRef: payId });
    // A callback replayed after the refund changes nothing.
    expect(await sim.deliver(payId)).toBe(200);
    expect((await orderRow(order.id))?.status).toBe('refunded');
  });
});

describe('currencies', () => {
  it('refuses an order in a currency the bank does not take', async () => {
    const buyer = await createBuyer(ctx.database.db, 'maib-ron', { city: 'Romania' });
    const placed = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: { ...orderBody([{ id: PRODUCT, cnt: 1 }]), country: 'Romania', city: 'Iași' },
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = orderSchema.parse(await placed.json());
    expect(order.currency).toBe('RON');
    const res = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      token: buyer.token,
      body: { provider: 'maib' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('provider');
    // The payment page is told to take a card for the test provider instead.
    expect(
      await json(send(ctx.app, 'GET', `/orders/${order.id}/pay/`, { token: buyer.token })),
    ).toEqual({ provider: 'test', hosted_page: false });
  });

  it('pays an MDL or EUR order on the bank page', async () => {
    const { buyer, order } = await cardOrder('maib-method');
    expect(
      await json(send(ctx.app, 'GET', `/orders/${order.id}/pay/`, { token: buyer.token })),
    ).toEqual({ provider: 'maib', hosted_page: true });
  });

  it('offers no test provider with PAYMENT_TEST_PROVIDER=0', () => {
    const only = configuredPaymentProviders(loadConfig({ ...sim.env, PAYMENT_TEST_PROVIDER: '0' }));
    expect([...only.keys()]).toEqual(['maib']);
    expect(paymentProviderFor(only, 'RON')).toBeNull();
    expect(paymentProviderFor(only, 'MDL')?.name).toBe('maib');
    expect([...configuredPaymentProviders(loadConfig({})).keys()]).toEqual(['test']);
  });
});
