import {
  type CourseQuote,
  type coursePurchaseRequestSchema,
  type Language,
  roundMoney,
} from '@academy/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { courseAccess, orderItems, orders } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { type Idempotency, keepKey, recordOfKey } from '../../lib/idempotency';
import { accessIdOf, finalPrice, findActiveCourse } from '../courses/course.view';
import { recordOrderEvent } from './order-events';
import { lockUser, markPaid, orderById } from './paid-order.service';
import { judgePromo, promoFieldError, redeemPromo, releasePromo } from './promo.service';

/** Courses are sold in euro (spec 9: course cards show the price in euro). */
const COURSE_CURRENCY = 'EUR';

type PurchaseInput = z.output<typeof coursePurchaseRequestSchema>;
type Order = typeof orders.$inferSelect;

/** The buyer's contact of the course order form, when sent (older clients send none). */
const contactOf = (body: PurchaseInput) =>
  body.first_name && body.surname && body.email && body.phone
    ? { first_name: body.first_name, surname: body.surname, email: body.email, phone: body.phone }
    : null;

/**
 * Buys a course: a free one opens at once (order null); a paid one gets a pending order at the
 * discounted euro price, or the user's pending order of that course again (a second tab or a
 * double click pays the same order), with the latest form's contact and payment type. Placed
 * under the user's row lock, so two purchases at once make one order.
 */
export async function purchaseCourse(
  db: Db,
  userId: number,
  courseId: number,
  lang: Language,
  body: PurchaseInput,
  idempotency: Idempotency | null,
): Promise<{ order: Order | null; accessId: number | null }> {
  const course = await findActiveCourse(db, courseId);
  const price = course.isFree ? 0 : finalPrice(course);
  const outcome = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const earlier = await recordOfKey(tx, userId, idempotency);
    if (earlier !== null) return { order: await orderById(tx, earlier), accessId: null };
    const owned = await accessIdOf(tx, userId, courseId);
    if (owned !== null) return { owned };
    if (price === 0) {
      const [access] = await tx
        .insert(courseAccess)
        .values({ userId, courseId })
        .onConflictDoNothing()
        .returning({ id: courseAccess.id });
      return { order: null, accessId: access?.id ?? null };
    }
    const pending = await pendingCourseOrder(tx, userId, courseId, { lock: true });
    // The pending order is priced again with this form's code: its earlier code's use goes back.
    if (pending) await releasePromo(tx, pending.id);
    const promo = await judgeCoursePromo(tx, userId, price, body.promo_code, null);
    if (promo.problem) throw promoFieldError(promo.problem);
    const fields = {
      paymentType: body.payment_type,
      lang,
      contact: contactOf(body),
      promoCode: promo.code,
      subtotal: price,
      discount: promo.discount,
      total: roundMoney(price - promo.discount),
    };
    const order = pending
      ? await updatedOrder(tx, pending.id, fields)
      : await placeCourseOrder(
          tx,
          userId,
          { courseId, title: pick(course.name, lang), price },
          fields,
        );
    if (promo.promo) await redeemPromo(tx, promo.promo, userId, order.id);
    await keepKey(tx, userId, idempotency, order.id);
    // A code that takes the whole price (a gift): nothing to pay, the course opens at once.
    if (order.total <= 0) {
      const { accessId } = await markPaid(tx, order.id, null);
      return { order: await orderById(tx, order.id), accessId };
    }
    return { order, accessId: null };
  });
  if ('owned' in outcome) {
    throw new HttpError(409, 'You already have this course.', { access_id: outcome.owned });
  }
  return outcome;
}

/**
 * What the course would cost this user with `typed` (designed: the course checkout's quote),
 * priced as `purchaseCourse` prices it; a pending order of the course is priced again there, so
 * its own use of the code does not count. Nothing is stored.
 */
export async function quoteCourse(
  db: Db,
  userId: number,
  courseId: number,
  typed: string | undefined,
): Promise<CourseQuote> {
  const course = await findActiveCourse(db, courseId);
  const price = course.isFree ? 0 : finalPrice(course);
  const pending = await pendingCourseOrder(db, userId, courseId, { lock: false });
  const promo = await judgeCoursePromo(db, userId, price, typed, pending?.id ?? null);
  return {
    currency: COURSE_CURRENCY,
    subtotal: price,
    promo_code: promo.problem ? '' : promo.code,
    discount: promo.discount,
    promo_problem: promo.problem,
    promo_minimum: promo.minimum,
    total: roundMoney(price - promo.discount),
  };
}

/** The user's unpaid order of the course (one at most: a purchase reuses it), locked if asked. */
async function pendingCourseOrder(
  db: Db | Tx,
  userId: number,
  courseId: number,
  { lock }: { lock: boolean },
): Promise<Order | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.courseId, courseId),
        eq(orders.kind, 'course'),
        eq(orders.status, 'pending'),
      ),
    );
  const [pending] = lock ? await query.for('update') : await query;
  return pending;
}

/** The code's verdict on a course at `price`: one course line, in euro. */
const judgeCoursePromo = (
  db: Db | Tx,
  userId: number,
  price: number,
  typed: string | undefined,
  repricing: number | null,
) =>
  judgePromo(db, typed, {
    userId,
    currency: COURSE_CURRENCY,
    lines: [{ kind: 'course', categoryId: null, total: price }],
    repricing,
  });

/** What a purchase sets on its order: the form's payment, language, contact and code's price. */
type PurchaseFields = Pick<
  Order,
  'paymentType' | 'lang' | 'contact' | 'promoCode' | 'subtotal' | 'discount' | 'total'
>;

async function updatedOrder(tx: Tx, id: number, fields: PurchaseFields): Promise<Order> {
  const [order] = await tx.update(orders).set(fields).where(eq(orders.id, id)).returning();
  if (!order) throw new Error(`order ${id} is gone`);
  return order;
}

/** A new pending course order and its one line (at the course's price, before the code). */
async function placeCourseOrder(
  tx: Tx,
  userId: number,
  { courseId, title, price }: { courseId: number; title: string; price: number },
  fields: PurchaseFields,
): Promise<Order> {
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      kind: 'course',
      courseId,
      market: 'eu',
      currency: COURSE_CURRENCY,
      ...fields,
    })
    .returning();
  if (!order) throw new Error('insert returned no row');
  await recordOrderEvent(tx, order.id, 'pending');
  await tx.insert(orderItems).values({
    orderId: order.id,
    courseId,
    title,
    unitPrice: price,
    quantity: 1,
    lineTotal: price,
  });
  return order;
}
