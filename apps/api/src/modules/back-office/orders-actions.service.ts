import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { moveOrder, type OrderMove, type OrderServices } from '../orders/order-life.service';
import { markPaid } from '../orders/paid-order.service';

type Order = typeof orders.$inferSelect;

/** The staff member making the move, and the note the order's history keeps. */
export interface StaffMove {
  actorId: number;
  note?: string;
}

/** The fields a move changes, as the audit log keeps them. */
const audited = (order: Order) => ({
  status: order.status,
  tracking_number: order.trackingNumber,
  cancel_reason: order.cancelReason,
});

/**
 * Staff settle a cash order (the courier brought the money): the order is paid once, its cash
 * entry collected, the course opened or the cashback credited, the receipt mailed, the history
 * and the audit log written, all in one transaction. A card order is paid by its provider only.
 */
export async function markPaidByStaff(
  db: Db,
  services: OrderServices,
  orderId: number,
  by: StaffMove,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound();
    if (order.status !== 'pending') throw new HttpError(409, 'The order is not awaiting payment.');
    if (order.paymentType !== 'cash') {
      throw new HttpError(409, 'A card order is paid through its payment provider, not by staff.');
    }
    await markPaid(tx, order.id, services.outbox, by);
    await tx
      .update(payments)
      .set({ confirmed: true, status: 'succeeded' })
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.provider, 'cash'),
          eq(payments.status, 'pending'),
        ),
      );
    await recordAudit(tx, {
      actorId: by.actorId,
      action: 'order.mark_paid',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: 'paid' },
    });
  });
}

type StaffOrderMove = Pick<OrderMove, 'to' | 'trackingNumber'>;

/**
 * Staff move an order on (ship, deliver, cancel, refund) through the order's guarded life: a
 * status that does not allow it is refused with 409; the buyer's mail, the history line and the
 * audit line are written in the move's transaction.
 */
export async function moveByStaff(
  db: Db,
  services: OrderServices,
  orderId: number,
  move: StaffOrderMove,
  by: StaffMove,
): Promise<void> {
  await moveOrder(db, services, orderId, {
    ...move,
    reason: 'staff',
    actorId: by.actorId,
    note: by.note,
    within: (tx, before, after) =>
      recordAudit(tx, {
        actorId: by.actorId,
        action: `order.${verbs[move.to]}`,
        entity: 'order',
        entityId: orderId,
        before: audited(before),
        after: audited(after),
      }),
  });
}

const verbs: Record<StaffOrderMove['to'], string> = {
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
  refunded: 'refund',
};
