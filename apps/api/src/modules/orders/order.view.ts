import {
  type Language,
  type Order,
  type OrderQuote,
  type OrderStatus,
  orderType,
  type payResponseSchema,
} from '@academy/contract';
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { courses, orderItems, type orders, type payments, products } from '../../db/schema';
import { pick } from '../../lib/i18n';
import type { ShopPricing } from './orders.service';

type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * The lines' titles in the reader's language: each course or product that still exists is named
 * as it is named now in `lang`; a removed one keeps the title stored at purchase (in the buyer's
 * language then). Without a language, the stored titles.
 */
async function titlesIn(db: Db, items: OrderItemRow[], lang: Language | undefined) {
  const title = new Map(items.map((item) => [item.id, item.title]));
  if (!lang) return title;
  const ids = (key: 'productId' | 'courseId') =>
    [...new Set(items.map((item) => item[key]))].filter((id): id is number => id !== null);
  const [productIds, courseIds] = [ids('productId'), ids('courseId')];
  const [productRows, courseRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, title: products.title })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    courseIds.length
      ? db
          .select({ id: courses.id, title: courses.name })
          .from(courses)
          .where(inArray(courses.id, courseIds))
      : [],
  ]);
  const productTitle = new Map(productRows.map((row) => [row.id, pick(row.title, lang)]));
  const courseTitle = new Map(courseRows.map((row) => [row.id, pick(row.title, lang)]));
  for (const item of items) {
    const now =
      (item.productId !== null ? productTitle.get(item.productId) : undefined) ||
      (item.courseId !== null ? courseTitle.get(item.courseId) : undefined);
    if (now) title.set(item.id, now);
  }
  return title;
}

/** The orders as answered; their lines named in `lang` when given (the dashboard's lists). */
export async function orderViews(
  db: Db,
  rows: (typeof orders.$inferSelect)[],
  lang?: Language,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const titles = await titlesIn(db, items, lang);
  return rows.map((o) => ({
    id: o.id,
    kind: o.kind as Order['kind'],
    status: o.status as OrderStatus,
    type: orderType(o.status as OrderStatus),
    market: o.market,
    currency: o.currency,
    payment_type: o.paymentType as Order['payment_type'],
    delivery_type: o.deliveryType,
    items: items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({
        id: i.id,
        product: i.productId,
        course: i.courseId,
        title: titles.get(i.id) ?? i.title,
        unit_price: i.unitPrice,
        quantity: i.quantity,
        line_total: i.lineTotal,
      })),
    subtotal: o.subtotal,
    delivery_price: o.deliveryPrice,
    delivery_by_weight: o.deliveryByWeight,
    cashback_used: o.cashbackUsed,
    cashback_earned: o.cashbackEarned,
    total: o.total,
    created: o.created.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    tracking_number: o.trackingNumber,
    promo_code: o.promoCode,
    discount: o.discount,
    contact: o.contact ? { ...o.contact } : null,
  }));
}

/** The quote of `POST /{lang}/orders/quote/`: the pricing an order of these items would get. */
export function quoteView(pricing: ShopPricing, lang: Language): OrderQuote {
  return {
    market: pricing.access.market,
    currency: pricing.currency,
    items: pricing.lines.map((line) => ({
      product: line.product.id,
      title: pick(line.product.title, lang),
      unit_price: line.unit,
      quantity: line.quantity,
      line_total: line.total,
    })),
    unavailable: pricing.unavailable,
    subtotal: pricing.subtotal,
    delivery_price: pricing.delivery.price,
    delivery_by_weight: pricing.delivery.byWeight,
    free_delivery_from: pricing.freeDeliveryFrom,
    promo_code: pricing.promo.problem ? '' : pricing.promo.code,
    discount: pricing.discount,
    promo_problem: pricing.promo.problem,
    promo_minimum: pricing.promo.minimum,
    cashback_balance: pricing.cashbackBalance,
    cashback_used: pricing.cashbackUsed,
    cashback_earned: pricing.cashbackEarned,
    total: pricing.total,
  };
}

type PaymentView = z.input<typeof payResponseSchema>['payment'];
const ANSWERED_PAYMENT_STATUSES: readonly string[] = ['pending', 'succeeded', 'failed'];

/** A payment's status the pay answer declares (pending, succeeded, failed). */
export function isAnsweredStatus(status: string): status is PaymentView['status'] {
  return ANSWERED_PAYMENT_STATUSES.includes(status);
}

/**
 * The payment of `POST /orders/{id}/pay/`. An attempt still `processing` is never answered (the
 * request waits for the provider or answers "in progress"): one here is a defect.
 */
export function paymentView(payment: typeof payments.$inferSelect): PaymentView {
  const { status } = payment;
  if (!isAnsweredStatus(status)) throw new Error(`payment ${payment.id} answered while ${status}`);
  return {
    id: payment.id,
    provider: payment.provider,
    status,
    amount: payment.amount,
    currency: payment.currency,
    ...(status === 'pending' && payment.redirectUrl ? { redirect_url: payment.redirectUrl } : {}),
  };
}
