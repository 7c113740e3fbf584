import {
  normalizePromoCode,
  type PromoProblem,
  type PromoValue,
  promoDiscount,
  roundMoney,
} from '@academy/contract';
import { and, count, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { promoCodes, promoRedemptions } from '../../db/schema';
import { FieldError } from '../../lib/errors';

type PromoRow = typeof promoCodes.$inferSelect;

/** A line as the code sees it: a course, or a product of a shop category. */
export interface PromoLine {
  kind: 'course' | 'product';
  categoryId: number | null;
  total: number;
}

/** What a code does to one pricing: nothing typed, a discount, or why it gives none. */
export type PromoVerdict =
  | { code: ''; promo: null; discount: 0; problem: null; minimum: null }
  | { code: string; promo: PromoRow; discount: number; problem: null; minimum: null }
  | { code: string; promo: null; discount: 0; problem: PromoProblem; minimum: number | null };

const NONE = { code: '', promo: null, discount: 0, problem: null, minimum: null } as const;

/** The server's words for each problem (the web shows its own translation of the problem). */
export const PROMO_MESSAGES: Record<PromoProblem, string> = {
  unknown: 'This promo code does not exist.',
  expired: 'This promo code is not valid at this time.',
  disabled: 'This promo code is no longer valid.',
  used_up: 'This promo code has been used up.',
  not_applicable: 'This promo code does not apply to this order.',
  below_minimum: 'The order is below the minimum for this promo code.',
};

const appliesTo = (promo: PromoRow, line: PromoLine) => {
  switch (promo.scope) {
    case 'courses':
      return line.kind === 'course';
    case 'products':
      return line.kind === 'product';
    case 'categories':
      return line.kind === 'product' && promo.categoryIds.includes(line.categoryId ?? -1);
    default:
      return true;
  }
};

const promoValue = (promo: PromoRow): PromoValue =>
  promo.percent !== null
    ? { kind: 'percent', percent: promo.percent }
    : { kind: 'fixed', amounts: promo.amounts ?? {} };

/**
 * How many of this user's orders were priced with the code (cancelled ones gave theirs back),
 * leaving out `repricing`, the order about to be priced again.
 */
async function usesBy(
  db: Db | Tx,
  promoId: number,
  userId: number,
  repricing: number | null,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoId, promoId),
        eq(promoRedemptions.userId, userId),
        repricing === null ? undefined : ne(promoRedemptions.orderId, repricing),
      ),
    );
  return row?.n ?? 0;
}

/** Whether `orderId` holds one of the code's uses (its own, when that order is priced again). */
async function holdsUse(db: Db | Tx, promoId: number, orderId: number | null) {
  if (orderId === null) return false;
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoId, promoId), eq(promoRedemptions.orderId, orderId)));
  return (row?.n ?? 0) > 0;
}

/**
 * Judges `typed` for this user's lines in `currency`, in the order a buyer would want to hear it:
 * unknown, not valid now, switched off by staff (refused like an ended code), used up (by all, or by this buyer), not for these lines, below the
 * minimum; otherwise the discount on the lines it applies to. Reads only. `repricing`: a pending
 * order about to be priced again (a quote for it), whose own use of the code does not count.
 */
export async function judgePromo(
  db: Db | Tx,
  typed: string | null | undefined,
  {
    userId,
    currency,
    lines,
    repricing = null,
  }: { userId: number; currency: string; lines: PromoLine[]; repricing?: number | null },
): Promise<PromoVerdict> {
  const code = normalizePromoCode(typed);
  if (code === '') return NONE;
  const refuse = (problem: PromoProblem, minimum: number | null = null): PromoVerdict => ({
    code,
    promo: null,
    discount: 0,
    problem,
    minimum,
  });
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) return refuse('unknown');
  const now = Date.now();
  if (
    (promo.startsAt && promo.startsAt.getTime() > now) ||
    (promo.endsAt && promo.endsAt.getTime() <= now)
  )
    return refuse('expired');
  if (promo.disabled) return refuse('disabled');
  const ownUse = (await holdsUse(db, promo.id, repricing)) ? 1 : 0;
  if (promo.maxUses !== null && promo.usedCount - ownUse >= promo.maxUses) return refuse('used_up');
  if (promo.perUser !== null && (await usesBy(db, promo.id, userId, repricing)) >= promo.perUser)
    return refuse('used_up');
  const eligible = roundMoney(
    lines.filter((line) => appliesTo(promo, line)).reduce((sum, line) => sum + line.total, 0),
  );
  const discount = promoDiscount(promoValue(promo), eligible, currency);
  if (discount <= 0) return refuse('not_applicable');
  const minimum = promo.minSubtotal[currency] ?? 0;
  if (eligible < minimum) return refuse('below_minimum', minimum);
  return { code, promo, discount, problem: null, minimum: null };
}

/** The field error an order gets for a code that gives nothing (the form shows it at the field). */
export const promoFieldError = (problem: PromoProblem) =>
  new FieldError({ promo_code: [PROMO_MESSAGES[problem]] });

/**
 * Counts one use of the code for this order, in the order's transaction (under the buyer's row
 * lock, which keeps the per-user count exact): the guarded update lets exactly as many orders
 * through as `maxUses` allows, whatever races for it; the others are refused as used up.
 */
export async function redeemPromo(tx: Tx, promo: PromoRow, userId: number, orderId: number) {
  const taken = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promo.id),
        or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (taken.length === 0) throw promoFieldError('used_up');
  await tx.insert(promoRedemptions).values({ promoId: promo.id, userId, orderId });
}

/** An unpaid order cancelled never used its code: the use goes back to the code and the buyer. */
export async function releasePromo(tx: Tx, orderId: number) {
  const [redemption] = await tx
    .delete(promoRedemptions)
    .where(eq(promoRedemptions.orderId, orderId))
    .returning({ promoId: promoRedemptions.promoId });
  if (!redemption) return;
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, redemption.promoId));
}
