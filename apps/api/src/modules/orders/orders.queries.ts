import { type Language, roundMoney } from '@academy/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cashbackEntries, orders } from '../../db/schema';
import { findOwned, onlyView, ownRowsNewestFirst } from '../../lib/queries';
import { orderViews } from './order.view';

type OrderRow = typeof orders.$inferSelect;

/** The user's order `id`; another user's is answered as missing (404). */
export const ownOrder = (db: Db, userId: number, id: number): Promise<OrderRow> =>
  findOwned(db, orders, orders.userId, { id, userId });

/** The view of one order row just read or written. */
export const orderView = async (db: Db, order: OrderRow, lang?: Language) =>
  onlyView(await orderViews(db, [order], lang));

/** The user's orders as their views, newest first, their lines named in `lang` when given. */
export async function ownOrderList(db: Db, userId: number, lang?: Language) {
  return orderViews(db, await ownRowsNewestFirst(db, orders, userId), lang);
}

/** The user's cashback: its balance by currency, its entries and the shop orders it came from. */
export async function cashbackHistory(db: Db, userId: number, lang?: Language) {
  const [entries, shopOrders] = await Promise.all([
    ownRowsNewestFirst(db, cashbackEntries, userId),
    ownRowsNewestFirst(db, orders, userId, eq(orders.kind, 'shop')),
  ]);
  const balance: Record<string, number> = {};
  for (const e of entries) balance[e.currency] = roundMoney((balance[e.currency] ?? 0) + e.amount);
  return {
    balance,
    results: entries.map((e) => ({
      id: e.id,
      order_id: e.orderId,
      amount: e.amount,
      currency: e.currency,
      created: e.created.toISOString(),
    })),
    orders: await orderViews(db, shopOrders, lang),
  };
}
