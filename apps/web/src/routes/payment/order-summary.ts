import type { OrderSummaryProps } from '@academy/ui';
import type { Order } from '../../api/orders';

/** An order as the summary block shows it (payment and success pages). */
export function orderSummary(order: Order): OrderSummaryProps {
  return {
    orderId: order.id,
    items: order.items.map((item) => ({ id: item.id, title: item.title, amount: item.line_total })),
    total: order.total,
    currency: order.currency,
    courses: order.kind === 'course',
  };
}
