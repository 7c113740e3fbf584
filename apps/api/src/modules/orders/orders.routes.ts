import {
  alreadyOwnedResponseSchema,
  cashbackResponseSchema,
  coursePurchaseRequestSchema,
  courseQuoteRequestSchema,
  courseQuoteSchema,
  errorResponseSchema,
  orderListSchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderRequestSchema,
  orderSchema,
  paymentMethodSchema,
  payRequestSchema,
  payResponseSchema,
  purchaseResponseSchema,
} from '@academy/contract';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { cashbackEntries, orders } from '../../db/schema';
import { FieldError, HttpError } from '../../lib/errors';
import { idempotencyOf } from '../../lib/idempotency';
import { findOwned, notYours, ownRowsNewestFirst } from '../../lib/queries';
import { clientIp, route } from '../../lib/route';
import { purchaseCourse, quoteCourse } from './course-purchase.service';
import { MAIB_PROVIDER } from './maib-provider';
import { orderViews, quoteView } from './order.view';
import { moveOrder } from './order-life.service';
import { placeShopOrder, priceShopOrder } from './orders.service';
import {
  payOrder,
  reconcileOrder,
  refundOrphan,
  type Settlement,
  settleHostedPayment,
} from './payment.service';
import { paymentProviderFor } from './payment-provider';

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
    const { outbox } = c.var.services;
    const { order } = await placeShopOrder(c.var.db, outbox, user, body, lang, idempotency);
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
    summary:
      'One own order (checkout-success page). While its hosted payment page has not been heard ' +
      'of, the provider is asked (the buyer is back before its notification)',
    responses: {
      200: { description: 'Order', schema: orderSchema },
      404: notYours,
    },
  },
  async (c, { user, id }) => {
    let row = await ownOrder(c, user.id, id);
    // Back from a hosted payment page: the provider is asked when its notification is not in.
    if (row.status === 'pending' && row.paymentType === 'card') {
      await reconcileOrder(c.var.db, c.var.services, row.id).catch((error) => {
        c.var.log.warn('payment status unknown', { order: row.id, error: String(error) });
        return null;
      });
      // As it is now: paid by this look, or by a notification meanwhile.
      row = await ownOrder(c, user.id, id);
    }
    const [view] = await orderViews(c.var.db, [row]);
    return c.json(view);
  },
);

route(
  ordersRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/orders/{id}/pay/'],
    summary:
      'How an own order is paid: the provider for its currency (a real acquirer with a hosted ' +
      'payment page when configured, e.g. maib for MDL, EUR and USD; else test) and whether the ' +
      'buyer pays on its hosted page',
    responses: {
      200: { description: 'The payment method', schema: paymentMethodSchema },
      404: notYours,
      409: { description: 'No provider takes its currency', schema: errorResponseSchema },
    },
  },
  async (c, { user, id }) => {
    const row = await ownOrder(c, user.id, id);
    const provider = paymentProviderFor(c.var.services.payments, row.currency);
    if (!provider) throw new HttpError(409, `No payment provider takes ${row.currency} here.`);
    return c.json({ provider: provider.name, hosted_page: provider.hostedPage === true });
  },
);

