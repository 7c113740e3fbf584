import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { services, tstzRange } from './calendar';
import { belongsTo, createdAt, idKey } from './common';
import { users } from './users';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Appointment requests of a specialist (spec 3). `date_of_receipt` and `time_of_receipt` are the
 * specialist's wall clock in `time_zone`; `starts_at`/`ends_at` the same visit as instants, and
 * `busy` the time it holds with the specialist's buffers around it. Spec 5's conflict rule (one
 * confirmed visit per hour) became an overlap rule (issue 28): the exclusion constraint
 * `appointments_confirmed_overlap` (0019_calendars.sql; drizzle cannot declare one) refuses two
 * confirmed visits of a specialist whose `busy` ranges overlap, even under concurrent writes.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: idKey(),
    doctorId: belongsTo('doctor_id', () => users.id),
    clientName: varchar('client_name', { length: 200 }).notNull(),
    clientPhone: varchar('client_phone', { length: 40 }).notNull(),
    clientComments: text('client_comments').notNull().default(''),
    /** A public request's e-mail for its confirmation and cancel link ('' when none). */
    clientEmail: varchar('client_email', { length: 254 }).notNull().default(''),
    dateOfReceipt: date('date_of_receipt', { mode: 'string' }).notNull(),
    timeOfReceipt: varchar('time_of_receipt', { length: 5 }).notNull(),
    duration: varchar('duration', { length: 5 }).notNull().default('00:30'),
    /** new, confirmed or cancelled. */
    status: varchar('status', { length: 10 }).notNull().default('new'),
    lang: varchar('lang', { length: 2 }).notNull().default('ro'),
    /** dashboard (the specialist's own entry) or page (a request from the public page). */
    source: varchar('source', { length: 10 }).notNull().default('dashboard'),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Europe/Chisinau'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    busy: tstzRange('busy').notNull(),
    /** The invitation's SEQUENCE: each move of a confirmed visit sends it again with one more. */
    sequence: integer('sequence').notNull().default(0),
    /** A public request waits for its visitor to open the mail's link (issue 28). */
    awaitingEmail: boolean('awaiting_email').notNull().default(false),
    confirmedAt: instant('confirmed_at'),
    reminded24hAt: instant('reminded_24h_at'),
    reminded2hAt: instant('reminded_2h_at'),
    created: createdAt(),
  },
  (t) => [
    index('appointments_doctor_idx').on(t.doctorId, t.dateOfReceipt),
    index('appointments_reminders_idx').on(t.startsAt).where(sql`status = 'confirmed'`),
  ],
);
