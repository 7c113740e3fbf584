import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idKey } from './common';
import { orders } from './orders';
import { users } from './users';

/**
 * Every write a staff member makes in the back office (issue 26): who, when, which record and
 * what changed, before → after (the fields the action touched). Kept when the record goes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done: `account.activate`, `order.ship`, `promo.update`… */
    action: varchar('action', { length: 40 }).notNull(),
    /** The kind of record: `user`, `order`, `contact_request`, `promo_code`, `job`… */
    entity: varchar('entity', { length: 30 }).notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    created: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * An order's history: each status it entered, who moved it (null: the buyer or the system, such
 * as the hold sweeper or the bank's notification) and a note (a tracking number, a reason).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: idKey(),
    orderId: belongsTo('order_id', () => orders.id),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull(),
    note: text('note').notNull().default(''),
    created: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.created)],
);
