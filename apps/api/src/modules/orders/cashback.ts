import { roundMoney } from '@academy/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cashbackEntries } from '../../db/schema';

/** Designed: cashback earned on a paid shop order, percent of what was paid for goods. */
const CASHBACK_PERCENT = 5;

/** The user's cashback in `currency`: the sum of what paid orders earned and orders spent. */
export async function cashbackBalance(
  db: Db | Tx,
  userId: number,
  currency: string,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${cashbackEntries.amount}), 0)` })
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.userId, userId), eq(cashbackEntries.currency, currency)));
  return roundMoney(Number(row?.sum ?? 0));
}

/**
 * Cashback a paid shop order earns: CASHBACK_PERCENT of what was paid for the goods (`goods`:
 * the subtotal less the promo discount).
 */
export const cashbackEarnedOn = (goods: number, cashbackUsed: number) =>
  roundMoney(((goods - cashbackUsed) * CASHBACK_PERCENT) / 100);
