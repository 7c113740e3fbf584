import {
  alreadyOwnedResponseSchema,
  cashbackResponseSchema,
  coursePurchaseRequestSchema,
  errorResponseSchema,
  orderListSchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderRequestSchema,
  orderSchema,
  payRequestSchema,
  payResponseSchema,
  purchaseResponseSchema,
} from '@academy/contract';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { cashbackEntries, orderItems, orders } from '../../db/schema';
import type { AuthUser } from '../../lib/authenticator';
import { FieldError, HttpError } from '../../lib/errors';
import { idempotencyOf } from '../../lib/idempotency';
import { findOwned, notYours, ownRowsNewestFirst } from '../../lib/queries';
import { route } from '../../lib/route';
import { purchaseCourse } from './course-purchase.service';
import { orderViews, quoteView } from './order.view';
import { moveOrder } from './order-life.service';
import { orderMailLanguage } from './order-mail';
import { placeShopOrder, priceShopOrder } from './orders.service';
import { payOrder } from './payment.service';
import { sendCourseReceipt } from './receipt.mail';
import { type ShopMailDeps, sendShopOrderConfirmation, sendShopPaymentReceipt } from './shop.mail';
import { sendOrderStatusMail } from './status.mail';

export const ordersRoutes = new Hono<AppEnv>();
const common = { tag: 'orders', auth: 'token' as const, designed: true };

const ownOrder = (c: { var: AppEnv['Variables'] }, userId: number, id: number) =>
  findOwned(c.var.db, orders, orders.userId, { id, userId });

route(
  ordersRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/{lang}/orders/'],
    summary:
      'Checkout: prices, delivery (spec 9 free-delivery rules) and cashback computed on the server; ' +
      'stock taken atomically; card orders then go to /orders/{id}/pay/. With an Idempotency-Key, ' +
      'a request sent again gets the order it placed',
    body: orderRequestSchema,
    // Stock changed: product lists show availability.
    invalidates: ['shop'],
    responses: {
      201: { description: 'Order placed (pending payment)', schema: orderSchema },
      400: { description: 'Field errors (unavailable product, bad quantity, no terms agreement)' },
      403: { description: 'Shop not available to this user', schema: errorResponseSchema },
      409: { description: "'Not in stock' with product_id", schema: errorResponseSchema },
    },
  },
  async (c, { body, user, lang }) => {
    const idempotency = idempotencyOf(c, 'order', body);
    const { order, replayed } = await placeShopOrder(c.var.db, user, body, lang, idempotency);
    if (!replayed) await mailSafely(c, 'order confirmation', order.id, sendShopOrderConfirmation);
    const [view] = await orderViews(c.var.db, [order]);
    return c.json(view, 201);
  },
);

route(
  ordersRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/{lang}/orders/quote/'],
    summary:
      'What an order of these items would cost: the same pricing as POST /{lang}/orders/ ' +
      "(the user's market and tier, spec 9 delivery, cashback); products the user cannot buy " +
      'now are listed in unavailable and left out of the totals; nothing is stored',
    body: orderQuoteRequestSchema,
    responses: {
      200: { description: 'Quote', schema: orderQuoteSchema },
      400: { description: 'Field errors (bad ids or quantities, unknown delivery type)' },
      403: { description: 'Shop not available to this user', schema: errorResponseSchema },
    },
  },
  async (c, { body, user, lang }) =>
    c.json(quoteView(await priceShopOrder(c.var.db, user, body), lang)),
);

/** Sends an order's mail; a failed mail is logged, never the order's failure. */
async function mailSafely(
  c: Context<AppEnv>,
  what: string,
  orderId: number,
  send: (deps: ShopMailDeps, orderId: number) => Promise<void>,
) {
  const { db, config, services } = c.var;
  try {
    await send({ db, config, mailer: services.mailer }, orderId);
  } catch (error) {
    c.var.log.error(`${what} mail failed`, { order: orderId, error: String(error) });
  }
}

route(
  ordersRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/orders/'],
    summary: "The user's orders (shop and courses), newest first",
    responses: { 200: { description: 'Orders', schema: orderListSchema } },
  },
  async (c, { user }) => {
    const rows = await ownRowsNewestFirst(c.var.db, orders, user.id);
    return c.json(await orderViews(c.var.db, rows));
  },
);

route(
  ordersRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/orders/{id}/'],
    summary: 'One own order (checkout-success page)',
    responses: {
      200: { description: 'Order', schema: orderSchema },
      404: notYours,
    },
  },
  async (c, { user, id }) => {
    const row = await ownOrder(c, user.id, id);
    const [view] = await orderViews(c.var.db, [row]);
    return c.json(view);
  },
);

