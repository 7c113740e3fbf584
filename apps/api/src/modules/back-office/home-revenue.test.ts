import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { json, send } from '../../test/helpers';
import { createStaffTestApp } from '../../test/staff';

let ctx: Awaited<ReturnType<typeof createStaffTestApp>>['ctx'];
let token = '';
let studentId = 0;

beforeAll(async () => {
  const app = await createStaffTestApp(['manager']);
  ({ ctx, studentId } = app);
  token = app.tokens.manager;
});
afterAll(() => ctx.database.close());

interface Revenue {
  from: string;
  to: string;
  results: { day: string; market: string; currency: string; orders: number; total: number }[];
}
const revenue = () => json<Revenue>(send(ctx.app, 'GET', '/admin/home/revenue/', { token }));

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Each (day, market, currency) row as `total/orders`, to compare before and after. */
const byKey = (answer: Revenue) =>
  new Map(answer.results.map((r) => [`${r.day} ${r.market} ${r.currency}`, r]));

describe("the home's revenue", () => {
  it('sums paid orders per day, market and currency over the last 30 days, never across currencies', async () => {
    const before = byKey(await revenue());
    const paid = (fields: Partial<typeof orders.$inferInsert>) => ({
      userId: studentId,
      kind: 'shop',
      status: 'paid',
      market: 'md',
      currency: 'MDL',
      paymentType: 'card',
      subtotal: 0,
      total: 0,
      paidAt: new Date(),
      ...fields,
    });
    const today = new Date();
    const yesterday = daysAgo(1);
    await ctx.database.db.insert(orders).values([
      paid({ total: 150.5 }),
      paid({ total: 49.5, status: 'delivered' }),
      paid({ total: 300, market: 'ro', currency: 'RON', status: 'shipped' }),
      paid({ total: 40, kind: 'course', market: 'eu', currency: 'EUR' }),
      paid({ total: 70, paidAt: yesterday }),
      // Not counted: older than the 30 days, refunded, cancelled, or never paid.
      paid({ total: 999, paidAt: daysAgo(31) }),
      paid({ total: 999, status: 'refunded' }),
      paid({ total: 999, status: 'cancelled' }),
      paid({ total: 999, status: 'pending', paidAt: null }),
    ]);
    const answer = await revenue();
    expect(answer.to).toBe(dayOf(today));
    expect(answer.from).toBe(dayOf(daysAgo(29)));
    const after = byKey(answer);
    const added = (day: Date, market: string, currency: string) => {
      const key = `${dayOf(day)} ${market} ${currency}`;
      const was = before.get(key) ?? { orders: 0, total: 0 };
      const now = after.get(key) ?? { orders: 0, total: 0 };
      return {
        orders: now.orders - was.orders,
        total: Math.round((now.total - was.total) * 100) / 100,
      };
    };
    expect(added(today, 'md', 'MDL')).toEqual({ orders: 2, total: 200 });
    expect(added(today, 'ro', 'RON')).toEqual({ orders: 1, total: 300 });
    expect(added(today, 'eu', 'EUR')).toEqual({ orders: 1, total: 40 });
    expect(added(yesterday, 'md', 'MDL')).toEqual({ orders: 1, total: 70 });
    for (const row of answer.results)
      expect(row.day >= answer.from && row.day <= answer.to).toBe(true);
    // One row per day, market and currency, in day order.
    expect(after.size).toBe(answer.results.length);
    expect(answer.results.map((r) => r.day)).toEqual([...answer.results.map((r) => r.day)].sort());
  });
});
