import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseAccess, orders, payments } from '../../db/schema';
import { FieldError, HttpError, notFound } from '../../lib/errors';
import { type Idempotency, keepKey, recordOfKey } from '../../lib/idempotency';
import type { PaymentProvider, PaymentProviders } from '../../lib/payments';
import { openHostedPage } from './hosted-page';
import { isAnsweredStatus } from './order.view';
import type { OrderServices } from './order-life.service';
import { markPaid } from './paid-order.service';
import { askProvider, paymentById } from './payment-settlement.service';

type Order = typeof orders.$inferSelect;
type Payment = typeof payments.$inferSelect;

/**
 * How long an attempt may stay `processing` before a new request asks the provider again, with
 * the attempt's own key (a process that died, or a provider that did not answer, left it so).
 * Younger attempts answer "in progress": their request is still waiting for the provider.
 */
export const STALE_ATTEMPT_MS = 60_000;

export interface PayRequest {
  provider: PaymentProvider;
  cardNumber?: string | undefined;
  /** The buyer's address, for hosted payment pages. */
  clientIp?: string | undefined;
  idempotency: Idempotency | null;
}

export interface PayOutcome {
  order: Order;
  payment: Payment;
  accessId: number | null;
  /** False when the answer repeats an earlier request with the same Idempotency-Key. */
  fresh: boolean;
}

const inProgress = () => new HttpError(409, 'A payment of this order is already in progress.');

/**
 * Pays an own card order once, whatever the concurrency. In a first transaction, under the
 * order's row lock, the order is checked and an attempt is written as `processing` (a partial
 * unique index allows one per order); only then is the provider called, with the attempt's id as
 * its idempotency key; a second transaction records the answer and marks the order paid. So 20
 * payers at once make one charge, and a retry after a lost answer makes none.
 *
 * A real provider answers `pending` with its hosted payment page: the attempt keeps the page's
 * address, the order stays pending, and the outcome arrives by `settleHostedPayment`. While the
 * page is open a new request gets the same page; once it has closed, the provider is asked how
 * it ended before a new page is made (`asked`: that happened once already).
 */
export async function payOrder(
  db: Db,
  services: OrderServices,
  userId: number,
  orderId: number,
  request: PayRequest,
  asked = false,
): Promise<PayOutcome> {
  const start = await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const earlier = await recordOfKey(tx, userId, request.idempotency);
    if (earlier !== null) {
      const payment = await paymentById(tx, earlier);
      // An attempt cancelled or refunded since (its order cancelled) has nothing to answer.
      if (isAnsweredStatus(payment.status)) return { kind: 'done' as const, payment };
      if (payment.status !== 'processing') throw notAwaitingPayment();
      return { kind: 'call' as const, ...(await resumeStale(tx, payment, services.payments)) };
    }
    const owned = await assertPayable(tx, order);
    if (owned !== null) return { kind: 'owned' as const, accessId: owned };
    const { currencies, name } = request.provider;
    if (currencies && !currencies.includes(order.currency)) {
      throw new FieldError({ provider: [`The provider ${name} does not take ${order.currency}.`] });
    }
    const [page] = await tx
      .select({ payment: payments, open: openHostedPage })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.status, 'pending'),
          ne(payments.redirectUrl, ''),
        ),
      );
    if (page?.open) {
      // The buyer is sent back to the page already open (a second tab, the back button).
      if (page.payment.provider !== name) throw inProgress();
      await keepKey(tx, userId, request.idempotency, page.payment.id);
      return { kind: 'done' as const, payment: page.payment };
    }
    // A page closed without word from the provider: asked first, then a new attempt if unpaid.
    if (page) return { kind: 'ask' as const, payment: page.payment };
    const [live] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'processing')));
    if (live) {
      const call = await resumeStale(tx, live, services.payments);
      await keepKey(tx, userId, request.idempotency, live.id);
      return { kind: 'call' as const, ...call };
    }
    const [attempt] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        userId,
        provider: request.provider.name,
        title: order.kind === 'course' ? `Course order #${order.id}` : `Order #${order.id}`,
        amount: order.total,
        currency: order.currency,
        paidByCard: true,
        status: 'processing',
      })
      .returning();
    if (!attempt) throw new Error('insert returned no row');
    await keepKey(tx, userId, request.idempotency, attempt.id);
    return { kind: 'call' as const, attempt, provider: request.provider };
  });
  if (start.kind === 'done') return { ...(await outcomeOf(db, start.payment)), fresh: false };
  if (start.kind === 'owned') {
    throw new HttpError(409, 'You already have this course.', { access_id: start.accessId });
  }
  if (start.kind === 'ask') {
    const settled = await askProvider(db, services, start.payment);
    if (settled.kind === 'paid') return { ...settled, fresh: true };
    if (settled.kind !== 'failed' || asked) throw inProgress();
    // The closed page was not paid: a new attempt, once.
    return payOrder(db, services, userId, orderId, request, true);
  }

  const { attempt, provider } = start;
  const [ordered] = await db
    .select({ lang: orders.lang })
    .from(orders)
    .where(eq(orders.id, attempt.orderId));
  const result = await provider
    .charge({
      orderId: attempt.orderId,
      amount: attempt.amount,
      currency: attempt.currency,
      cardNumber: request.cardNumber,
      clientIp: request.clientIp,
      language: ordered?.lang ?? undefined,
      description: attempt.title,
      idempotencyKey: `payment-${attempt.id}`,
    })
    .catch(() => {
      // The attempt stays processing: once stale, a retry asks the provider again, same key.
      throw new HttpError(502, 'The payment could not be confirmed. Try again in a minute.');
    });
  return db.transaction(async (tx) => {
    await lockOwnOrder(tx, userId, orderId);
    const [payment] = await tx
      .update(payments)
      .set({
        status: result.status,
        providerRef: result.reference,
        confirmed: result.status === 'succeeded',
        redirectUrl: result.status === 'pending' ? (result.redirectUrl ?? '') : '',
        // A hosted page's life counts from its making.
        attemptedAt: sql`now()`,
      })
      .where(and(eq(payments.id, attempt.id), eq(payments.status, 'processing')))
      .returning();
    // Another request resumed the same stale attempt and recorded the provider's answer first.
    if (!payment)
      return { ...(await outcomeOf(tx, await paymentById(tx, attempt.id))), fresh: false };
    const { accessId } =
      payment.status === 'succeeded'
        ? await markPaid(tx, orderId, services.outbox)
        : { accessId: null };
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error(`order ${orderId} is gone`);
    return { order, payment, accessId, fresh: true };
  });
}

