import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import type { PaymentProvider, PaymentReport } from '../../lib/payments';
import type { OrderServices } from './order-life.service';
import { markPaid } from './paid-order.service';

/**
 * A hosted page's outcome, which arrives after payOrder: reported by the provider or asked of it,
 * recorded once, and money taken for an order no longer awaiting it given back.
 */

type Order = typeof orders.$inferSelect;
type Payment = typeof payments.$inferSelect;

export async function paymentById(tx: Db | Tx, id: number): Promise<Payment> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw new Error(`payment ${id} is gone`);
  return payment;
}

/** What a provider's report did to its payment (see `settleHostedPayment`). */
export type Settlement =
  /** No payment of this provider has that reference. */
  | { kind: 'unknown' }
  /** Nothing: the payment's outcome was known already (a replay), or it is still open. */
  | { kind: 'unchanged'; payment: Payment }
  | { kind: 'failed'; payment: Payment }
  | { kind: 'paid'; order: Order; payment: Payment; accessId: number | null }
  /** The provider took money for an order no longer awaiting it (cancelled while its page was
   * open past the hold): to be given back (`refundOrphan`). */
  | { kind: 'orphaned'; payment: Payment };

/**
 * Records a hosted page's outcome, reported by the provider (a notification whose signature it
 * checked, or its answer when asked), exactly once: under the order's row lock (which payOrder
 * and every move of the order take too), only a `pending` attempt changes, by a guarded update,
 * and `markPaid` moves only a pending order. So a notification sent twice, or racing the buyer's
 * return, pays the order once and credits its cashback once; the later one changes nothing.
 */
export async function settleHostedPayment(
  db: Db,
  provider: PaymentProvider,
  report: PaymentReport,
  outbox: Outbox,
): Promise<Settlement> {
  return db.transaction(async (tx): Promise<Settlement> => {
    const [found] = await tx
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.provider, provider.name), eq(payments.providerRef, report.reference)));
    if (!found || !report.reference) return { kind: 'unknown' };
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, found.orderId))
      .for('update');
    if (!order) throw new Error(`order ${found.orderId} is gone`);
    const payment = await paymentById(tx, found.id);
    // Only an open attempt, or one its order's cancel closed while the page was open, changes.
    if (report.status === 'pending' || !['pending', 'cancelled'].includes(payment.status)) {
      return { kind: 'unchanged', payment };
    }
    if (report.status === 'failed') {
      const [failed] = await tx
        .update(payments)
        .set({ status: 'failed', redirectUrl: '' })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning();
      return failed ? { kind: 'failed', payment: failed } : { kind: 'unchanged', payment };
    }
    assertSameCharge(payment, report);
    if (order.status !== 'pending' || payment.status !== 'pending') {
      return { kind: 'orphaned', payment };
    }
    const [paid] = await tx
      .update(payments)
      .set({ status: 'succeeded', confirmed: true, redirectUrl: '' })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!paid) throw new Error(`payment ${payment.id} changed under its order's lock`);
    const { accessId } = await markPaid(tx, order.id, outbox);
    const [now] = await tx.select().from(orders).where(eq(orders.id, order.id));
    if (!now) throw new Error(`order ${order.id} is gone`);
    return { kind: 'paid', order: now, payment: paid, accessId };
  });
}

/** A report of another amount or currency than the attempt's is refused, never counted as paid. */
function assertSameCharge(payment: Payment, report: PaymentReport) {
  const cents = (amount: number) => Math.round(amount * 100);
  const amountDiffers =
    report.amount !== undefined && cents(report.amount) !== cents(payment.amount);
  const currencyDiffers = report.currency !== undefined && report.currency !== payment.currency;
  if (amountDiffers || currencyDiffers) {
    throw new HttpError(
      409,
      `Payment ${payment.id}: the provider reports ${report.amount} ${report.currency}, ` +
        `not ${payment.amount} ${payment.currency}.`,
    );
  }
}

/** Asks the provider how an attempt's page ended, and records it. */
export async function askProvider(
  db: Db,
  services: OrderServices,
  payment: Payment,
): Promise<Settlement> {
  const provider = services.payments.get(payment.provider);
  if (!provider?.status) throw new Error(`payment ${payment.id}: ${payment.provider} cannot say`);
  const report = await provider.status(payment.providerRef).catch(() => {
    throw new HttpError(502, 'The payment could not be confirmed. Try again in a minute.');
  });
  const settled = await settleHostedPayment(db, provider, report, services.outbox);
  if (settled.kind === 'orphaned') await refundOrphan(db, provider, settled.payment);
  return settled;
}

/**
 * The buyer's return from a hosted page (or a look at the order while it is pending): when the
 * order has a page whose outcome has not arrived, the provider is asked and the answer recorded,
 * so the order shows paid even when the provider's notification is late or lost. Null when there
 * was nothing to ask.
 */
export async function reconcileOrder(
  db: Db,
  services: OrderServices,
  orderId: number,
): Promise<Settlement | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'pending'),
        ne(payments.providerRef, ''),
        ne(payments.redirectUrl, ''),
      ),
    );
  if (!payment || !services.payments.get(payment.provider)?.status) return null;
  return askProvider(db, services, payment);
}

/**
 * Gives back the money of an orphaned payment (its order no longer awaited it) through its
 * provider, with a key of the payment's own (asked twice, the provider refunds once), and marks
 * it refunded.
 */
export async function refundOrphan(db: Db, provider: PaymentProvider, payment: Payment) {
  if (!provider.refund) throw new Error(`${provider.name} cannot refund payment ${payment.id}`);
  await provider.refund({
    reference: payment.providerRef,
    amount: payment.amount,
    currency: payment.currency,
    idempotencyKey: `refund-${payment.id}`,
  });
  await db
    .update(payments)
    .set({ status: 'refunded', redirectUrl: '' })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'cancelled'])));
}
