import type { PaymentEntry } from './payment-history';

/**
 * Two shop orders (one to pay by card with cashback spent, one paid with a promo code and
 * cashback earned), for the stories.
 */
export const SHOP_ORDERS: PaymentEntry[] = [
  {
    id: 312,
    order_id: 312,
    title: 'Comandă din magazin',
    amount: 835.7,
    currency: 'MDL',
    date_creation: '2026-11-21T08:40:00.000Z',
    confirmed: false,
    paid_by_card: true,
    status: 'pending',
    items: [{ id: 1, title: 'Peeling glicolic 30%', quantity: 1, line_total: 850 }],
    cashback: { used: 64.3, earned: 0 },
    payHref: '#pay-312',
  },
  {
    id: 305,
    order_id: 305,
    title: 'Comandă din magazin',
    amount: 1156.5,
    currency: 'MDL',
    date_creation: '2026-10-14T12:05:00.000Z',
    confirmed: true,
    paid_by_card: true,
    status: 'paid',
    items: [
      { id: 2, title: 'Ser cu acid hialuronic', quantity: 1, line_total: 587 },
      { id: 3, title: 'Mască alginată', quantity: 2, line_total: 698 },
    ],
    promo: { code: 'WELCOME10', discount: 128.5 },
    cashback: { used: 0, earned: 57.8 },
  },
];
