import { orderQuoteSchema, orderSchema } from '@academy/contract';
import {
  PROMO_FORM_ERRORS,
  type PromoCodeBody,
  promoCodeBodySchema,
  promoCodeListSchema,
  promoCodeSchema,
  promoFormErrorOf,
  promoUsageSchema,
} from '@academy/contract/back-office/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { createBuyer, orderBody } from '../../test/buyers';
import { json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.update(products).set({ stock: 1000 });
  manager = await login(ctx.app, 'manager@academy.demo');
});
afterAll(() => ctx.database.close());

const unique = () => `T-${Math.random().toString(36).slice(2, 10)}`.toUpperCase();

const create = (body: PromoCodeBody) =>
  send(ctx.app, 'POST', '/admin/promo-codes/', { token: manager, body });

async function created(body: Partial<PromoCodeBody> = {}) {
  const res = await create({ code: unique(), percent: 10, amounts: null, ...body });
  expect(res.status).toBe(201);
  return promoCodeSchema.parse(await res.json());
}

const quote = async (token: string, code: string) =>
  orderQuoteSchema.parse(
    await json(
      send(ctx.app, 'POST', '/ro/orders/quote/', {
        token,
        body: {
          items: [{ id: 1, cnt: 1 }],
          delivery_type: 'pickup',
          city: 'Chișinău',
          promo_code: code,
        },
      }),
    ),
  );

describe('the promo form, checked the same in the browser and on the server', () => {
  const cases: [string, Partial<PromoCodeBody>, string, keyof typeof PROMO_FORM_ERRORS][] = [
    ['a code with spaces inside', { code: 'TWO WORDS' }, 'code', 'codeFormat'],
    ['both a percentage and amounts', { amounts: { MDL: 50 } }, 'percent', 'oneValue'],
    ['neither', { percent: null }, 'percent', 'oneValue'],
    ['a percentage over 100', { percent: 150 }, 'percent', 'percent'],
    [
      'an end before the start',
      { starts_at: '2027-02-01T00:00:00Z', ends_at: '2027-01-01T00:00:00Z' },
      'ends_at',
      'dates',
    ],
    ['a limit of zero', { max_uses: 0 }, 'max_uses', 'limit'],
    [
      'more uses per buyer than in all',
      { max_uses: 2, per_user: 3 },
      'per_user',
      'perUserAboveMax',
    ],
    ['categories without any', { scope: 'categories' }, 'category_ids', 'categories'],
  ];
  for (const [name, patch, field, error] of cases)
    it(`refuses ${name} at ${field}`, async () => {
      const body = { code: unique(), percent: 10, amounts: null, ...patch };
      const browser = promoCodeBodySchema.safeParse(body);
      expect(browser.success).toBe(false);
      const message = browser.error?.issues.find((i) => i.path[0] === field)?.message ?? '';
      expect(promoFormErrorOf(message)).toBe(error);
      const res = await create(body);
      expect(res.status).toBe(400);
      expect((await json<Record<string, string[]>>(res))[field]).toEqual([
        PROMO_FORM_ERRORS[error],
      ]);
    });

  it('stores the code normalized, and refuses a taken one at the code field', async () => {
    const code = unique();
    const promo = await created({ code: ` ${code.toLowerCase()} `, amounts: null });
    expect(promo.code).toBe(code);
    const taken = await create({ code: code.toLowerCase(), percent: 5, amounts: null });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ code: [PROMO_FORM_ERRORS.codeTaken] });
  });

  it('edits a code, never below its uses, and lists it with its use', async () => {
    const promo = await created({ max_uses: 5 });
    const buyer = await createBuyer(ctx.database.db, 'promo-edit');
    const placed = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: { ...orderBody([{ id: 1, cnt: 1 }], 'cash'), promo_code: promo.code },
    });
    expect(placed.status).toBe(201);
    const patch = (body: Partial<PromoCodeBody>) =>
      send(ctx.app, 'PATCH', `/admin/promo-codes/${promo.id}/`, {
        token: manager,
        body: { code: promo.code, percent: 10, amounts: null, max_uses: 5, ...body },
      });
    const below = await patch({ max_uses: 0 });
    expect(below.status).toBe(400);
    const fixed = await patch({ percent: null, amounts: { MDL: 30, EUR: 2 }, note: 'fixed now' });
    expect(fixed.status).toBe(200);
    expect(promoCodeSchema.parse(await fixed.json())).toMatchObject({
      percent: null,
      amounts: { MDL: 30, EUR: 2 },
      note: 'fixed now',
      used_count: 1,
    });
    const listed = promoCodeListSchema.parse(
      await json(
        send(ctx.app, 'GET', `/admin/promo-codes/?q=${promo.code.toLowerCase()}`, {
          token: manager,
        }),
      ),
    );
    expect(listed.results).toEqual([
      expect.objectContaining({ id: promo.id, used_count: 1, max_uses: 5 }),
    ]);
    const missing = await send(ctx.app, 'PATCH', '/admin/promo-codes/999999/', {
      token: manager,
      body: { code: unique(), percent: 10, amounts: null },
    });
    expect(missing.status).toBe(404);
  });
});

