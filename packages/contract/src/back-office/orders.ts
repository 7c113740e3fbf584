import { z } from 'zod';
import { countedListSchema } from '../common';
import { DELIVERY_TYPES, PAYMENT_TYPES } from '../delivery';
import { ORDER_STATUSES } from '../order-status';

/**
 * The back office's orders (issue 26): the list's filters, its rows, an order's page and the
 * staff's moves on it. Markets and currencies are the shop's, plus the courses' `eu` in euro.
 */
export const ADMIN_ORDER_MARKETS = ['md', 'ro', 'ru', 'eu'] as const;
export const ADMIN_ORDER_CURRENCIES = ['MDL', 'RON', 'RUB', 'EUR'] as const;
export const ADMIN_ORDER_KINDS = ['shop', 'course'] as const;
export const ADMIN_ORDER_SORTS = ['created', 'id', 'total', 'status'] as const;
export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** A day of the date range, `2026-11-29` (whole days, UTC). */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD.');

/** What the list and its CSV export are filtered by, searched for and sorted by. */
export const adminOrderFiltersSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  market: z.enum(ADMIN_ORDER_MARKETS).optional(),
  currency: z.enum(ADMIN_ORDER_CURRENCIES).optional(),
  /** Placed on or after this day. */
  from: daySchema.optional(),
  /** Placed on or before this day. */
  to: daySchema.optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  delivery_type: z.enum(DELIVERY_TYPES).optional(),
  kind: z.enum(ADMIN_ORDER_KINDS).optional(),
  /** An order number, or part of the buyer's e-mail, name or phone. */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminOrderFilters = z.input<typeof adminOrderFiltersSchema>;

export const adminOrderListQuerySchema = adminOrderFiltersSchema.extend({
  page: z.coerce.number().int().positive().max(100_000).default(1),
  page_size: z.coerce.number().int().positive().max(100).default(ADMIN_ORDERS_PAGE_SIZE),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

const buyerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ADMIN_ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  market: z.string(),
  currency: z.string(),
  payment_type: z.enum(PAYMENT_TYPES),
  delivery_type: z.string().nullable(),
  buyer: buyerSchema,
  total: z.number(),
  created: z.string(),
  paid_at: z.string().nullable(),
});

export const adminOrderListSchema = countedListSchema(adminOrderRowSchema);

/** What staff may do with an order, by its status, kind and payment (the server decides). */
export const ADMIN_ORDER_ACTIONS = ['mark_paid', 'ship', 'deliver', 'cancel', 'refund'] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];

export const adminOrderLineSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  product: z.number().int().nullable(),
  course: z.number().int().nullable(),
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
});

export const adminOrderPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  paid_by_card: z.boolean(),
  created: z.string(),
});

export const adminOrderEventSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** The staff member who moved it; null: the buyer or the system (payment, hold sweeper). */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string(),
  created: z.string(),
});

export const adminOrderSchema = adminOrderRowSchema.extend({
  contact: z.record(z.string(), z.string()).nullable(),
  comments: z.string(),
  lines: z.array(adminOrderLineSchema),
  subtotal: z.number(),
  delivery_price: z.number(),
  delivery_by_weight: z.boolean(),
  discount: z.number(),
  promo_code: z.string(),
  cashback_used: z.number(),
  cashback_earned: z.number(),
  tracking_number: z.string(),
  cancel_reason: z.string().nullable(),
  payments: z.array(adminOrderPaymentSchema),
  history: z.array(adminOrderEventSchema),
  actions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
});

/** A note for the order's history (optional). */
const noteSchema = z.string().trim().max(500);

export const adminOrderNoteSchema = z.object({ note: noteSchema.optional() });
export const adminOrderShipSchema = z.object({
  tracking_number: z.string().trim().min(1).max(100),
});
/** Cancelling and refunding say why: the history keeps the reason. */
export const adminOrderReasonSchema = z.object({ reason: noteSchema.min(1) });
