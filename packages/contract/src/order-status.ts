/**
 * An order's life (designed; the spec names only "purchase" and "order", spec 4): placed
 * `pending`, `paid` by card or on delivery, `shipped` with a tracking number, `delivered`; an
 * unpaid order is `cancelled` (by the buyer, by staff, or when its stock hold runs out), a paid
 * one `refunded`. Course orders skip shipping.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Which status may follow which: every change of status on the server goes through this. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) =>
  ORDER_TRANSITIONS[from].includes(to);

/** Spec 4: a confirmed order is a 'purchase', any other an 'order'. */
export const orderType = (status: OrderStatus): 'purchase' | 'order' =>
  status === 'paid' || status === 'shipped' || status === 'delivered' ? 'purchase' : 'order';

/**
 * Designed: unpaid orders one buyer may hold at once. Each holds its stock until it is paid,
 * cancelled or released, so one account cannot empty the catalogue.
 */
export const MAX_PENDING_ORDERS = 5;
