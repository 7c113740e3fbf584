import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeHomeEndpoints as endpoints } from '@academy/contract/endpoints';
import { and, count, gte, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

type HomeRevenue = AnswerIn<typeof endpoints.revenue>;

/** Days of revenue on the home, today (UTC) included; the answer names its first and last. */
const REVENUE_DAYS = 30;
const DAY_MS = 86_400_000;

/** Orders that were paid and stayed so (shipped and delivered were paid first). */
const PAID_STATUSES = ['paid', 'shipped', 'delivered'];

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Paid orders of the last 30 days (UTC), by the day they were paid, market and currency: each
 * row one currency, so nothing adds up amounts of different currencies.
 */
export async function homeRevenue(db: Db, now = new Date()): Promise<HomeRevenue> {
  const today = Date.parse(`${isoDay(now.getTime())}T00:00:00Z`);
  const from = today - (REVENUE_DAYS - 1) * DAY_MS;
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      market: orders.market,
      currency: orders.currency,
      orders: count(),
      total: sum(orders.total).mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, PAID_STATUSES),
        isNotNull(orders.paidAt),
        gte(orders.paidAt, new Date(from)),
      ),
    )
    .groupBy(day, orders.market, orders.currency)
    .orderBy(day, orders.market, orders.currency);
  return {
    from: isoDay(from),
    to: isoDay(today),
    results: rows.map((row) => ({ ...row, total: Math.round(row.total * 100) / 100 })),
  };
}