route(
  ordersRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/orders/{id}/pay/'],
    summary:
      'Payment step through a PaymentProvider (built-in: test; card 4000 0000 0000 0002 is declined). ' +
      'Success marks the order paid once, credits cashback or opens the course. One attempt at a ' +
      'time per order; with an Idempotency-Key, a request sent again gets the same answer',
    body: payRequestSchema,
    responses: {
      200: { description: 'Paid', schema: payResponseSchema },
      400: { description: 'Unknown provider' },
      402: { description: 'Declined', schema: errorResponseSchema },
      404: notYours,
      409: {
        description: 'Not awaiting payment, a payment in progress, or the course already owned',
        schema: errorResponseSchema,
      },
    },
  },
  async (c, { user, id, body }) => {
    const { db, services } = c.var;
    const provider = services.payments.get(body.provider);
    if (!provider) throw new FieldError({ provider: [`Unknown provider: ${body.provider}.`] });
    const idempotency = idempotencyOf(c, 'pay', body);
    const outcome = await payOrder(db, services.payments, user.id, id, {
      provider,
      cardNumber: body.card_number,
      idempotency,
    });
    if (outcome.payment.status === 'failed') throw new HttpError(402, 'Payment declined.');
    const fresh = outcome.order;
    if (outcome.fresh && fresh.kind === 'shop' && fresh.status === 'paid') {
      await mailSafely(c, 'receipt', fresh.id, sendShopPaymentReceipt);
    } else if (outcome.fresh && outcome.accessId !== null) {
      try {
        await mailCourseReceipt(c, user, fresh, outcome.accessId);
      } catch (error) {
        c.var.log.error('receipt mail failed', { order: fresh.id, error: String(error) });
      }
    }
    const [view] = await orderViews(db, [fresh]);
    return c.json({
      order: view,
      payment: {
        id: outcome.payment.id,
        provider: outcome.payment.provider,
        status: outcome.payment.status,
        amount: outcome.payment.amount,
        currency: outcome.payment.currency,
      },
      access_id: outcome.accessId,
    });
  },
);

route(
  ordersRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/orders/{id}/cancel/'],
    // Stock given back: product lists show availability.
    invalidates: ['shop'],
    summary:
      'The buyer cancels an own unpaid order: its stock is given back and the cashback it spent ' +
      'returned to the balance',
    responses: {
      200: { description: 'Cancelled', schema: orderSchema },
      404: notYours,
      409: {
        description: 'Not cancellable (paid, or a payment in progress)',
        schema: errorResponseSchema,
      },
    },
  },
  async (c, { user, id }) => {
    const { db, services } = c.var;
    const order = await moveOrder(db, services.payments, id, {
      to: 'cancelled',
      userId: user.id,
      reason: 'buyer',
    });
    await mailSafely(c, 'cancellation', order.id, sendOrderStatusMail);
    const [view] = await orderViews(db, [order]);
    return c.json(view);
  },
);

/** The receipt of a paid course, in the order's language (else the profile's). */
async function mailCourseReceipt(
  c: Context<AppEnv>,
  user: AuthUser,
  order: typeof orders.$inferSelect,
  accessId: number,
) {
  const { db, config, services } = c.var;
  const [[item], lang] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    orderMailLanguage(db, order),
  ]);
  await sendCourseReceipt(
    { config, mailer: services.mailer },
    {
      to: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      lang,
      orderId: order.id,
      courseTitle: item?.title ?? '',
      amount: order.total,
      currency: order.currency,
      paidAt: order.paidAt ?? new Date(),
      accessId,
    },
  );
}

route(
  ordersRoutes,
  {
    ...common,
    tag: 'courses',
    method: 'post',
    paths: ['/{lang}/courses/course/{id}/purchase/'],
    summary:
      'Buy a course: a pending order at the discounted euro price; the access record is created ' +
      'when the order is paid. A free course opens at once (order null). A pending order of the ' +
      'same course is reused (one per user and course). The course order form (first_name, ' +
      'surname, email, phone, terms_agreement) is optional; when sent, it is checked and kept on ' +
      'the order. With an Idempotency-Key, a request sent again gets the same order',
    body: coursePurchaseRequestSchema,
    responses: {
      201: {
        description: 'Order to pay, or access of a free course',
        schema: purchaseResponseSchema,
      },
      400: { description: 'Field errors of the course order form' },
      404: { description: 'No such course', schema: errorResponseSchema },
      409: { description: 'Already purchased', schema: alreadyOwnedResponseSchema },
    },
  },
  async (c, { user, id, lang, body }) => {
    const idempotency = idempotencyOf(c, 'purchase', body);
    const { order, accessId } = await purchaseCourse(
      c.var.db,
      user.id,
      id,
      lang,
      body,
      idempotency,
    );
    const [view] = order ? await orderViews(c.var.db, [order]) : [];
    return c.json({ order: view ?? null, access_id: accessId }, 201);
  },
);

route(
  ordersRoutes,
  {
    ...common,
    tag: 'accounts',
    method: 'get',
    paths: ['/accounts/cashback/'],
    summary:
      'Cashback: balance per currency, ledger entries and the shop orders (dashboard shop history)',
    responses: { 200: { description: 'Cashback', schema: cashbackResponseSchema } },
  },
  async (c, { user }) => {
    const { db } = c.var;
    const [entries, shopOrders] = await Promise.all([
      ownRowsNewestFirst(db, cashbackEntries, user.id),
      ownRowsNewestFirst(db, orders, user.id, eq(orders.kind, 'shop')),
    ]);
    const balance: Record<string, number> = {};
    for (const e of entries)
      balance[e.currency] = Math.round(((balance[e.currency] ?? 0) + e.amount) * 10) / 10;
    return c.json({
      balance,
      results: entries.map((e) => ({
        id: e.id,
        order_id: e.orderId,
        amount: e.amount,
        currency: e.currency,
        created: e.created.toISOString(),
      })),
      orders: await orderViews(db, shopOrders),
    });
  },
);