/**
 * Takes over an attempt left processing once it is stale (its request died while the provider
 * answered): a younger one is still being answered, and the payer is told so.
 */
async function resumeStale(tx: Tx, attempt: Payment, providers: PaymentProviders) {
  const [claimed] = await tx
    .update(payments)
    .set({ attemptedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, attempt.id),
        lt(payments.attemptedAt, sql`now() - make_interval(secs => ${STALE_ATTEMPT_MS / 1000})`),
      ),
    )
    .returning();
  const provider = providers.get(attempt.provider);
  if (!claimed) throw inProgress();
  if (!provider) throw new Error(`payment ${attempt.id}: provider ${attempt.provider} is gone`);
  return { attempt: claimed, provider };
}

/** The order under its row lock, when it is the user's (404 otherwise, like every own record). */
async function lockOwnOrder(tx: Tx, userId: number, orderId: number): Promise<Order> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw notFound();
  return order;
}

const notAwaitingPayment = () => new HttpError(409, 'The order is not awaiting payment.');

/**
 * Checks that the order is a card order awaiting payment. A course order whose course the user
 * already has (bought by another order) is cancelled instead of charged: the access id is
 * returned, for the caller to refuse once the cancel is committed.
 */
async function assertPayable(tx: Tx, order: Order): Promise<number | null> {
  if (order.status !== 'pending') throw notAwaitingPayment();
  if (order.paymentType !== 'card') {
    throw new HttpError(409, 'This order is paid in cash on delivery.');
  }
  if (order.kind !== 'course' || order.courseId === null) return null;
  const [access] = await tx
    .select({ id: courseAccess.id })
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, order.userId), eq(courseAccess.courseId, order.courseId)));
  if (!access) return null;
  await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
  return access.id;
}

/** What an earlier attempt ended with: its order as it is now, and the course it opened. */
async function outcomeOf(tx: Db | Tx, payment: Payment) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) throw new Error(`order ${payment.orderId} is gone`);
  const [access] = await tx
    .select({ id: courseAccess.id })
    .from(courseAccess)
    .where(eq(courseAccess.orderId, order.id));
  return { order, payment, accessId: access?.id ?? null };
}