describe('disabling a code', () => {
  it('refuses it at checkout as no longer valid, until it is enabled again; audited', async () => {
    const promo = await created();
    const buyer = await createBuyer(ctx.database.db, 'promo-disabled');
    const off = await send(ctx.app, 'POST', `/admin/promo-codes/${promo.id}/disable/`, {
      token: manager,
    });
    expect(promoCodeSchema.parse(await off.json()).disabled).toBe(true);
    expect((await quote(buyer.token, promo.code)).promo_problem).toBe('disabled');
    const order = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: { ...orderBody([{ id: 1, cnt: 1 }], 'cash'), promo_code: promo.code },
    });
    expect(order.status).toBe(400);
    expect(await order.json()).toEqual({ promo_code: ['This promo code is no longer valid.'] });
    const disabledOnly = promoCodeListSchema.parse(
      await json(send(ctx.app, 'GET', '/admin/promo-codes/?status=disabled', { token: manager })),
    );
    expect(disabledOnly.results.map((p) => p.id)).toContain(promo.id);
    expect(disabledOnly.results.every((p) => p.disabled)).toBe(true);

    await send(ctx.app, 'POST', `/admin/promo-codes/${promo.id}/enable/`, { token: manager });
    expect((await quote(buyer.token, promo.code)).promo_problem).toBeNull();
    const audit = await auditLines(ctx.database.db, { entity: 'promo_code', entityId: promo.id });
    expect(audit.map((a) => a.action)).toEqual(['promo.create', 'promo.disable', 'promo.enable']);
    expect(audit[0]?.after).toMatchObject({ code: promo.code, percent: 10 });
  });
});

describe("a code's usage", () => {
  it('lists the orders priced with it: buyer, date, total and discount', async () => {
    const promo = await created({ percent: 25 });
    const buyer = await createBuyer(ctx.database.db, 'promo-usage');
    const res = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: { ...orderBody([{ id: 1, cnt: 2 }], 'cash'), promo_code: promo.code },
    });
    const order = orderSchema.parse(await res.json());
    const usage = promoUsageSchema.parse(
      await json(
        send(ctx.app, 'GET', `/en/admin/promo-codes/${promo.id}/usage/`, { token: manager }),
      ),
    );
    expect(usage.promo).toMatchObject({ id: promo.id, used_count: 1 });
    expect(usage.count).toBe(1);
    expect(usage.results).toEqual([
      {
        order_id: order.id,
        buyer: {
          id: buyer.id,
          name: expect.any(String),
          email: expect.stringContaining('promo-usage'),
        },
        created: expect.any(String),
        total: order.total,
        currency: 'MDL',
        discount: order.discount,
      },
    ]);
    expect(order.discount).toBeGreaterThan(0);
    const missing = await send(ctx.app, 'GET', '/en/admin/promo-codes/999999/usage/', {
      token: manager,
    });
    expect(missing.status).toBe(404);
  });
});
