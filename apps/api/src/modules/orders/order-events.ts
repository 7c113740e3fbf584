import type { OrderStatus } from '@academy/contract';
import type { Tx } from '../../db/client';
import { orderEvents } from '../../db/schema';

/** Who moved an order and why: a staff member (null: the buyer or the system) and a note. */
export interface OrderEventBy {
  actorId?: number | null;
  note?: string;
}

/**
 * Writes a line of the order's history (issue 26): the status it entered, in the transaction
 * that moved it, so the history holds exactly the moves that happened.
 */
export async function recordOrderEvent(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  by: OrderEventBy = {},
): Promise<void> {
  await tx
    .insert(orderEvents)
    .values({ orderId, status, actorId: by.actorId ?? null, note: by.note ?? '' });
}
