import type { RevenueData } from './home-types';

/** One market's paid orders in one currency, a bar per day of the range (0 on a day without). */
export interface RevenueSeries {
  key: string;
  market: string;
  currency: string;
  days: { day: string; orders: number; total: number }[];
  orders: number;
  total: number;
}

const MARKET_ORDER = ['md', 'ro', 'ru', 'eu'];
const DAY_MS = 86_400_000;

/** Every day from `from` to `to` (ISO days, UTC), both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= end; time += DAY_MS)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

const rank = (market: string) => {
  const index = MARKET_ORDER.indexOf(market);
  return index === -1 ? MARKET_ORDER.length : index;
};

/**
 * The answer's rows as one series per market and currency (amounts of two currencies are never
 * added), markets in the shop's order, each with every day of the range.
 */
export function revenueSeries(data: RevenueData): RevenueSeries[] {
  const days = daysBetween(data.from, data.to);
  const groups = new Map<string, RevenueData['results']>();
  for (const row of data.results) {
    const key = `${row.market}-${row.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.entries()]
    .map(([key, rows]) => {
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const first = rows[0] as RevenueData['results'][number];
      const total = rows.reduce((sum, row) => sum + row.total, 0);
      return {
        key,
        market: first.market,
        currency: first.currency,
        days: days.map((day) => ({
          day,
          orders: byDay.get(day)?.orders ?? 0,
          total: byDay.get(day)?.total ?? 0,
        })),
        orders: rows.reduce((sum, row) => sum + row.orders, 0),
        total: Math.round(total * 100) / 100,
      };
    })
    .sort((a, b) => rank(a.market) - rank(b.market) || a.currency.localeCompare(b.currency));
}
