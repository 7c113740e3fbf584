import { type Availability, DEFAULT_VISIT_MINUTES, type SlotsAnswer } from '@academy/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { appointments } from '../../db/schema';
import { FieldError } from '../../lib/errors';
import { findPublicPage } from '../accounts/public-page';
import { assertSlotFree } from '../cabinet/appointments.service';
import { availabilityOf } from './availability-of';
import { addDays, type BusyTime, freeSlots, SLOT_DAYS_DEFAULT, wallClock } from './free-slots';
import { offeredService } from './services.service';
import { busyRange, visitSpan, zonedInstant } from './visit-time';

/**
 * The specialist's offered slots as the database knows them (issue 28): their availability
 * against their confirmed visits. What the public page offers and what a visitor's request or a
 * reschedule may ask for are the same rule (`freeSlots` of free-slots.ts).
 */

const DAY = 86_400_000;

/** The busy ranges of `doctorId`'s confirmed visits that touch `[from, to)`, but `exceptId`'s. */
async function confirmedBusy(
  db: Db | Tx,
  doctorId: number,
  window: BusyTime,
  exceptId = 0,
): Promise<BusyTime[]> {
  return db
    .select({
      from: sql<Date>`lower(${appointments.busy})`.mapWith(appointments.startsAt),
      to: sql<Date>`upper(${appointments.busy})`.mapWith(appointments.startsAt),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'confirmed'),
        ne(appointments.id, exceptId),
        sql`${appointments.busy} && ${busyRange(window.from, window.to)}::tstzrange`,
      ),
    );
}

/** The instants `[from, to)` of the dates a slots answer covers (a day of margin each side). */
function datesWindow(availability: Availability, from: string, days: number): BusyTime {
  return {
    from: new Date(zonedInstant(from, '00:00', availability.time_zone).getTime() - DAY),
    to: new Date(
      zonedInstant(addDays(from, days), '00:00', availability.time_zone).getTime() + DAY,
    ),
  };
}

export interface SlotsRequest {
  /** The visit's length (a service's, or spec 5's half hour). */
  minutes?: number | undefined;
  from?: string | undefined;
  days?: number | undefined;
  /** A visit being moved: its own busy time does not hold a slot against it. */
  exceptId?: number | undefined;
  now?: Date | undefined;
}

/** `GET …/slots/`'s answer for specialist `doctorId` (the page's existence is the caller's). */
export async function offeredSlots(
  db: Db | Tx,
  doctorId: number,
  request: SlotsRequest = {},
): Promise<SlotsAnswer> {
  const availability = await availabilityOf(db, doctorId);
  const now = request.now ?? new Date();
  const minutes = request.minutes ?? DEFAULT_VISIT_MINUTES;
  const days = request.days ?? SLOT_DAYS_DEFAULT;
  const today = wallClock(now, availability.time_zone).date;
  const from = request.from && request.from > today ? request.from : today;
  const window = datesWindow(availability, from, days);
  const busy = await confirmedBusy(db, doctorId, window, request.exceptId);
  return {
    time_zone: availability.time_zone,
    duration: minutes,
    days: freeSlots({ availability, busy, minutes, now, from, days }),
  };
}

const NOT_OFFERED = 'This time is not offered.';

/**
 * A visitor's visit must be one the page offers: on the grid of a working range, after the
 * minimum notice and within the horizon (400 on time_of_receipt), and free of confirmed visits
 * with the current buffers (409, spec 5's conflict message). The exclusion constraint still
 * decides between concurrent confirmations.
 */
export async function assertOfferedSlot(
  db: Db | Tx,
  doctorId: number,
  visit: { date: string; time: string; minutes: number; exceptId?: number },
  now = new Date(),
): Promise<void> {
  const availability = await availabilityOf(db, doctorId);
  const onGrid = freeSlots({
    availability,
    busy: [],
    minutes: visit.minutes,
    now,
    from: visit.date,
    days: 1,
  }).some((day) => day.date === visit.date && day.slots.some((s) => s.time === visit.time));
  if (!onGrid) throw new FieldError({ time_of_receipt: [NOT_OFFERED] });
  const { busy } = visitSpan({
    ...visit,
    timeZone: availability.time_zone,
    bufferBefore: availability.buffer_before,
    bufferAfter: availability.buffer_after,
  });
  await assertSlotFree(db, doctorId, busy, visit.exceptId);
}

/** `GET /{lang}/accounts/users/{id}/slots/`: a public page's free slots for a service's length. */
export async function publicSlots(
  db: Db,
  doctorId: number,
  query: { service?: number | undefined; from?: string | undefined; days?: number | undefined },
  now = new Date(),
): Promise<SlotsAnswer> {
  await findPublicPage(db, doctorId);
  const service = await offeredService(db, doctorId, query.service);
  return offeredSlots(db, doctorId, { ...query, minutes: service?.durationMinutes, now });
}
