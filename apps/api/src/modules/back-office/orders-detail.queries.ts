import type { Language, OrderStatus } from '@academy/contract';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeOrdersEndpoints as endpoints } from '@academy/contract/endpoints';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orders, payments, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { orderView } from '../orders/orders.queries';
import { rowView, selectOrders } from './orders-list.queries';
import { staffMoves } from './orders-moves';

type AdminOrder = AnswerIn<typeof endpoints.get>;

/** A staff member as the history names them: their name, else their e-mail. */
const staffName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** The order's history, oldest first, each move with the staff member who made it. */
async function historyOf(db: Db, orderId: number): Promise<AdminOrder['history']> {
  const rows = await db
    .select({
      id: orderEvents.id,
      status: orderEvents.status,
      note: orderEvents.note,
      created: orderEvents.created,
      actorId: orderEvents.actorId,
      actorName: staffName,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.created), asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status as OrderStatus,
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName },
    note: row.note,
    created: row.created.toISOString(),
  }));
}

async function paymentsOf(db: Db, orderId: number): Promise<AdminOrder['payments']> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.created), asc(payments.id));
  return rows.map((p) => ({
    id: p.id,
    provider: p.provider,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    paid_by_card: p.paidByCard,
    created: p.created.toISOString(),
  }));
}

/** An order's page for staff: its lines named in `lang`, its payments, history and moves. */
export async function adminOrder(db: Db, id: number, lang: Language): Promise<AdminOrder> {
  const [listed] = await selectOrders(db, { sort: 'id', order: 'asc' }).where(eq(orders.id, id));
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!listed || !order) throw notFound();
  const [view, paid, history] = await Promise.all([
    orderView(db, order, lang),
    paymentsOf(db, id),
    historyOf(db, id),
  ]);
  const row = rowView(listed);
  return {
    ...row,
    contact: view.contact,
    comments: order.comments,
    lines: view.items.map((item) => ({
      id: item.id,
      title: item.title,
      product: item.product,
      course: item.course,
      unit_price: item.unit_price,
      quantity: item.quantity,
      line_total: item.line_total,
    })),
    subtotal: order.subtotal,
    delivery_price: order.deliveryPrice,
    delivery_by_weight: order.deliveryByWeight,
    discount: order.discount,
    promo_code: order.promoCode,
    cashback_used: order.cashbackUsed,
    cashback_earned: order.cashbackEarned,
    tracking_number: order.trackingNumber,
    cancel_reason: order.cancelReason,
    payments: paid,
    history,
    actions: staffMoves(row),
  };
}
