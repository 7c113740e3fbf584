import type { Language } from '@academy/contract';
import type { cabinetEndpoints } from '@academy/contract/endpoints';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, services } from '../../db/schema';
import type { Translated } from '../../db/tables/common';
import { HttpError, notFound } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { findOr404, pagedList } from '../../lib/queries';
import type { BodyOf, QueryOf } from '../../lib/route';
import { minutesOfDuration } from '../calendar/visit-time';
import {
  appointmentView,
  assertSlotFree,
  guardSlot,
  requestedVisit,
  visitTimes,
} from './appointments.service';
import { queueStatusChangeMails } from './visit-notify';

/** What a write in a calendar needs: the database, and the outbox of the visitor's mails. */
export interface CalendarDeps {
  db: Db;
  outbox: Outbox;
}

type AppointmentBody = BodyOf<typeof cabinetEndpoints.addAppointment>;

/** A specialist writes only in their own calendar: the body's doctor must be the user. */
function assertOwnCalendar(doctor: number, userId: number) {
  if (doctor !== userId) throw new HttpError(403, 'You can only manage your own calendar.');
}

/**
 * The specialist's appointment `id`; another's, or a request still waiting for its visitor's
 * e-mail link (not yet theirs to see, issue 28), is answered as missing (404).
 */
const ownAppointment = (db: Db, doctorId: number, id: number) =>
  findOr404(
    db,
    appointments,
    and(
      eq(appointments.id, id),
      eq(appointments.doctorId, doctorId),
      eq(appointments.awaitingEmail, false),
    ),
  );

/** A visit the specialist writes in their calendar; 409 when its hour is taken. */
export async function addAppointment(
  db: Db,
  doctorId: number,
  body: AppointmentBody,
  lang: Language,
) {
  assertOwnCalendar(body.doctor, doctorId);
  const visit = requestedVisit(body);
  const times = await visitTimes(db, doctorId, {
    date: visit.dateOfReceipt,
    time: visit.timeOfReceipt,
    minutes: minutesOfDuration(body.duration ?? ''),
  });
  await assertSlotFree(db, doctorId, times.busy);
  const [row] = await guardSlot(() =>
    db
      .insert(appointments)
      .values({
        doctorId,
        ...visit,
        ...times,
        status: body.confirmation ? 'confirmed' : 'new',
        confirmedAt: body.confirmation ? new Date() : null,
        lang: body.lang ?? lang,
      })
      .returning(),
  );
  if (!row) throw new Error('insert returned no row');
  return appointmentView(row);
}

/** The specialist's appointment `id` rewritten; the visitor is told of a change of status. */
export async function replaceAppointment(
  { db, outbox }: CalendarDeps,
  doctorId: number,
  id: number,
  body: AppointmentBody,
) {
  const current = await ownAppointment(db, doctorId, id);
  assertOwnCalendar(body.doctor, doctorId);
  const visit = requestedVisit(body);
  const times = await visitTimes(db, doctorId, {
    date: visit.dateOfReceipt,
    time: visit.timeOfReceipt,
    minutes: minutesOfDuration(body.duration ?? current.duration),
  });
  await assertSlotFree(db, doctorId, times.busy, id);
  // The client always sends false (spec 4): false must not undo a confirmation.
  const status = body.confirmation ? 'confirmed' : current.status;
  const moved = times.startsAt.getTime() !== current.startsAt.getTime();
  const row = await guardSlot(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(appointments)
        .set({
          ...visit,
          ...times,
          status,
          confirmedAt: status === 'confirmed' ? (current.confirmedAt ?? new Date()) : null,
          // A moved visit: its invitation is sent again as a newer version, its reminders anew.
          ...(moved
            ? { sequence: current.sequence + 1, reminded24hAt: null, reminded2hAt: null }
            : {}),
          lang: body.lang ?? current.lang,
        })
        .where(eq(appointments.id, id))
        .returning();
      if (updated) await queueStatusChangeMails(outbox, tx, current, updated, 'specialist');
      return updated;
    }),
  );
  if (!row) throw notFound();
  return appointmentView(row);
}

/** The names of the services a page of visits booked (issue 28), by id. */
async function serviceNames(db: Db, rows: { serviceId: number | null }[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.serviceId ? [row.serviceId] : [])))];
  if (ids.length === 0) return new Map<number, Translated>();
  const found = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(inArray(services.id, ids));
  return new Map(found.map((service) => [service.id, service.name]));
}

/** One page of the specialist's appointments, by date and hour; each names its service. */
export function appointmentPage(
  db: Db,
  doctorId: number,
  query: QueryOf<typeof cabinetEndpoints.appointments>,
) {
  const where = and(
    eq(appointments.doctorId, doctorId),
    // A public request reaches the specialist once its visitor opened the e-mail's link.
    eq(appointments.awaitingEmail, false),
    query.status ? eq(appointments.status, query.status) : undefined,
    query.date_from ? gte(appointments.dateOfReceipt, query.date_from) : undefined,
    query.date_to ? lte(appointments.dateOfReceipt, query.date_to) : undefined,
  );
  return pagedList(db, {
    from: appointments,
    where,
    orderBy: [
      asc(appointments.dateOfReceipt),
      asc(appointments.timeOfReceipt),
      asc(appointments.id),
    ],
    page: query.page,
    pageSize: query.page_size ?? 100,
    views: async (rows) => {
      const names = await serviceNames(db, rows);
      return rows.map((row) => ({
        ...appointmentView(row),
        service_name: row.serviceId ? (names.get(row.serviceId) ?? null) : null,
      }));
    },
  });
}

export async function appointmentDetail(db: Db, doctorId: number, id: number) {
  return appointmentView(await ownAppointment(db, doctorId, id));
}

/**
 * The specialist confirms or cancels their appointment `id`: the visitor of a public request is
 * invited, or the invitation withdrawn, by e-mail.
 */
export async function moveAppointment(
  { db, outbox }: CalendarDeps,
  doctorId: number,
  id: number,
  action: 'confirm' | 'cancel',
) {
  const current = await ownAppointment(db, doctorId, id);
  const row = await guardSlot(() =>
    db.transaction(async (tx) => {
      const [moved] = await tx
        .update(appointments)
        .set(
          action === 'confirm'
            ? { status: 'confirmed', confirmedAt: current.confirmedAt ?? new Date() }
            : { status: 'cancelled' },
        )
        .where(and(eq(appointments.id, id), eq(appointments.doctorId, doctorId)))
        .returning();
      if (moved) await queueStatusChangeMails(outbox, tx, current, moved, 'specialist');
      return moved;
    }),
  );
  if (!row) throw notFound();
  return appointmentView(row);
}
