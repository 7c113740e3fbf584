import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idKey } from './common';
import { users } from './users';

/**
 * Appointment requests of a specialist (spec 3). `hour` is derived from time_of_receipt; the
 * partial unique index makes a second confirmed appointment on the same specialist, date and
 * hour impossible even under concurrent confirmations (spec 5, conflict rule).
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
    hour: smallint('hour').notNull(),
    duration: varchar('duration', { length: 5 }).notNull().default('00:30'),
    /** new, confirmed or cancelled. */
    status: varchar('status', { length: 10 }).notNull().default('new'),
    lang: varchar('lang', { length: 2 }).notNull().default('ro'),
    /** dashboard (the specialist's own entry) or page (a request from the public page). */
    source: varchar('source', { length: 10 }).notNull().default('dashboard'),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex('appointments_confirmed_slot_uq')
      .on(t.doctorId, t.dateOfReceipt, t.hour)
      .where(sql`status = 'confirmed'`),
    index('appointments_doctor_idx').on(t.doctorId, t.dateOfReceipt),
  ],
);
