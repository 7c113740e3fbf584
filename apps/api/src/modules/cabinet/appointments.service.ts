import { APPOINTMENT_CONFLICT, type Appointment } from '@academy/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { appointments } from '../../db/schema';
import { HttpError, isDeadlock, isExclusionViolation } from '../../lib/errors';
import { availabilityOf } from '../calendar/availability-of';
import { durationOfMinutes, visitSpan } from '../calendar/visit-time';

type Row = typeof appointments.$inferSelect;

/** What a request (the specialist's or a visitor's) says of the visit, as the table stores it. */
export function requestedVisit(body: {
  client_name: string;
  client_phone: string;
  client_comments?: string | undefined;
  date_of_receipt: string;
  time_of_receipt: string;
}) {
  return {
    clientName: body.client_name,
    clientPhone: body.client_phone,
    clientComments: body.client_comments ?? '',
    dateOfReceipt: body.date_of_receipt,
    timeOfReceipt: body.time_of_receipt,
  };
}

/**
 * The times of a visit of `minutes` at `date` `time` on specialist `doctorId`'s clock: its instants
 * and its busy range with their buffers (issue 28), and its duration as the table keeps it.
 */
export async function visitTimes(
  db: Db | Tx,
  doctorId: number,
  visit: { date: string; time: string; minutes: number },
) {
  const hours = await availabilityOf(db, doctorId);
  return {
    duration: durationOfMinutes(visit.minutes),
    ...visitSpan({
      ...visit,
      timeZone: hours.time_zone,
      bufferBefore: hours.buffer_before,
      bufferAfter: hours.buffer_after,
    }),
  };
}

export function appointmentView(r: Row): Appointment {
  return {
    id: r.id,
    client_name: r.clientName,
    client_phone: r.clientPhone,
    client_comments: r.clientComments,
    time_of_receipt: r.timeOfReceipt,
    date_of_receipt: r.dateOfReceipt,
    duration: r.duration,
    confirmation: r.status === 'confirmed',
    status: r.status as Appointment['status'],
    doctor: r.doctorId,
    lang: r.lang,
    source: r.source as Appointment['source'],
    client_email: r.clientEmail,
    service: r.serviceId,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
    time_zone: r.timeZone,
    awaiting_email: r.awaitingEmail,
  };
}

/**
 * The earliest day a visitor may ask for or still cancel: yesterday in UTC, the day that is still
 * "today" in the westernmost time zones (the server knows no visitor's zone).
 */
export function earliestVisitDate(now = new Date()): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

export const conflict = () => new HttpError(409, APPOINTMENT_CONFLICT);

/**
 * Spec 5's conflict rule, on durations (issue 28): a visit whose busy range overlaps a confirmed
 * one's refuses to be confirmed.
 */
export async function assertSlotFree(db: Db | Tx, doctorId: number, busy: string, exceptId = 0) {
  const [taken] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'confirmed'),
        sql`${appointments.busy} && ${busy}::tstzrange`,
        ne(appointments.id, exceptId),
      ),
    );
  if (taken) throw conflict();
}

/** Times a write that lost a deadlock is run again before the error is let through. */
const DEADLOCK_RETRIES = 3;

/**
 * Runs a write that may confirm an appointment. The check above is for a friendly answer; the
 * exclusion constraint is what decides between concurrent confirmations. Two confirmations that
 * insert their index entries at the same moment may each wait for the other: PostgreSQL aborts
 * one (a deadlock), which is run again and then meets the other's committed visit (409) or its
 * free slot.
 */
export async function guardSlot<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (isExclusionViolation(error, 'appointments_confirmed_overlap')) throw conflict();
      if (!isDeadlock(error) || attempt >= DEADLOCK_RETRIES) throw error;
    }
  }
}
