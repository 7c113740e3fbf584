import { courseQuoteSchema, orderQuoteSchema, orderSchema } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, products, promoCodes } from '../../db/schema';
import { createBuyer, orderBody } from '../../test/buyers';
import { json, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { PROMO_MESSAGES } from './promo.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let categoryOf: Map<number, number | null>;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.update(products).set({ stock: 1000 });
  const rows = await ctx.database.db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products);
  categoryOf = new Map(rows.map((r) => [r.id, r.categoryId]));
});
afterAll(() => ctx.database.close());

/** A code of the test's own, so that no test spends another's uses. */
async function code(values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const name = `T${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
  await ctx.database.db.insert(promoCodes).values({ code: name, percent: 10, ...values });
  return name;
}

const quote = async (token: string, items: { id: number; cnt: number }[], promo: string) =>
  orderQuoteSchema.parse(
    await json(
      send(ctx.app, 'POST', '/ro/orders/quote/', {
        token,
        body: { items, delivery_type: 'pickup', city: 'Chișinău', promo_code: promo },
      }),
    ),
  );

const order = (token: string, items: { id: number; cnt: number }[], promo: string) =>
  send(ctx.app, 'POST', '/ro/orders/', {
    token,
    body: { ...orderBody(items, 'cash'), promo_code: promo },
  });

describe('promo codes in the shop', () => {
  it('takes a percentage off the quote and the order, typed in any case', async () => {
    const buyer = await createBuyer(ctx.database.db, 'percent');
    const name = await code({ percent: 10 });
    const priced = await quote(buyer.token, [{ id: 1, cnt: 2 }], ` ${name.toLowerCase()} `);
    expect(priced).toMatchObject({ promo_code: name, promo_problem: null, subtotal: 640 });
    expect(priced.discount).toBe(64);
    expect(priced.total).toBe(576);
    const res = await order(buyer.token, [{ id: 1, cnt: 2 }], name.toLowerCase());
    expect(res.status).toBe(201);
    expect(orderSchema.parse(await res.json())).toMatchObject({
      promo_code: name,
      subtotal: 640,
      discount: 64,
      total: 576,
    });
  });

  it('a fixed amount per currency, never more than the lines it applies to', async () => {
    const buyer = await createBuyer(ctx.database.db, 'fixed');
    const name = await code({ percent: null, amounts: { MDL: 1000, RON: 50 } });
    const priced = await quote(buyer.token, [{ id: 1, cnt: 1 }], name);
    expect(priced).toMatchObject({ subtotal: 320, discount: 320, total: 0 });
    const romanian = await createBuyer(ctx.database.db, 'fixed-ro', { city: 'Romania' });
    const inLei = await quote(romanian.token, [{ id: 1, cnt: 1 }], name);
    expect(inLei.currency).toBe('RON');
    expect(inLei.discount).toBe(50);
    const russian = await createBuyer(ctx.database.db, 'fixed-ru', { city: 'Russian Federation' });
    expect((await quote(russian.token, [{ id: 1, cnt: 1 }], name)).promo_problem).toBe(
      'not_applicable',
    );
  });

  it('names each problem in the quote and refuses it at the order, at the field', async () => {
    const buyer = await createBuyer(ctx.database.db, 'problems');
    const cases = {
      unknown: 'NO-SUCH-CODE',
      expired: await code({ endsAt: new Date(Date.now() - 60_000) }),
      disabled: await code({ disabled: true }),
      used_up: await code({ maxUses: 1, usedCount: 1 }),
      not_applicable: await code({ scope: 'courses' }),
      below_minimum: await code({ minSubtotal: { MDL: 5000 } }),
    } as const;
    for (const [problem, typed] of Object.entries(cases)) {
      const priced = await quote(buyer.token, [{ id: 1, cnt: 1 }], typed);
      expect(priced, problem).toMatchObject({
        promo_problem: problem,
        promo_code: '',
        discount: 0,
        total: 320,
        promo_minimum: problem === 'below_minimum' ? 5000 : null,
      });
      const res = await order(buyer.token, [{ id: 1, cnt: 1 }], typed);
      expect(res.status, problem).toBe(400);
      expect(await res.json()).toEqual({
        promo_code: [PROMO_MESSAGES[problem as keyof typeof PROMO_MESSAGES]],
      });
    }
    const later = await code({ startsAt: new Date(Date.now() + 3_600_000) });
    expect((await quote(buyer.token, [{ id: 1, cnt: 1 }], later)).promo_problem).toBe('expired');
  });

  it('applies to the products of its categories only', async () => {
    const buyer = await createBuyer(ctx.database.db, 'category');
    const [other] = [...categoryOf].filter(([, c]) => c !== categoryOf.get(1));
    if (!other) throw new Error('the seed has one category only');
    const name = await code({
      percent: 50,
      scope: 'categories',
      categoryIds: [categoryOf.get(1) ?? -1],
    });
    const priced = await quote(
      buyer.token,
      [
        { id: 1, cnt: 1 },
        { id: other[0], cnt: 1 },
      ],
      name,
    );
    expect(priced.discount).toBe(160);
  });

  it('counts a use per buyer; a cancelled unpaid order gives it back', async () => {
    const buyer = await createBuyer(ctx.database.db, 'per-user');
    const name = await code({ perUser: 1, maxUses: 5 });
    const first = await order(buyer.token, [{ id: 1, cnt: 1 }], name);
    expect(first.status).toBe(201);
    const placed = orderSchema.parse(await first.json());
    expect((await quote(buyer.token, [{ id: 1, cnt: 1 }], name)).promo_problem).toBe('used_up');
    expect((await order(buyer.token, [{ id: 1, cnt: 1 }], name)).status).toBe(400);
    const someoneElse = await createBuyer(ctx.database.db, 'per-user-2');
    expect((await quote(someoneElse.token, [{ id: 1, cnt: 1 }], name)).promo_problem).toBeNull();
    const usedCount = async () =>
      (await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.code, name)))[0]
        ?.usedCount;
    expect(await usedCount()).toBe(1);
    const cancel = await send(ctx.app, 'POST', `/orders/${placed.id}/cancel/`, {
      token: buyer.token,
    });
    expect(cancel.status).toBe(200);
    expect(await usedCount()).toBe(0);
    expect((await quote(buyer.token, [{ id: 1, cnt: 1 }], name)).promo_problem).toBeNull();
  });

  it('earns cashback on what was paid after the discount', async () => {
    const buyer = await createBuyer(ctx.database.db, 'cashback');
    const name = await code({ percent: 50 });
    const res = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: { ...orderBody([{ id: 1, cnt: 1 }], 'card'), promo_code: name },
    });
    const placed = orderSchema.parse(await res.json());
    expect(placed.total).toBe(160);
    const paid = await send(ctx.app, 'POST', `/orders/${placed.id}/pay/`, {
      token: buyer.token,
      body: { card_number: '4242424242424242' },
    });
    expect(paid.status).toBe(200);
    const view = orderSchema.parse(
      await json(send(ctx.app, 'GET', `/orders/${placed.id}/`, { token: buyer.token })),
    );
    expect(view.cashback_earned).toBe(8);
  });
});

describe('promo codes on a course', () => {
  const paidCourse = async () => {
    const [course] = await ctx.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.isFree, false))
      .limit(1);
    if (!course) throw new Error('no paid course');
    return course.id;
  };
  const purchase = (token: string, id: number, promo: string) =>
    send(ctx.app, 'POST', `/en/courses/course/${id}/purchase/`, {
      token,
      body: { promo_code: promo },
    });

  it('prices the course order with the code; a second form with another code reprices it', async () => {
    const buyer = await createBuyer(ctx.database.db, 'course');
    const id = await paidCourse();
    const twenty = await code({ percent: 20, scope: 'courses', perUser: 1 });
    const res = await purchase(buyer.token, id, twenty);
    expect(res.status).toBe(201);
    const first = orderSchema.parse(((await res.json()) as { order: unknown }).order);
    expect(first.promo_code).toBe(twenty);
    expect(first.discount).toBe(Math.round(first.subtotal * 20) / 100);
    // The same pending order, priced again with the same code: its own use does not count.
    const again = orderSchema.parse(
      ((await json(purchase(buyer.token, id, twenty))) as { order: unknown }).order,
    );
    expect(again).toMatchObject({ id: first.id, discount: first.discount });
    const none = orderSchema.parse(
      ((await json(purchase(buyer.token, id, ''))) as { order: unknown }).order,
    );
    expect(none).toMatchObject({ id: first.id, discount: 0, total: first.subtotal });
    const shopCode = await code({ scope: 'products' });
    expect((await purchase(buyer.token, id, shopCode)).status).toBe(400);
  });

  const courseQuote = async (token: string, id: number, promo: string) =>
    courseQuoteSchema.parse(
      await json(
        send(ctx.app, 'POST', `/en/courses/course/${id}/quote/`, {
          token,
          body: { promo_code: promo },
        }),
      ),
    );

  it('quotes the course with a code before the order, as the purchase prices it', async () => {
    const buyer = await createBuyer(ctx.database.db, 'course-quote');
    const id = await paidCourse();
    const once = await code({ percent: 20, scope: 'courses', perUser: 1 });
    const plain = await courseQuote(buyer.token, id, '');
    expect(plain).toMatchObject({ currency: 'EUR', discount: 0, promo_problem: null });
    expect(plain.total).toBe(plain.subtotal);
    const priced = await courseQuote(buyer.token, id, once.toLowerCase());
    expect(priced).toMatchObject({ promo_code: once, promo_problem: null });
    expect(priced.discount).toBe(Math.round(plain.subtotal * 20) / 100);
    expect(priced.total).toBe(Math.round((plain.subtotal - priced.discount) * 100) / 100);
    // The pending order placed with it is priced again by the next form: its own use is no bar.
    const placed = orderSchema.parse(
      ((await json(purchase(buyer.token, id, once))) as { order: unknown }).order,
    );
    expect(placed.total).toBe(priced.total);
    expect(await courseQuote(buyer.token, id, once)).toEqual(priced);
    const shopCode = await code({ scope: 'products' });
    expect(await courseQuote(buyer.token, id, shopCode)).toMatchObject({
      promo_code: '',
      discount: 0,
      promo_problem: 'not_applicable',
      total: plain.subtotal,
    });
    expect((await courseQuote(buyer.token, id, 'NO-SUCH-CODE')).promo_problem).toBe('unknown');
    // Once the only use is taken, by this buyer's pending order: used up for another buyer only.
    const single = await code({ percent: 10, scope: 'courses', maxUses: 1 });
    await json(purchase(buyer.token, id, single));
    const other = await createBuyer(ctx.database.db, 'course-quote-2');
    expect((await courseQuote(other.token, id, single)).promo_problem).toBe('used_up');
    expect(await courseQuote(buyer.token, id, single)).toMatchObject({ promo_problem: null });
    const anonymous = await send(ctx.app, 'POST', `/en/courses/course/${id}/quote/`, {
      body: { promo_code: single },
    });
    expect(anonymous.status).toBe(401);
  });

  it('a code that takes the whole price opens the course at once', async () => {
    const buyer = await createBuyer(ctx.database.db, 'gift');
    const id = await paidCourse();
    const gift = await code({ percent: 100, scope: 'courses', maxUses: 1 });
    const body = (await json(purchase(buyer.token, id, gift))) as {
      order: unknown;
      access_id: number | null;
    };
    expect(orderSchema.parse(body.order)).toMatchObject({ status: 'paid', total: 0 });
    expect(body.access_id).toEqual(expect.any(Number));
  });
});
