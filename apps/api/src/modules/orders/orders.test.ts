import {
  cashbackResponseSchema,
  FREE_DELIVERY_FROM,
  orderListSchema,
  orderQuoteSchema,
  orderSchema,
  type Product,
  payResponseSchema,
  productListSchema,
} from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { DECLINED_TEST_CARD } from './payment-provider';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const key of ['student', 'doctor', 'client', 'outside'] as const)
    tokens[key] = await login(ctx.app, DEMO[key]);
});
afterAll(() => ctx.database.close());

const stockOf = async (id: number) =>
  (
    await ctx.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id))
  )[0]?.stock;

const form = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  first_name: 'Irina',
  surname: 'Cebotari',
  phone: '+37369123456',
  email: 'irina@example.com',
  country: 'Moldova',
  city: 'Chișinău',
  street: 'Ștefan cel Mare',
  house_number: '1',
  postcode: 'MD-2012',
  delivery_type: 'courier',
  payment_type: 'card',
  terms_agreement: true,
  ...extra,
});

describe('checkout', () => {
  it('prices from the database for the market, ignores prices sent, takes stock', async () => {
    const before = await stockOf(1);
    const res = await send(ctx.app, 'POST', '/ro/orders/', {
      token: tokens.student,
      body: form(
        [
          { id: 1, cnt: 2, price: 1 },
          { id: 3, cnt: 1, price: 1 },
        ],
        { total: 1 },
      ),
    });
    expect(res.status).toBe(201);
    const order = orderSchema.parse(await res.json());
    expect(order).toMatchObject({
      currency: 'MDL',
      market: 'md',
      subtotal: 900,
      delivery_price: 50,
      total: 950,
      status: 'pending',
      type: 'order',
    });
    expect(order.items.map((i) => [i.product, i.unit_price, i.quantity])).toEqual([
      [1, 320, 2],
      [3, 260, 1],
    ]);
    expect(await stockOf(1)).toBe((before ?? 0) - 2);
  });

  it('refuses more than the stock and rolls the whole order back', async () => {
    const before = await stockOf(1);
    const res = await send(ctx.app, 'POST', '/ro/orders/', {
      token: tokens.student,
      body: form([
        { id: 1, cnt: 1 },
        { id: 4, cnt: 2 },
      ]),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: 'Not in stock', product_id: 4 });
    expect(await stockOf(1)).toBe(before);
    expect(await stockOf(4)).toBe(1);
  });

  it('refuses bad quantities, missing agreement and products the user may not buy', async () => {
    for (const cnt of [0, -1, 1.5, '2', 100_000]) {
      const res = await send(ctx.app, 'POST', '/ro/orders/', {
        token: tokens.student,
        body: form([{ id: 1, cnt }]),
      });
      expect(res.status, String(cnt)).toBe(400);
      expect(Object.keys(await json(res))[0]).toMatch(/^items/);
    }
    const noTerms = await send(ctx.app, 'POST', '/ro/orders/', {
      token: tokens.student,
      body: form([{ id: 1, cnt: 1 }], { terms_agreement: false }),
    });
    expect(await json(noTerms)).toHaveProperty('terms_agreement');
    const doctorOnly = await send(ctx.app, 'POST', '/ro/orders/', {
      token: tokens.student,
      body: form([{ id: 9, cnt: 1 }]),
    });
    expect(doctorOnly.status).toBe(400);
    expect(
      (
        await send(ctx.app, 'POST', '/ro/orders/', {
          token: tokens.outside,
          body: form([{ id: 1, cnt: 1 }]),
        })
      ).status,
    ).toBe(403);
  });

  it('applies free delivery over 500 lei in Romania and client prices in the client store', async () => {
    const ro = orderSchema.parse(
      await json(
        send(ctx.app, 'POST', '/en/orders/', {
          token: tokens.doctor,
          body: form([{ id: 7, cnt: 3 }], { city: 'Iași', country: 'Romania' }),
        }),
      ),
    );
    expect(ro.currency).toBe('RON');
    expect(ro.subtotal).toBeGreaterThan(500);
    expect(ro.delivery_price).toBe(0);
    const client = orderSchema.parse(
      await json(
        send(ctx.app, 'POST', '/ru/orders/', {
          token: tokens.client,
          body: form([{ id: 1, cnt: 1 }], {
            client_store: true,
            city: 'Moscow',
            country: 'Russian Federation',
            payment_type: 'cash',
          }),
        }),
      ),
    );
    expect(client).toMatchObject({ currency: 'RUB', delivery_by_weight: true });
    expect(client.items[0]?.unit_price).toBe(Math.round(Math.round(320 * 1.35) * 5.1));
  });
});

