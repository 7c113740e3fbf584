import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import type { Outbox } from '../lib/outbox';
import { activateByEmail, deactivateByEmail } from '../modules/back-office/accounts-review.service';
import {
  moveOrder,
  type OrderMove,
  type OrderServices,
} from '../modules/orders/order-life.service';
import { markPaid } from '../modules/orders/paid-order.service';

/**
 * Activates the account of `email` after its diploma was checked (spec 1), as the back office
 * does: reviewed now, audited (no actor: the command line), its user mailed a login link.
 * False when there is no such account waiting.
 */
export const activateUser = (db: Db, outbox: Outbox, email: string) =>
  activateByEmail(db, outbox, email);

/** Closes the account of `email` and ends its sessions; false when there is no such account. */
export const deactivateUser = async (db: Db, outbox: Outbox, email: string) =>
  (await deactivateByEmail(db, outbox, email)) !== null;

/**
 * Marks a cash (or otherwise settled) order paid: confirms its cash payment entry, credits the
 * cashback or opens the course, exactly as a successful card payment does. With an outbox, the
 * buyer's receipt is queued with it.
 */
export async function markOrderPaid(
  db: Db,
  orderId: number,
  outbox: Outbox | null,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { accessId } = await markPaid(tx, orderId, outbox);
    await tx
      .update(payments)
      .set({ confirmed: true, status: 'succeeded' })
      .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'cash')));
    return accessId;
  });
}

/**
 * Staff move an order on (ship with a tracking number, deliver, cancel, refund), as the back
 * office will: the same guarded change as the buyer's cancel, the buyer's mail queued with it.
 */
export const moveOrderAsStaff = (
  db: Db,
  services: OrderServices,
  orderId: number,
  move: OrderMove,
) => moveOrder(db, services, orderId, { reason: 'staff', ...move });
