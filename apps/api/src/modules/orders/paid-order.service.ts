import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cashbackEntries, courseAccess, orderItems, orders, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { cashbackEarnedOn } from './cashback';
import { type OrderEventBy, recordOrderEvent } from './order-events';

type Order = typeof orders.$inferSelect;

/** Takes the user's row lock: the user's orders and purchases are placed one at a time. */
export async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function orderById(tx: Tx, id: number): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error(`order ${id} not found`);
  return order;
}

/**
 * Marks a pending order paid exactly once (guarded update), credits cashback on shop orders
 * and opens the course of a course order, and writes it in the order's history (`by`: staff who
 * settled cash; none: the payment itself). With an outbox, the buyer's receipt is queued in the
 * same transaction (a free course needs none).
 */
export async function markPaid(
  tx: Tx,
  orderId: number,
  outbox: Outbox | null,
  by: OrderEventBy = {},
): Promise<{ accessId: number | null }> {
  const paid = await recordPaid(tx, orderId);
  await recordOrderEvent(tx, orderId, 'paid', by);
  if (outbox) await outbox.mail(tx, { kind: 'order-receipt', orderId, ...paid });
  return paid;
}

async function recordPaid(tx: Tx, orderId: number): Promise<{ accessId: number | null }> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  if (!order) throw new HttpError(409, 'The order is not awaiting payment.');
  if (order.kind === 'shop') {
    const earned = cashbackEarnedOn(order.subtotal - order.discount, order.cashbackUsed);
    if (earned > 0) {
      await tx.update(orders).set({ cashbackEarned: earned }).where(eq(orders.id, order.id));
      await tx.insert(cashbackEntries).values({
        userId: order.userId,
        orderId: order.id,
        amount: earned,
        currency: order.currency,
      });
    }
    return { accessId: null };
  }
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  if (!item?.courseId) return { accessId: null };
  await tx
    .insert(courseAccess)
    .values({ userId: order.userId, courseId: item.courseId, orderId: order.id })
    .onConflictDoNothing();
  const [access] = await tx
    .select({ id: courseAccess.id })
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, order.userId), eq(courseAccess.courseId, item.courseId)));
  return { accessId: access?.id ?? null };
}
