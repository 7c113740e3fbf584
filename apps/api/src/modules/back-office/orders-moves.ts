import type { OrderStatus } from '@academy/contract';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeOrdersEndpoints as endpoints } from '@academy/contract/endpoints';

type StaffMove = AnswerIn<typeof endpoints.get>['actions'][number];

/**
 * The moves staff are offered on an order's page: a cash order is marked paid (a card is paid
 * by its provider), an unpaid order cancelled, a paid shop order shipped, a shipped one
 * delivered, a paid one refunded. Each move is checked again when it is made.
 */
export function staffMoves(order: {
  status: OrderStatus;
  kind: string;
  payment_type: string;
}): StaffMove[] {
  switch (order.status) {
    case 'pending':
      return order.payment_type === 'cash' ? ['mark_paid', 'cancel'] : ['cancel'];
    case 'paid':
      return order.kind === 'shop' ? ['ship', 'refund'] : ['refund'];
    case 'shipped':
      return ['deliver', 'refund'];
    case 'delivered':
      return ['refund'];
    default:
      return [];
  }
}
