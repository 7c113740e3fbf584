import { canMoveOrder, type OrderStatus } from '@academy/contract';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  cashbackEntries,
  courseAccess,
  orderItems,
  orders,
  payments,
  products,
} from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import type { PaymentProviders } from '../../lib/payments';
import { openHostedPage } from './hosted-page';
import { type OrderEventBy, recordOrderEvent } from './order-events';
import { releasePromo } from './promo.service';

/** What moving and paying orders needs besides the database: the providers and the outbox. */
export interface OrderServices {
  payments: PaymentProviders;
  outbox: Outbox;
}

type Order = typeof orders.$inferSelect;

/** Why an unpaid order was cancelled (the mail and the dashboard say which). */
export type CancelReason = 'buyer' | 'expired' | 'staff';

export interface OrderMove extends OrderEventBy {
  to: Exclude<OrderStatus, 'pending' | 'paid'>;
  /** Only this user's order (the buyer's own cancel); staff move any. */
  userId?: number;
  reason?: CancelReason;
  trackingNumber?: string;
  /** More writes of the same move, in its transaction (the back office's audit line). */
  within?: (tx: Tx, before: Order, after: Order) => Promise<void>;
}

const REFUSALS: Record<OrderMove['to'], string> = {
  cancelled: 'This order can no longer be cancelled.',
  shipped: 'Only a paid order can be shipped.',
  delivered: 'Only a shipped order can be delivered.',
  refunded: 'Only a paid order can be refunded.',
};

/**
 * Moves an order on in its life, once: under the order's row lock, from a status the contract's
 * ORDER_TRANSITIONS allows. An unpaid order cancelled, or a paid one refunded, gives its stock
 * back, returns the cashback it spent and takes back the cashback it earned (the ledger keeps
 * both entries), and a refunded course is closed again. Paying goes through `markPaid`.
 */
export async function moveOrder(
  db: Db,
  services: OrderServices,
  orderId: number,
  move: OrderMove,
): Promise<Order> {
  const refund =
    move.to === 'refunded' ? await refundAtProvider(db, services.payments, orderId) : null;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        move.userId === undefined
          ? eq(orders.id, orderId)
          : and(eq(orders.id, orderId), eq(orders.userId, move.userId)),
      )
      .for('update');
    if (!order) throw notFound();
    if (!canMoveOrder(order.status as OrderStatus, move.to)) {
      throw new HttpError(409, REFUSALS[move.to]);
    }
    if (move.to === 'shipped' && order.kind !== 'shop') {
      throw new HttpError(409, 'A course order is not shipped.');
    }
    if (move.to === 'cancelled' && (await hasPaymentInFlight(tx, order.id))) {
      throw new HttpError(409, 'A payment of this order is already in progress.');
    }
    const [moved] = await tx
      .update(orders)
      .set({
        status: move.to,
        ...(move.to === 'cancelled' ? { cancelReason: move.reason ?? 'staff' } : {}),
        ...(move.trackingNumber ? { trackingNumber: move.trackingNumber } : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!moved) throw new Error(`order ${order.id} is gone`);
    if (move.to === 'cancelled' || move.to === 'refunded') await undo(tx, moved);
    if (refund) {
      await tx
        .update(payments)
        .set({ status: 'refunded', providerRef: refund })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
    }
    if (move.to === 'cancelled') {
      await releasePromo(tx, order.id);
      // The courier's cash entry will never be collected.
      await tx
        .update(payments)
        .set({ status: 'cancelled' })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
    }
    await recordOrderEvent(tx, order.id, move.to, {
      actorId: move.actorId,
      note: move.note ?? move.trackingNumber ?? '',
    });
    await move.within?.(tx, order, moved);
    // The buyer is told of the move (cancelled, shipped, delivered, refunded) once it commits.
    await services.outbox.mail(tx, { kind: 'order-status', orderId: order.id });
    return moved;
  });
}

/** What an order took, given back: its stock, the cashback it spent and earned, its course. */
async function undo(tx: Tx, order: Order) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
  const ledger = [
    { amount: order.cashbackUsed },
    { amount: order.status === 'refunded' ? -order.cashbackEarned : 0 },
  ].filter((entry) => entry.amount !== 0);
  if (ledger.length) {
    await tx.insert(cashbackEntries).values(
      ledger.map(({ amount }) => ({
        userId: order.userId,
        orderId: order.id,
        amount,
        currency: order.currency,
      })),
    );
  }
  if (order.kind === 'course')
    await tx.delete(courseAccess).where(eq(courseAccess.orderId, order.id));
}

async function hasPaymentInFlight(tx: Tx, orderId: number) {
  const [live] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        // A provider being asked, or a hosted payment page the buyer may be paying on.
        or(eq(payments.status, 'processing'), openHostedPage),
      ),
    );
  return live !== undefined;
}

/**
 * Returns a card payment's money through its provider before the order is marked refunded,
 * with a key of the payment's own: a refund asked again (a retry after a failure) is the same
 * refund. Cash and orders without a card payment have nothing to return here.
 */
async function refundAtProvider(db: Db, providers: PaymentProviders, orderId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'succeeded'),
        eq(payments.paidByCard, true),
      ),
    );
  if (!payment) return null;
  const provider = providers.get(payment.provider);
  if (!provider?.refund) {
    throw new HttpError(409, `The payment provider ${payment.provider} cannot refund here.`);
  }
  const { reference } = await provider
    .refund({
      reference: payment.providerRef,
      amount: payment.amount,
      currency: payment.currency,
      idempotencyKey: `refund-${payment.id}`,
    })
    .catch(() => {
      // The order stays paid; asked again, the provider refunds once (the same key).
      throw new HttpError(
        502,
        `The payment provider ${payment.provider} did not refund. Try again.`,
      );
    });
  return reference;
}

/**
 * Cancels the unpaid orders whose stock hold has run out (card orders after `cardHoldMinutes`,
 * cash orders after `cashHoldDays`), as of `now`; a payment in flight keeps its order. Safe to
 * run in several processes at once: each order is moved once. Answers the cancelled orders.
 */
export async function releaseExpiredOrders(
  db: Db,
  services: OrderServices,
  holds: { cardHoldMinutes: number; cashHoldDays: number },
  now: Date,
): Promise<Order[]> {
  const cardSince = new Date(now.getTime() - holds.cardHoldMinutes * 60_000);
  const cashSince = new Date(now.getTime() - holds.cashHoldDays * 86_400_000);
  const expired = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        or(
          and(eq(orders.paymentType, 'card'), lt(orders.created, cardSince)),
          and(eq(orders.paymentType, 'cash'), lt(orders.created, cashSince)),
        ),
      ),
    )
    .orderBy(orders.created)
    .limit(500);
  const released: Order[] = [];
  for (const { id } of expired) {
    try {
      released.push(await moveOrder(db, services, id, { to: 'cancelled', reason: 'expired' }));
    } catch (error) {
      // Paid, cancelled or being paid meanwhile: the order keeps its new life.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return released;
}

/** Unpaid shop orders of a user: each holds stock, so their number is capped. */
export async function pendingShopOrders(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'shop'), eq(orders.status, 'pending')));
  return row?.n ?? 0;
}
