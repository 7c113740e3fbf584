import type { CourseOrderFormData, OrderFormData } from '@academy/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idKey, money } from './common';
import { courses } from './courses';
import { products } from './shop';
import { users } from './users';

/** Order totals and ledgers hold larger sums than a unit price. */
const largeMoney = (name: string) => money(name, 12);

/** Customer and address of the order form (spec 3, Order form), as its schema checks them. */
export type OrderContact = Required<
  Omit<
    OrderFormData,
    'delivery_type' | 'payment_type' | 'comments' | 'promo_code' | 'use_bonuses' | 'terms_agreement'
  >
>;

/** The buyer of a course order (the course order form: no address, nothing to deliver). */
export type CourseOrderContact = Omit<CourseOrderFormData, 'terms_agreement'>;

/** A shop order or a course purchase. Amounts are computed on the server, never taken as sent. */
export const orders = pgTable(
  'orders',
  {
    id: idKey(),
    userId: belongsTo('user_id', () => users.id),
    /** shop or course. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** An OrderStatus of the contract: pending, paid, shipped, delivered, cancelled, refunded. */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    /** Why an unpaid order was cancelled: buyer, expired (its stock hold ran out) or staff. */
    cancelReason: varchar('cancel_reason', { length: 10 }),
    /** The carrier's tracking number, set when the order is shipped. */
    trackingNumber: varchar('tracking_number', { length: 100 }).notNull().default(''),
    /** md, ro, ru; eu for courses (priced in euro). */
    market: varchar('market', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    priceTier: varchar('price_tier', { length: 12 }).notNull().default('professional'),
    contact: jsonb('contact').$type<OrderContact | CourseOrderContact | null>(),
    deliveryType: varchar('delivery_type', { length: 20 }),
    paymentType: varchar('payment_type', { length: 10 }).notNull(),
    /** Interface language the order was placed in (receipt mail). */
    lang: varchar('lang', { length: 2 }),
    comments: text('comments').notNull().default(''),
    promoCode: varchar('promo_code', { length: 60 }).notNull().default(''),
    subtotal: largeMoney('subtotal').notNull(),
    deliveryPrice: largeMoney('delivery_price').notNull().default(0),
    /** True when shipping is paid by the customer to the carrier (spec 9, outside free rules). */
    deliveryByWeight: boolean('delivery_by_weight').notNull().default(false),
    /** What the promo code took off the goods (before cashback and delivery). */
    discount: largeMoney('discount').notNull().default(0),
    cashbackUsed: largeMoney('cashback_used').notNull().default(0),
    cashbackEarned: largeMoney('cashback_earned').notNull().default(0),
    total: largeMoney('total').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The course a course order buys (also in its one line): one pending order per course. */
    courseId: integer('course_id').references(() => courses.id),
    created: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    // The hold sweeper's look-up: unpaid orders, oldest first.
    index('orders_pending_created_idx').on(t.created).where(sql`status = 'pending'`),
    // A second tab or a double click reuses the pending course order instead of opening another.
    uniqueIndex('orders_pending_course_uq')
      .on(t.userId, t.courseId)
      .where(sql`kind = 'course' and status = 'pending'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: idKey(),
    orderId: belongsTo('order_id', () => orders.id),
    productId: integer('product_id').references(() => products.id),
    courseId: integer('course_id').references(() => courses.id),
    title: text('title').notNull(),
    unitPrice: largeMoney('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: largeMoney('line_total').notNull(),
  },
  (t) => [check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** A payment attempt through a PaymentProvider (spec 3, Payment history entry). */
export const payments = pgTable(
  'payments',
  {
    id: idKey(),
    orderId: belongsTo('order_id', () => orders.id),
    userId: belongsTo('user_id', () => users.id),
    provider: varchar('provider', { length: 30 }).notNull(),
    providerRef: varchar('provider_ref', { length: 100 }).notNull().default(''),
    title: text('title').notNull(),
    amount: largeMoney('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    paidByCard: boolean('paid_by_card').notNull().default(false),
    /**
     * processing (written before the provider is called), pending (awaiting the provider or the
     * courier), succeeded or failed.
     */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    /** When the provider was last asked: a processing attempt older than a minute is resumed. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A hosted payment page's address (real providers): a pending attempt sends the buyer back
     * to the same page while it is open, instead of opening a second one.
     */
    redirectUrl: text('redirect_url').notNull().default(''),
    created: createdAt(),
  },
  (t) => [
    // One attempt in flight and one success per order: the database decides a race of payers.
    uniqueIndex('payments_one_live_per_order_uq')
      .on(t.orderId)
      .where(sql`status in ('processing', 'succeeded')`),
    // A provider's notification names its transaction: found by the provider's reference.
    index('payments_provider_ref_idx').on(t.provider, t.providerRef).where(sql`provider_ref <> ''`),
  ],
);

/**
 * The Idempotency-Key of a write a client may retry (an order, a course purchase, a payment),
 * kept in the transaction that made its record: a retry with the same key, even after a crash
 * between the commit and the answer, gets that record again instead of a second one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: idKey(),
    userId: belongsTo('user_id', () => users.id),
    /** Which write the key belongs to: order, purchase or pay. */
    scope: varchar('scope', { length: 20 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    /** A hash of the request, so a key sent again with other content is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** The record the first request made (an order or a payment id). */
    recordId: integer('record_id').notNull(),
    created: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_uq').on(t.userId, t.scope, t.key)],
);

/** Cashback ledger: positive = earned on a paid order, negative = spent on an order. */
export const cashbackEntries = pgTable(
  'cashback_entries',
  {
    id: idKey(),
    userId: belongsTo('user_id', () => users.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: largeMoney('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    created: createdAt(),
  },
  (t) => [index('cashback_entries_user_idx').on(t.userId)],
);
