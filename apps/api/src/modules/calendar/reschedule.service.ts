import type { calendarEndpoints } from '@academy/contract/endpoints';
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import type { BodyOf, QueryOf } from '../../lib/route';
import { appointmentView, guardSlot, visitTimes } from '../cabinet/appointments.service';
import { linkedVisit } from '../cabinet/visit-link';
import { queueStatusChangeMails } from '../cabinet/visit-notify';
import { assertOfferedSlot, offeredSlots } from './slots';
import { VISIT_PASSED } from './visit-confirm.service';
import { minutesOfDuration } from './visit-time';

type Visit = typeof appointments.$inferSelect;

export const VISIT_CANCELLED = 'This visit has been cancelled.';

/** A visit its reschedule link may still move: neither cancelled nor begun. */
function assertMovable(visit: Visit, now: Date) {
  if (visit.status === 'cancelled') throw new HttpError(410, VISIT_CANCELLED);
  if (visit.startsAt <= now) throw new HttpError(410, VISIT_PASSED);
}

/**
 * The visit of a reschedule link and the slots it may move to: the page's free slots for the
 * visit's own length, its own busy time not counted against it (a visit may move by a quarter
 * of an hour into the time it holds).
 */
export async function rescheduleOptions(
  db: Db,
  config: Config,
  id: number,
  query: QueryOf<typeof calendarEndpoints.rescheduleOptions>,
  now = new Date(),
) {
  const visit = await linkedVisit(db, config, 'reschedule', id, query.token);
  assertMovable(visit, now);
  const slots = await offeredSlots(db, visit.doctorId, {
    minutes: minutesOfDuration(visit.duration),
    from: query.from,
    days: query.days,
    exceptId: visit.id,
    now,
  });
  return { ...slots, appointment: appointmentView(visit) };
}

/**
 * The visitor moves their visit to an offered slot through their link (issue 28). Its times are
 * those of the new slot on the specialist's clock (with the current buffers), its SEQUENCE one
 * more so the invitation mailed again replaces the one in the visitor's calendar, and its
 * reminders start over. The visitor and the specialist are mailed in the same transaction; the
 * exclusion constraint refuses a slot another visit took meanwhile (409).
 */
export async function rescheduleVisit(
  { db, outbox }: { db: Db; outbox: Outbox },
  config: Config,
  id: number,
  body: BodyOf<typeof calendarEndpoints.rescheduleVisit>,
  now = new Date(),
) {
  const current = await linkedVisit(db, config, 'reschedule', id, body.token);
  assertMovable(current, now);
  const slot = {
    date: body.date_of_receipt,
    time: body.time_of_receipt,
    minutes: minutesOfDuration(current.duration),
  };
  // The same time again (a second click): nothing moves, nothing is sent.
  if (slot.date === current.dateOfReceipt && slot.time === current.timeOfReceipt) {
    return appointmentView(current);
  }
  await assertOfferedSlot(db, current.doctorId, { ...slot, exceptId: id }, now);
  const times = await visitTimes(db, current.doctorId, slot);
  const row = await guardSlot(() =>
    db.transaction(async (tx) => {
      const [moved] = await tx
        .update(appointments)
        .set({
          dateOfReceipt: slot.date,
          timeOfReceipt: slot.time,
          ...times,
          sequence: current.sequence + 1,
          reminded24hAt: null,
          reminded2hAt: null,
        })
        .where(and(eq(appointments.id, id), ne(appointments.status, 'cancelled')))
        .returning();
      if (moved) await queueStatusChangeMails(outbox, tx, current, moved, 'visitor');
      return moved;
    }),
  );
  // Cancelled meanwhile (by the specialist, or the visitor's other link).
  if (!row) throw new HttpError(410, VISIT_CANCELLED);
  return appointmentView(row);
}