describe('payment and cashback', () => {
  it('pays through the test provider once, credits 5 % cashback, refuses a second payment', async () => {
    const order = orderSchema.parse(
      await json(
        send(ctx.app, 'POST', '/ro/orders/', {
          token: tokens.student,
          body: form([{ id: 11, cnt: 1 }], { use_bonuses: true }),
        }),
      ),
    );
    expect(order.cashback_used).toBe(69);
    expect(
      (await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, { token: tokens.doctor, body: {} }))
        .status,
    ).toBe(404);
    const declined = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      token: tokens.student,
      body: { provider: 'test', card_number: DECLINED_TEST_CARD },
    });
    expect(declined.status).toBe(402);
    const paid = payResponseSchema.parse(
      await json(
        send(ctx.app, 'POST', `/orders/${order.id}/pay/`, { token: tokens.student, body: {} }),
      ),
    );
    expect(paid.order).toMatchObject({ status: 'paid', type: 'purchase' });
    expect(paid.order.cashback_earned).toBe(Math.round(((order.subtotal - 69) * 5) / 10) / 10);
    expect(
      (await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, { token: tokens.student, body: {} }))
        .status,
    ).toBe(409);
    const pending = orderSchema.parse(
      await json(
        send(ctx.app, 'POST', '/ro/orders/', {
          token: tokens.student,
          body: form([{ id: 1, cnt: 1 }]),
        }),
      ),
    );
    const unknown = await send(ctx.app, 'POST', `/orders/${pending.id}/pay/`, {
      token: tokens.student,
      body: { provider: 'paypal' },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toHaveProperty('provider');

    const cashback = cashbackResponseSchema.parse(
      await json(send(ctx.app, 'GET', '/accounts/cashback/', { token: tokens.student })),
    );
    expect(cashback.balance.MDL).toBe(paid.order.cashback_earned);
    const history = await json<unknown[]>(
      send(ctx.app, 'GET', '/accounts/payment-history/', { token: tokens.student }),
    );
    expect(history.length).toBeGreaterThanOrEqual(3);
  });

  it('lists own orders and hides others', async () => {
    const mine = orderListSchema.parse(
      await json(send(ctx.app, 'GET', '/orders/', { token: tokens.student })),
    );
    expect(mine.length).toBeGreaterThan(1);
    const id = mine[0]?.id ?? 0;
    expect((await send(ctx.app, 'GET', `/orders/${id}/`, { token: tokens.student })).status).toBe(
      200,
    );
    expect((await send(ctx.app, 'GET', `/orders/${id}/`, { token: tokens.doctor })).status).toBe(
      404,
    );
  });
});

