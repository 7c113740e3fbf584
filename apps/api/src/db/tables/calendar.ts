import type { DateException, ProfileCurrency, WeeklyHours } from '@academy/contract';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idKey, money, position, translated } from './common';
import { users } from './users';

/**
 * A PostgreSQL `tstzrange`, written and read as its text (`[2026-12-01 09:00:00+00,…)`): the
 * appointments' exclusion constraint compares these (0019_calendars.sql).
 */
export const tstzRange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

/**
 * When a specialist receives (issue 28): one row per specialist who set their hours; without
 * one, `defaultAvailability` of the contract in the zone of their country.
 */
export const availability = pgTable('availability', {
  doctorId: integer('doctor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
  exceptions: jsonb('exceptions').$type<DateException[]>().notNull().default([]),
  bufferBefore: smallint('buffer_before').notNull().default(0),
  bufferAfter: smallint('buffer_after').notNull().default(0),
  /** Minutes between now and the earliest slot offered. */
  minNotice: integer('min_notice').notNull().default(120),
  horizonDays: smallint('horizon_days').notNull().default(60),
  slotStep: smallint('slot_step').notNull().default(30),
  /** The secret of the private calendar feed's address (null until first asked for). */
  feedToken: varchar('feed_token', { length: 64 }).unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a specialist offers: a visit of this service lasts `durationMinutes`. */
export const services = pgTable(
  'services',
  {
    id: idKey(),
    doctorId: belongsTo('doctor_id', () => users.id),
    name: translated('name'),
    durationMinutes: smallint('duration_minutes').notNull(),
    /** null: agreed at the visit. */
    price: money('price'),
    currency: varchar('currency', { length: 3 }).$type<ProfileCurrency>().notNull(),
    active: boolean('active').notNull().default(true),
    position: position(),
    created: createdAt(),
  },
  (t) => [index('services_doctor_idx').on(t.doctorId, t.position)],
);
