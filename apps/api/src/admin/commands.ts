import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, users } from '../db/schema';
import type { Outbox } from '../lib/outbox';
import {
  moveOrder,
  type OrderMove,
  type OrderServices,
} from '../modules/orders/order-life.service';
import { markPaid } from '../modules/orders/paid-order.service';

/** Opens or closes the account of `email`; false when there is no such account. */
async function setUserActive(db: Db, email: string, isActive: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isActive })
    .where(eq(users.username, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Activates the account of `email` after its diploma was checked (spec 1). */
export const activateUser = (db: Db, email: string) => setUserActive(db, email, true);
export const deactivateUser = (db: Db, email: string) => setUserActive(db, email, false);

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