describe('course purchase', () => {
  it('creates the access record once the order is paid', async () => {
    const res = await send(ctx.app, 'POST', '/ro/courses/course/2/purchase/', {
      token: tokens.doctor,
      body: {},
    });
    expect(res.status).toBe(201);
    const { order, access_id } = await json<{
      order: { id: number; total: number; currency: string };
      access_id: null;
    }>(res);
    expect(order).toMatchObject({ total: 151, currency: 'EUR' });
    expect(access_id).toBeNull();
    const before = await json<unknown[]>(
      send(ctx.app, 'GET', '/ro/courses/access_list/', { token: tokens.doctor }),
    );
    const paid = payResponseSchema.parse(
      await json(
        send(ctx.app, 'POST', `/orders/${order.id}/pay/`, { token: tokens.doctor, body: {} }),
      ),
    );
    expect(paid.access_id).toBeGreaterThan(0);
    const after = await json<unknown[]>(
      send(ctx.app, 'GET', '/ro/courses/access_list/', { token: tokens.doctor }),
    );
    expect(after.length).toBe(before.length + 1);
    const again = await send(ctx.app, 'POST', '/ro/courses/course/2/purchase/', {
      token: tokens.doctor,
      body: {},
    });
    expect(again.status).toBe(409);
  });

  it('keeps the course order form on the order and mails the receipt once paid', async () => {
    const contact = {
      first_name: 'Ana',
      surname: 'Țurcanu',
      email: 'Ana@Example.com',
      phone: '+37369123456',
      terms_agreement: true,
    };
    const partial = await send(ctx.app, 'POST', '/en/courses/course/2/purchase/', {
      token: tokens.client,
      body: { first_name: 'Ana' },
    });
    expect(partial.status).toBe(400);
    expect(Object.keys(await json(partial)).sort()).toEqual([
      'email',
      'phone',
      'surname',
      'terms_agreement',
    ]);
    const badEmail = await send(ctx.app, 'POST', '/en/courses/course/2/purchase/', {
      token: tokens.client,
      body: { ...contact, email: 'not-an-email', terms_agreement: false },
    });
    expect(badEmail.status).toBe(400);
    expect(Object.keys(await json(badEmail)).sort()).toEqual(['email', 'terms_agreement']);
    const res = await send(ctx.app, 'POST', '/fr/courses/course/2/purchase/', {
      token: tokens.client,
      body: { ...contact, payment_type: 'card' },
    });
    expect(res.status).toBe(201);
    const { order } = await json<{ order: { id: number } }>(res);
    const [stored] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.contact).toEqual({
      first_name: 'Ana',
      surname: 'Țurcanu',
      email: 'ana@example.com',
      phone: '+37369123456',
    });
    expect(stored?.lang).toBe('fr');
    await ctx.sendQueuedMail();
    const before = ctx.services.mailer.outbox.length;
    const declined = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      token: tokens.client,
      body: { card_number: DECLINED_TEST_CARD },
    });
    expect(declined.status).toBe(402);
    await ctx.sendQueuedMail();
    expect(ctx.services.mailer.outbox.length).toBe(before);
    const paid = payResponseSchema.parse(
      await json(
        send(ctx.app, 'POST', `/orders/${order.id}/pay/`, { token: tokens.client, body: {} }),
      ),
    );
    await ctx.sendQueuedMail();
    const mails = ctx.services.mailer.outbox.slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(DEMO.client);
    expect(mail?.subject).toBe(`Reçu de paiement : commande n° ${order.id}`);
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/fr/course-inner/${paid.access_id}`);
    expect(mail?.text).toContain(String(order.id));
    expect(mail?.text).toMatch(/151\s€/);
    expect(mail?.html).toContain(`/fr/course-inner/${paid.access_id}`);
    const eml = mail?.eml ?? '';
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
  });

  it('opens a free course at once', async () => {
    const res = await send(ctx.app, 'POST', '/ro/courses/course/1/purchase/', {
      token: tokens.doctor,
      body: {},
    });
    const body = await json<{ order: null; access_id: number }>(res);
    expect(body.order).toBeNull();
    expect(body.access_id).toBeGreaterThan(0);
  });
});

describe('cash orders', () => {
  it('cannot be paid by card and are settled by the admin command', async () => {
    const order = orderSchema.parse(
      await json(
        send(ctx.app, 'POST', '/ro/orders/', {
          token: tokens.student,
          body: form([{ id: 1, cnt: 1 }], { payment_type: 'cash' }),
        }),
      ),
    );
    const card = await send(ctx.app, 'POST', `/orders/${order.id}/pay/`, {
      token: tokens.student,
      body: {},
    });
    expect(card.status).toBe(409);
    const { markOrderPaid } = await import('../../admin/commands');
    await markOrderPaid(ctx.database.db, order.id, ctx.jobs);
    const paid = orderSchema.parse(
      await json(send(ctx.app, 'GET', `/orders/${order.id}/`, { token: tokens.student })),
    );
    expect(paid.status).toBe('paid');
    const history = await json<{ order_id: number; confirmed: boolean }[]>(
      send(ctx.app, 'GET', '/accounts/payment-history/', { token: tokens.student }),
    );
    expect(history.find((p) => p.order_id === order.id)?.confirmed).toBe(true);
    await expect(markOrderPaid(ctx.database.db, order.id, ctx.jobs)).rejects.toThrow(
      /not awaiting payment/,
    );
  });
});

describe('order quote (POST /{lang}/orders/quote/)', () => {
  const quote = (token: string | undefined, body: Record<string, unknown>, lang = 'ro') =>
    send(ctx.app, 'POST', `/${lang}/orders/quote/`, { ...(token ? { token } : {}), body });
  const catalogue = async (token: string, query: string) =>
    productListSchema.parse(
      await json(send(ctx.app, 'GET', `/ro/shop/product/?page_size=10000&${query}`, { token })),
    ).results;
  /** Products of the student's catalogue that the other tests of this file leave in stock. */
  const stocked = async () =>
    (await catalogue(tokens.student ?? '', 'is_active_for_md=true')).filter(
      (p) => p.stock >= 5 && ![1, 3, 4, 11].includes(p.id),
    );
  const setProduct = (id: number, fields: Partial<typeof products.$inferInsert>) =>
    ctx.database.db.update(products).set(fields).where(eq(products.id, id));

  it('prices like the order (same lines, delivery, cashback) and stores nothing', async () => {
    const [a, b] = (await stocked()) as [Product, Product];
    const items = [
      { id: a.id, cnt: 2, price: 1 },
      { id: b.id, cnt: 1 },
    ];
    const stockBefore = await stockOf(a.id);
    const ordersBefore = orderListSchema.parse(
      await json(send(ctx.app, 'GET', '/orders/', { token: tokens.student })),
    ).length;
    const { balance } = cashbackResponseSchema.parse(
      await json(send(ctx.app, 'GET', '/accounts/cashback/', { token: tokens.student })),
    );
    const res = await quote(tokens.student, {
      items,
      delivery_type: 'courier',
      city: 'Bălți',
      use_bonuses: true,
      total: 1,
    });
    expect(res.status).toBe(200);
    const q = orderQuoteSchema.parse(await res.json());
    const subtotal = Math.round(((a.price ?? 0) * 2 + (b.price ?? 0)) * 10) / 10;
    expect(q).toMatchObject({
      market: 'md',
      currency: 'MDL',
      unavailable: [],
      subtotal,
      free_delivery_from: FREE_DELIVERY_FROM.mdRegions,
      cashback_balance: balance.MDL ?? 0,
      cashback_used: Math.min(balance.MDL ?? 0, subtotal),
    });
    expect(q.items.map((i) => [i.product, i.unit_price, i.quantity, i.line_total])).toEqual([
      [a.id, a.price, 2, Math.round((a.price ?? 0) * 20) / 10],
      [b.id, b.price, 1, b.price],
    ]);
    expect(q.delivery_price).toBe(subtotal > FREE_DELIVERY_FROM.mdRegions ? 0 : 70);
    expect(q.total).toBe(Math.round((subtotal - q.cashback_used + q.delivery_price) * 10) / 10);
    expect(q.cashback_earned).toBe(Math.round(((subtotal - q.cashback_used) * 5) / 10) / 10);
    expect(await stockOf(a.id)).toBe(stockBefore);
    expect(
      orderListSchema.parse(await json(send(ctx.app, 'GET', '/orders/', { token: tokens.student })))
        .length,
    ).toBe(ordersBefore);

    const order = orderSchema.parse(
      await json(
        send(ctx.app, 'POST', '/ro/orders/', {
          token: tokens.student,
          body: form(items, { city: 'Bălți', use_bonuses: true }),
        }),
      ),
    );
    expect(order).toMatchObject({
      subtotal: q.subtotal,
      delivery_price: q.delivery_price,
      delivery_by_weight: q.delivery_by_weight,
      cashback_used: q.cashback_used,
      total: q.total,
    });
    expect(order.items.map((i) => [i.product, i.unit_price, i.quantity, i.line_total])).toEqual(
      q.items.map((i) => [i.product, i.unit_price, i.quantity, i.line_total]),
    );
    const paid = payResponseSchema.parse(
      await json(
        send(ctx.app, 'POST', `/orders/${order.id}/pay/`, { token: tokens.student, body: {} }),
      ),
    );
    expect(paid.order.cashback_earned).toBe(q.cashback_earned);
  });

  it('lists what the user cannot buy now and leaves it out of the totals', async () => {
    const [soldOut, inactive, kept] = (await stocked()) as [Product, Product, Product];
    await setProduct(soldOut.id, { stock: 0 });
    await setProduct(inactive.id, { active: false });
    try {
      // 9 is for doctors only (the student is in cosmetology); 99999 does not exist.
      const items = [
        { id: soldOut.id, cnt: 1 },
        { id: 9, cnt: 1 },
        { id: 99999, cnt: 1 },
        { id: kept.id, cnt: 2 },
        { id: inactive.id, cnt: 1 },
      ];
      const q = orderQuoteSchema.parse(
        await json(quote(tokens.student, { items, delivery_type: 'pickup', city: '' }, 'en')),
      );
      expect(q.unavailable).toEqual([soldOut.id, 9, 99999, inactive.id]);
      expect(q.items).toEqual([
        {
          product: kept.id,
          title: expect.any(String),
          unit_price: kept.price,
          quantity: 2,
          line_total: Math.round((kept.price ?? 0) * 20) / 10,
        },
      ]);
      expect(q.subtotal).toBe(q.items[0]?.line_total);
      expect(q).toMatchObject({ delivery_price: 0, free_delivery_from: null });
      // The order itself still refuses them: sold out 409, not for this user 400.
      const sold = await send(ctx.app, 'POST', '/ro/orders/', {
        token: tokens.student,
        body: form([{ id: soldOut.id, cnt: 1 }]),
      });
      expect(sold.status).toBe(409);
      expect(await sold.json()).toEqual({ detail: 'Not in stock', product_id: soldOut.id });
      const gone = await send(ctx.app, 'POST', '/ro/orders/', {
        token: tokens.student,
        body: form([{ id: inactive.id, cnt: 1 }]),
      });
      expect(gone.status).toBe(400);
    } finally {
      await setProduct(soldOut.id, { stock: soldOut.stock });
      await setProduct(inactive.id, { active: true });
    }
  });

  it("names the free-delivery threshold of the user's market, city and delivery", async () => {
    const [a] = (await stocked()) as [Product];
    const md = async (city: string, delivery_type: string) =>
      orderQuoteSchema.parse(
        await json(quote(tokens.student, { items: [{ id: a.id, cnt: 1 }], delivery_type, city })),
      ).free_delivery_from;
    expect(await md('Chișinău', 'courier')).toBe(FREE_DELIVERY_FROM.mdCapital);
    expect(await md('Orhei', 'carrier_office')).toBe(FREE_DELIVERY_FROM.mdRegions);
    expect(await md('Chișinău', 'pickup')).toBeNull();

    const doc = (await catalogue(tokens.doctor ?? '', 'is_active_for_ro=true')).find(
      (p) => p.stock > 0,
    );
    const ro = orderQuoteSchema.parse(
      await json(
        quote(tokens.doctor, {
          items: [{ id: doc?.id, cnt: 1 }],
          delivery_type: 'courier',
          city: 'Iași',
        }),
      ),
    );
    expect(ro).toMatchObject({ market: 'ro', currency: 'RON', free_delivery_from: 500 });
    expect(ro.items[0]?.unit_price).toBe(doc?.price_ro);

    const own = (await catalogue(tokens.client ?? '', 'is_active_for_client_ru=true')).find(
      (p) => p.stock > 0,
    );
    const ru = orderQuoteSchema.parse(
      await json(
        quote(tokens.client, {
          items: [{ id: own?.id, cnt: 1 }],
          delivery_type: 'courier',
          city: 'Moscow',
          client_store: true,
        }),
      ),
    );
    expect(ru).toMatchObject({
      market: 'ru',
      currency: 'RUB',
      free_delivery_from: null,
      delivery_by_weight: true,
      delivery_price: 0,
      cashback_used: 0,
    });
    expect(ru.items[0]?.unit_price).toBe(own?.client_price_ru);
  });

  it('refuses users outside the shop and bad lines like the order does', async () => {
    const body = { items: [{ id: 1, cnt: 1 }], delivery_type: 'courier', city: 'Roma' };
    expect((await quote(tokens.outside, body)).status).toBe(403);
    expect((await quote(tokens.client, body)).status).toBe(403);
    expect((await quote(undefined, body)).status).toBe(401);
    for (const items of [[], [{ id: 1, cnt: 0 }], [{ id: 1, cnt: 1.5 }], [{ id: 'x', cnt: 1 }]]) {
      const res = await quote(tokens.student, { ...body, items });
      expect(res.status, JSON.stringify(items)).toBe(400);
      expect(Object.keys(await json(res))[0]).toMatch(/^items/);
    }
    const noDelivery = await quote(tokens.student, { items: body.items, delivery_type: 'drone' });
    expect(await json(noDelivery)).toHaveProperty('delivery_type');
  });
});
