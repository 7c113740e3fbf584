import type { PromoScope } from '@academy/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idKey } from './common';
import { orders } from './orders';
import { users } from './users';

/** Amounts per currency (MDL, RON, RUB, EUR): a fixed discount, or a minimum subtotal. */
export type CurrencyAmounts = Partial<Record<string, number>>;

/**
 * A promo code (voucher). Either `percent` or `amounts` gives its value; `minSubtotal` the least
 * the lines it applies to must add up to, per currency; the dates bound when it works; `maxUses`
 * counts every order (null: no limit), `perUser` each buyer's orders. `usedCount` is moved by a
 * guarded update only, so a single-use code gives one discount however many orders race for it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: idKey(),
    /** Stored as the contract normalizes it (trimmed, upper case). */
    code: varchar('code', { length: 60 }).notNull(),
    /** Why staff made it; never shown to buyers. */
    note: text('note').notNull().default(''),
    percent: smallint('percent'),
    amounts: jsonb('amounts').$type<CurrencyAmounts>(),
    minSubtotal: jsonb('min_subtotal').$type<CurrencyAmounts>().notNull().default({}),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    perUser: integer('per_user'),
    usedCount: integer('used_count').notNull().default(0),
    /** Switched off by staff: refused like an ended code, its usage kept. */
    disabled: boolean('disabled').notNull().default(false),
    scope: varchar('scope', { length: 12 }).$type<PromoScope>().notNull().default('all'),
    /** With scope `categories`: the shop categories whose products it applies to. */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_uq').on(t.code),
    check(
      'promo_codes_one_value',
      sql`(${t.percent} is null) <> (${t.amounts} is null) and coalesce(${t.percent}, 1) between 1 and 100`,
    ),
    check(
      'promo_codes_used_within_max',
      sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`,
    ),
  ],
);

/** One order priced with a code: the per-user limit counts these; a cancelled order gives its back. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: idKey(),
    promoId: belongsTo('promo_id', () => promoCodes.id),
    userId: belongsTo('user_id', () => users.id),
    orderId: belongsTo('order_id', () => orders.id),
    created: createdAt(),
  },
  (t) => [uniqueIndex('promo_redemptions_order_uq').on(t.orderId)],
);
