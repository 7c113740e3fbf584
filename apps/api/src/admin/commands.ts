import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, users } from '../db/schema';
import type { PaymentProviders } from '../lib/payments';
import { moveOrder, type OrderMove } from '../modules/orders/order-life.service';
import { markPaid } from '../modules/orders/orders.service';
import { type ShopMailDeps, sendShopPaymentReceipt } from '../modules/orders/shop.mail';
import { sendOrderStatusMail } from '../modules/orders/status.mail';

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
 * cashback or opens the course, exactly as a successful card payment does. With a mailer, a shop
 * order's buyer gets the payment receipt.
 */
export async function markOrderPaid(
  db: Db,
  orderId: number,
  mail?: Omit<ShopMailDeps, 'db'>,
): Promise<number | null> {
  const accessId = await db.transaction(async (tx) => {
    const { accessId } = await markPaid(tx, orderId);
    await tx
      .update(payments)
      .set({ confirmed: true, status: 'succeeded' })
      .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'cash')));
    return accessId;
  });
  if (mail) {
    try {
      await sendShopPaymentReceipt({ ...mail, db }, orderId);
    } catch (error) {
      // The order is paid all the same; the admin sees why the buyer got no receipt.
      console.error(`order ${orderId}: receipt mail failed: ${String(error)}`);
    }
  }
  return accessId;
}

/**
 * Staff move an order on (ship with a tracking number, deliver, cancel, refund), as the back
 * office will: the same guarded change as the buyer's cancel, then the buyer's mail.
 */
export async function moveOrderAsStaff(
  db: Db,
  providers: PaymentProviders,
  orderId: number,
  move: OrderMove,
  mail?: Omit<ShopMailDeps, 'db'>,
) {
  const order = await moveOrder(db, providers, orderId, { reason: 'staff', ...move });
  if (mail) {
    try {
      await sendOrderStatusMail({ ...mail, db }, orderId);
    } catch (error) {
      console.error(`order ${orderId}: status mail failed: ${String(error)}`);
    }
  }
  return order;
}
