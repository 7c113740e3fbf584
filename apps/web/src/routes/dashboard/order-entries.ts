import { type Order, orderType } from '@academy/contract';
import type { PaymentEntry } from '@academy/ui';
import type { Paths } from '../../app/paths';

/**
 * An order as the payment history's card shows it (spec 2.9): its number, what was bought (a
 * course order is named by its course, a shop order by `shopTitle` with its lines listed), the
 * total the buyer pays, the status, how it is paid, its promo code's discount, a shop order's
 * cashback and, for a card order still pending, its payment page.
 */
export function orderEntry(order: Order, paths: Paths, shopTitle: string): PaymentEntry {
  const shop = order.kind === 'shop';
  return {
    id: order.id,
    order_id: order.id,
    title: shop ? shopTitle : (order.items[0]?.title ?? shopTitle),
    amount: order.total,
    currency: order.currency,
    date_creation: order.created,
    confirmed: orderType(order.status) === 'purchase',
    paid_by_card: order.payment_type === 'card',
    status: order.status,
    items: shop
      ? order.items.map(({ id, title, quantity, line_total }) => ({
          id,
          title,
          quantity,
          line_total,
        }))
      : [],
    cashback: shop ? { used: order.cashback_used, earned: order.cashback_earned } : undefined,
    promo: order.discount > 0 ? { code: order.promo_code, discount: order.discount } : undefined,
    payHref:
      order.status === 'pending' && order.payment_type === 'card'
        ? paths.payment({ order: order.id })
        : null,
    trackingNumber: order.tracking_number || undefined,
  };
}
