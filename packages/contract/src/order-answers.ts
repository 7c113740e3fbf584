/** What the server answers about orders: an order, a quote, a payment, the cashback. */
import { z } from 'zod';
import { errorResponseSchema } from './country';
import { PAYMENT_TYPES } from './delivery';
import { ORDER_STATUSES } from './order-status';
import { PROMO_PROBLEMS } from './promo';

export const orderItemSchema = z.object({
  id: z.number().int(),
  product: z.number().int().nullable(),
  course: z.number().int().nullable(),
  title: z.string(),
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['shop', 'course']),
  status: z.enum(ORDER_STATUSES),
  type: z.enum(['purchase', 'order']),
  market: z.string(),
  currency: z.string(),
  payment_type: z.enum(PAYMENT_TYPES),
  delivery_type: z.string().nullable(),
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  delivery_price: z.number(),
  delivery_by_weight: z.boolean(),
  cashback_used: z.number(),
  cashback_earned: z.number(),
  total: z.number(),
  created: z.string(),
  paid_at: z.string().nullable(),
  /** The carrier's tracking number once shipped ('' before; older answers have none). */
  tracking_number: z.string().default(''),
  /** The promo code the order was priced with ('' none) and what it took off the goods. */
  promo_code: z.string().default(''),
  discount: z.number().default(0),
  /** The buyer and address the order was placed with (its owner's own; the next form's prefill). */
  contact: z.record(z.string(), z.string()).nullable().default(null),
});
export type Order = z.infer<typeof orderSchema>;

export const orderQuoteSchema = z.object({
  market: z.string(),
  currency: z.string(),
  items: z.array(orderItemSchema.omit({ id: true, course: true })),
  /** Requested ids this user can't buy now (sold out, not for the market or profession). */
  unavailable: z.array(z.number().int()),
  subtotal: z.number(),
  delivery_price: z.number(),
  delivery_by_weight: z.boolean(),
  /** The subtotal above which delivery is free for this market, city and delivery; null: none. */
  free_delivery_from: z.number().nullable(),
  /** The promo code applied ('' none or refused), what it takes off, and why it takes nothing. */
  promo_code: z.string().default(''),
  discount: z.number().default(0),
  promo_problem: z.enum(PROMO_PROBLEMS).nullable().default(null),
  /** With `below_minimum`: the subtotal the code asks for. */
  promo_minimum: z.number().nullable().default(null),
  cashback_balance: z.number(),
  cashback_used: z.number(),
  /** What the order will earn once paid. */
  cashback_earned: z.number(),
  total: z.number(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
export const orderListSchema = z.array(orderSchema);

/** The answer of `POST /{lang}/courses/course/{id}/quote/`: the course's price with the code. */
export const courseQuoteSchema = orderQuoteSchema.pick({
  currency: true,
  subtotal: true,
  promo_code: true,
  discount: true,
  promo_problem: true,
  promo_minimum: true,
  total: true,
});
export type CourseQuote = z.infer<typeof courseQuoteSchema>;

/** The answer of `POST /orders/{id}/pay/`: the order, its payment, the access a course opens. */
export const payResponseSchema = z.object({
  order: orderSchema,
  payment: z.object({
    id: z.number().int(),
    provider: z.string(),
    /** pending: a real provider's hosted page is to be paid (redirect_url), the order not yet. */
    status: z.enum(['pending', 'succeeded', 'failed']),
    amount: z.number(),
    currency: z.string(),
    /** Where to send the browser to pay (a hosted payment page), with status pending. */
    redirect_url: z.url().optional(),
  }),
  access_id: z.number().int().nullable(),
});

/**
 * Designed: `GET /orders/{id}/pay/` — how an own order is paid: the provider the server picks for
 * its currency (a real acquirer's when one is configured, else `test`), and whether the buyer pays
 * on that provider's hosted page (no card form here) or types a card here (the test provider).
 */
export const paymentMethodSchema = z.object({
  provider: z.string(),
  hosted_page: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * Designed: `POST /{lang}/courses/course/{id}/purchase/` 201: an order to pay, or, for a free
 * course, no order and the access that opens its player. Its 409 (already owned) carries the
 * access too.
 */
export const purchaseResponseSchema = z.object({
  order: orderSchema.nullable(),
  access_id: z.number().int().nullable(),
});
export const alreadyOwnedResponseSchema = errorResponseSchema.extend({
  access_id: z.number().int(),
});

/** Designed: `GET /accounts/cashback/`. */
export const cashbackEntrySchema = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable(),
  amount: z.number(),
  currency: z.string(),
  created: z.string(),
});
export const cashbackResponseSchema = z.object({
  balance: z.record(z.string(), z.number()),
  results: z.array(cashbackEntrySchema),
  orders: z.array(orderSchema),
});
