import type { OrderSummaryItem } from './order-summary';

/** A course as an order's line (stories of the checkout, payment and success views). */
export const DEMO_ORDER_COURSE: OrderSummaryItem = {
  id: 1,
  title: 'Tehnici avansate de peeling chimic',
  amount: 256,
  image: '/demo/catalogue/course-2.svg',
};

export const DEMO_ORDER_SUMMARY = {
  items: [DEMO_ORDER_COURSE],
  total: 256,
  currency: 'EUR',
} as const;