route(
  ordersRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/orders/{id}/pay/'],
    summary:
      'Payment step through a PaymentProvider (built-in: test; card 4000 0000 0000 0002 is declined; ' +
      'maib when configured: status pending with the redirect_url of its hosted payment page, the ' +
      'order paid when its notification arrives). Success marks the order paid once, credits ' +
      'cashback or opens the course. One attempt at a time per order (an open payment page is ' +
      'answered again); with an Idempotency-Key, a request sent again gets the same answer',
    body: payRequestSchema,
    responses: {
      200: { description: 'Paid, or pending with the page to pay on', schema: payResponseSchema },
      400: { description: 'Unknown provider, or one that does not take the currency' },
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
    const outcome = await payOrder(db, services, user.id, id, {
      provider,
      cardNumber: body.card_number,
      clientIp: clientIp(c),
      idempotency,
    });
    const { payment } = outcome;
    if (payment.status === 'failed') throw new HttpError(402, 'Payment declined.');
    const [view] = await orderViews(db, [outcome.order]);
    return c.json({
      order: view,
      payment: {
        id: payment.id,
        provider: payment.provider,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        ...(payment.status === 'pending' && payment.redirectUrl
          ? { redirect_url: payment.redirectUrl }
          : {}),
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
    const order = await moveOrder(db, services, id, {
      to: 'cancelled',
      userId: user.id,
      reason: 'buyer',
    });
    const [view] = await orderViews(db, [order]);
    return c.json(view);
  },
);

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
    tag: 'courses',
    method: 'post',
    paths: ['/{lang}/courses/course/{id}/quote/'],
    summary:
      'What the course would cost with a promo code, priced as the purchase prices it (the ' +
      "discounted euro price less the code's discount); a code that gives nothing is named in " +
      'promo_problem; nothing is stored',
    body: courseQuoteRequestSchema,
    responses: {
      200: { description: 'Quote', schema: courseQuoteSchema },
      400: { description: 'Field errors (a code longer than the form takes)' },
      404: { description: 'No such course', schema: errorResponseSchema },
    },
  },
  async (c, { user, id, body }) =>
    c.json(await quoteCourse(c.var.db, user.id, id, body.promo_code)),
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

/** A MAIB notification (maib ecomm API v1): the transaction and its signature. */
const maibNotificationSchema = z.object({
  result: z.record(z.string(), z.unknown()),
  signature: z.string().min(1).max(200),
});

route(
  ordersRoutes,
  {
    tag: 'orders',
    auth: 'none',
    designed: true,
    method: 'post',
    paths: ['/payments/maib/callback/'],
    summary:
      "MAIB e-commerce's notification of a payment's outcome (its callbackUrl), signed with the " +
      "project's Signature Key: a valid one records the outcome once (paid: the order's receipt; " +
      'failed: the order stays pending to pay again); a notification sent again changes nothing. ' +
      'Only when MAIB is configured',
    body: maibNotificationSchema,
    responses: {
      200: { description: 'Recorded (or known already)' },
      400: { description: 'Not signed with the Signature Key: nothing changes' },
      404: { description: 'No such payment (yet), or MAIB not configured: the bank retries' },
      409: { description: 'Another amount or currency than the payment: not counted' },
    },
  },
  async (c, { body }) => {
    const provider = c.var.services.payments.get(MAIB_PROVIDER);
    if (!provider?.verifyNotification) throw new HttpError(404, 'Not found.');
    const report = provider.verifyNotification(body);
    if (!report) {
      c.var.log.warn('maib notification refused: bad signature', { ip: clientIp(c) });
      throw new HttpError(400, 'Invalid signature.');
    }
    const settled = await settleHostedPayment(c.var.db, provider, report, c.var.services.outbox);
    await afterSettlement(c, provider, settled);
    if (settled.kind === 'unknown') throw new HttpError(404, 'Unknown payment.');
    return c.json({ ok: true });
  },
);

/** What a notification's outcome still asks for: a receipt, or money given back. */
async function afterSettlement(
  c: Context<AppEnv>,
  provider: Parameters<typeof refundOrphan>[1],
  settled: Settlement,
) {
  if (settled.kind === 'orphaned') {
    c.var.log.warn('payment for an order no longer awaiting it: refunded', {
      payment: settled.payment.id,
      order: settled.payment.orderId,
    });
    await refundOrphan(c.var.db, provider, settled.payment).catch((error) => {
      c.var.log.error('refund of an orphaned payment failed', {
        payment: settled.payment.id,
        error: String(error),
      });
      // Not 200: the bank sends its notification again, and the refund is tried again.
      throw new HttpError(502, 'The payment could not be refunded yet.');
    });
  }
}
