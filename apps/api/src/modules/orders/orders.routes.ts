import { ordersEndpoints } from '@academy/contract/endpoints';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { FieldError, HttpError } from '../../lib/errors';
import { idempotencyOf } from '../../lib/idempotency';
import { clientIp, route } from '../../lib/route';
import { purchaseCourse, quoteCourse } from './course-purchase.service';
import { MAIB_PROVIDER } from './maib-provider';
import { paymentView, quoteView } from './order.view';
import { moveOrder } from './order-life.service';
import { cashbackHistory, orderView, ownOrder, ownOrderList } from './orders.queries';
import { placeShopOrder, priceShopOrder } from './orders.service';
import { payOrder } from './payment.service';
import { paymentProviderFor } from './payment-provider';
import {
  reconcileOrder,
  refundOrphan,
  type Settlement,
  settleHostedPayment,
} from './payment-settlement.service';

export const ordersRoutes = new Hono<AppEnv>();

route(ordersRoutes, ordersEndpoints.place, async (c, { db, body, user, lang, json }) => {
  const idempotency = idempotencyOf(c, 'order', body);
  const { outbox } = c.var.services;
  const { order } = await placeShopOrder(db, outbox, user, body, lang, idempotency);
  return json(await orderView(db, order), 201);
});

route(ordersRoutes, ordersEndpoints.quote, async (_c, { db, body, user, lang, json }) =>
  json(quoteView(await priceShopOrder(db, user, body), lang)),
);

route(ordersRoutes, ordersEndpoints.list, async (_c, { db, user, query, json }) =>
  json(await ownOrderList(db, user.id, query.lang)),
);

route(ordersRoutes, ordersEndpoints.get, async (c, { db, user, id, query, json }) => {
  let row = await ownOrder(db, user.id, id);
  // Back from a hosted payment page: the provider is asked when its notification is not in.
  if (row.status === 'pending' && row.paymentType === 'card') {
    await reconcileOrder(db, c.var.services, row.id).catch((error) => {
      c.var.log.warn('payment status unknown', { order: row.id, error: String(error) });
      return null;
    });
    // As it is now: paid by this look, or by a notification meanwhile.
    row = await ownOrder(db, user.id, id);
  }
  return json(await orderView(db, row, query.lang));
});

route(ordersRoutes, ordersEndpoints.paymentMethod, async (c, { db, user, id, json }) => {
  const row = await ownOrder(db, user.id, id);
  const provider = paymentProviderFor(c.var.services.payments, row.currency);
  if (!provider) throw new HttpError(409, `No payment provider takes ${row.currency} here.`);
  return json({ provider: provider.name, hosted_page: provider.hostedPage === true });
});

route(ordersRoutes, ordersEndpoints.pay, async (c, { db, user, id, body, json }) => {
  const { services } = c.var;
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
  return json({
    order: await orderView(db, outcome.order),
    payment: paymentView(payment),
    access_id: outcome.accessId,
  });
});

route(ordersRoutes, ordersEndpoints.cancel, async (c, { db, user, id, json }) => {
  const order = await moveOrder(db, c.var.services, id, {
    to: 'cancelled',
    userId: user.id,
    reason: 'buyer',
  });
  return json(await orderView(db, order));
});

route(
  ordersRoutes,
  ordersEndpoints.purchaseCourse,
  async (c, { db, user, id, lang, body, json }) => {
    const idempotency = idempotencyOf(c, 'purchase', body);
    const { order, accessId } = await purchaseCourse(db, user.id, id, lang, body, idempotency);
    const view = order ? await orderView(db, order) : null;
    return json({ order: view, access_id: accessId }, 201);
  },
);

route(ordersRoutes, ordersEndpoints.quoteCourse, async (_c, { db, user, id, body, json }) =>
  json(await quoteCourse(db, user.id, id, body.promo_code)),
);

route(ordersRoutes, ordersEndpoints.cashback, async (_c, { db, user, query, json }) =>
  json(await cashbackHistory(db, user.id, query.lang)),
);

route(ordersRoutes, ordersEndpoints.maibCallback, async (c, { db, body, raw }) => {
  const provider = c.var.services.payments.get(MAIB_PROVIDER);
  if (!provider?.verifyNotification) throw new HttpError(404, 'Not found.');
  const report = provider.verifyNotification(body);
  if (!report) {
    c.var.log.warn('maib notification refused: bad signature', { ip: clientIp(c) });
    throw new HttpError(400, 'Invalid signature.');
  }
  const settled = await settleHostedPayment(db, provider, report, c.var.services.outbox);
  await afterSettlement(c, db, provider, settled);
  if (settled.kind === 'unknown') throw new HttpError(404, 'Unknown payment.');
  // The declared 200 has no body (the bank reads only the status); the {ok} it gets is extra.
  return raw(c.json({ ok: true }));
});

/** What a notification's outcome still asks for: a receipt, or money given back. */
async function afterSettlement(
  c: Context<AppEnv>,
  db: Db,
  provider: Parameters<typeof refundOrphan>[1],
  settled: Settlement,
) {
  if (settled.kind === 'orphaned') {
    c.var.log.warn('payment for an order no longer awaiting it: refunded', {
      payment: settled.payment.id,
      order: settled.payment.orderId,
    });
    await refundOrphan(db, provider, settled.payment).catch((error) => {
      c.var.log.error('refund of an orphaned payment failed', {
        payment: settled.payment.id,
        error: String(error),
      });
      // Not 200: the bank sends its notification again, and the refund is tried again.
      throw new HttpError(502, 'The payment could not be refunded yet.');
    });
  }
}
