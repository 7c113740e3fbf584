import { orderSchema } from '@academy/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, orderEvents, payments, products } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { createBuyer, orderBody } from '../../test/buyers';
import { json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { releaseExpiredOrders } from '../orders/order-life.service';

/** The back office's orders: an order's page, its history and each staff move with its refusal. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: string;
let managerId: number;
const PRODUCT = 4;
const COURSE = 2;

beforeAll(async () => {
  ctx = await createTestApp({ DEMO_VIDEOS: '0' });
  manager = await login(ctx.app, 'manager@academy.demo');
  managerId = (
    await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token: manager }))
  ).id;
  await ctx.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, PRODUCT));
});
afterAll(() => ctx.database.close());

const stockOf = async () =>
  (await ctx.database.db.select().from(products).where(eq(products.id, PRODUCT)))[0]?.stock;

async function placeShopOrder(label: string, payment = 'cash') {
  const buyer = await createBuyer(ctx.database.db, label);
  const res = await send(ctx.app, 'POST', '/ro/orders/', {
    token: buyer.token,
    body: orderBody([{ id: PRODUCT, cnt: 2 }], payment),
  });
  expect(res.status).toBe(201);
  return { buyer, order: orderSchema.parse(await res.json()) };
}

const act = (id: number, action: string, body: object = {}) =>
  send(ctx.app, 'POST', `/admin/orders/${id}/${action}/`, { token: manager, body });

interface Page {
  status: string;
  actions: string[];
  tracking_number: string;
  history: { status: string; actor: { id: number; name: string } | null; note: string }[];
  payments: { provider: string; status: string }[];
  lines: { title: string; quantity: number }[];
}
const pageOf = async (id: number, lang = 'ro') => {
  const res = await send(ctx.app, 'GET', `/${lang}/admin/orders/${id}/`, { token: manager });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

async function lastMail() {
  await ctx.sendQueuedMail();
  return ctx.services.mailer.outbox.at(-1);
}

const auditOf = (id: number) => auditLines(ctx.database.db, { entity: 'order', entityId: id });

describe('an order placed by its buyer', () => {
  it('has its creation in its history, by nobody from the staff', async () => {
    const { order } = await placeShopOrder('history', 'card');
    const page = await pageOf(order.id);
    expect(page.history).toEqual([expect.objectContaining({ status: 'pending', actor: null })]);
    expect(page.actions).toEqual(['cancel']);
    expect(page.lines).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('is cancelled by its buyer with a history line of the buyer', async () => {
    const { buyer, order } = await placeShopOrder('buyer-cancel');
    await send(ctx.app, 'POST', `/orders/${order.id}/cancel/`, { token: buyer.token });
    const { history } = await pageOf(order.id);
    expect(history.map((event) => [event.status, event.actor])).toEqual([
      ['pending', null],
      ['cancelled', null],
    ]);
  });

  it('is paid by its card and released by the hold sweeper, each by nobody from the staff', async () => {
    const { buyer, order } = await placeShopOrder('card-paid', 'card');
    const paid = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      token: buyer.token,
      body: { provider: 'test', card_number: '4242424242424242' },
    });
    expect(paid.status).toBe(200);
    const { history } = await pageOf(order.id, 'en');
    expect(history.map((event) => [event.status, event.actor])).toEqual([
      ['pending', null],
      ['paid', null],
    ]);

    const { order: unpaid } = await placeShopOrder('expired', 'card');
    const later = new Date(Date.now() + 86_400_000);
    await releaseExpiredOrders(
      ctx.database.db,
      ctx.services,
      { cardHoldMinutes: 30, cashHoldDays: 3 },
      later,
    );
    const released = await pageOf(unpaid.id);
    expect(released.status).toBe('cancelled');
    expect(released.history.map((event) => [event.status, event.actor])).toEqual([
      ['pending', null],
      ['cancelled', null],
    ]);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await send(ctx.app, 'GET', '/ro/admin/orders/999999/', { token: manager });
    expect(res.status).toBe(404);
    expect((await act(999999, 'deliver')).status).toBe(404);
  });
});

describe('a manager marks a cash course order paid', () => {
  it('opens the course, mails the receipt and writes the history and the audit log', async () => {
    const buyer = await createBuyer(ctx.database.db, 'cash-course');
    const res = await send(ctx.app, 'POST', `/ro/courses/course/${COURSE}/purchase/`, {
      token: buyer.token,
      body: { payment_type: 'cash' },
    });
    expect(res.status).toBe(201);
    const id = (await json<{ order: { id: number } }>(res)).order.id;
    expect((await pageOf(id)).actions).toEqual(['mark_paid', 'cancel']);

    expect((await act(id, 'mark-paid', { note: 'paid at the desk' })).status).toBe(204);
    const access = await ctx.database.db
      .select()
      .from(courseAccess)
      .where(and(eq(courseAccess.userId, buyer.id), eq(courseAccess.courseId, COURSE)));
    expect(access).toHaveLength(1);
    expect((await lastMail())?.subject).toBe(`Confirmarea plății: comanda nr. ${id}`);
    const page = await pageOf(id);
    expect(page.status).toBe('paid');
    expect(page.actions).toEqual(['refund']);
    expect(page.history.at(-1)).toEqual(
      expect.objectContaining({ status: 'paid', note: 'paid at the desk' }),
    );
    expect(page.history.at(-1)?.actor?.id).toBe(managerId);
    expect((await auditOf(id)).map((row) => [row.action, row.actorId, row.after])).toEqual([
      ['order.mark_paid', managerId, { status: 'paid' }],
    ]);

    const again = await act(id, 'mark-paid');
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ detail: 'The order is not awaiting payment.' });
  });

  it('refuses to mark a card order paid: its provider pays it', async () => {
    const { order } = await placeShopOrder('card-mark', 'card');
    const res = await act(order.id, 'mark-paid');
    expect(res.status).toBe(409);
    expect((await pageOf(order.id)).status).toBe('pending');
    expect(await auditOf(order.id)).toEqual([]);
  });
});

describe('a manager ships, delivers and refunds a shop order', () => {
  it('moves it along its life, mailing the buyer at each step', async () => {
    const { order } = await placeShopOrder('ship');
    expect((await act(order.id, 'ship', { tracking_number: 'RO123' })).status).toBe(409);
    expect((await act(order.id, 'mark-paid')).status).toBe(204);
    const [cash] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(cash).toEqual(expect.objectContaining({ provider: 'cash', status: 'succeeded' }));

    const noNumber = await act(order.id, 'ship', { tracking_number: ' ' });
    expect(noNumber.status).toBe(400);
    expect((await act(order.id, 'ship', { tracking_number: 'RB123456789MD' })).status).toBe(204);
    const shipped = await lastMail();
    expect(shipped?.subject).toBe(`Comanda nr. ${order.id} a fost expediată`);
    expect(shipped?.text).toContain('RB123456789MD');

    expect((await act(order.id, 'deliver')).status).toBe(204);
    expect((await lastMail())?.subject).toBe(`Comanda nr. ${order.id} a fost livrată`);
    expect((await act(order.id, 'deliver')).status).toBe(409);

    const stock = await stockOf();
    expect((await act(order.id, 'refund', {})).status).toBe(400);
    expect((await act(order.id, 'refund', { reason: 'Damaged parcel' })).status).toBe(204);
    expect((await lastMail())?.subject).toBe(`Rambursare pentru comanda nr. ${order.id}`);
    expect(await stockOf()).toBe((stock ?? 0) + 2);

    const page = await pageOf(order.id);
    expect(page.tracking_number).toBe('RB123456789MD');
    expect(page.actions).toEqual([]);
    expect(
      page.history.map((event) => [event.status, event.note, event.actor?.id ?? null]),
    ).toEqual([
      ['pending', '', null],
      ['paid', '', managerId],
      ['shipped', 'RB123456789MD', managerId],
      ['delivered', '', managerId],
      ['refunded', 'Damaged parcel', managerId],
    ]);
    const audit = await auditOf(order.id);
    expect(audit.map((row) => row.action)).toEqual([
      'order.mark_paid',
      'order.ship',
      'order.deliver',
      'order.refund',
    ]);
    expect(audit[1]?.before).toEqual(
      expect.objectContaining({ status: 'paid', tracking_number: '' }),
    );
    expect(audit[1]?.after).toEqual(
      expect.objectContaining({ status: 'shipped', tracking_number: 'RB123456789MD' }),
    );
    expect((await act(order.id, 'cancel', { reason: 'late' })).status).toBe(409);
  });
});

describe('a manager cancels an unpaid shop order', () => {
  it('gives its stock back, mails the buyer and keeps the reason in its history', async () => {
    const stock = await stockOf();
    const { order } = await placeShopOrder('staff-cancel');
    expect(await stockOf()).toBe((stock ?? 0) - 2);
    expect((await act(order.id, 'cancel', { reason: 'Out of reach' })).status).toBe(204);
    expect(await stockOf()).toBe(stock);
    expect((await lastMail())?.subject).toBe(`Comanda nr. ${order.id} a fost anulată`);
    const events = await ctx.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => [event.status, event.actorId, event.note])).toEqual([
      ['pending', null, ''],
      ['cancelled', managerId, 'Out of reach'],
    ]);
    const refused = await act(order.id, 'refund', { reason: 'twice' });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ detail: 'Only a paid order can be refunded.' });
  });
});
