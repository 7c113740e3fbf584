import { DEFAULT_VISIT_MINUTES, type Language } from '@academy/contract';
import type { cabinetEndpoints } from '@academy/contract/endpoints';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appointments, services } from '../../db/schema';
import { FieldError, HttpError, notFound } from '../../lib/errors';
import type { BodyOf } from '../../lib/route';
import { findPublicPage } from '../accounts/public-page';
import {
  appointmentView,
  assertSlotFree,
  earliestVisitDate,
  guardSlot,
  requestedVisit,
  visitTimes,
} from './appointments.service';
import type { CalendarDeps } from './calendar.service';
import { isVisitCancelToken } from './visit-link';
import { queueNewRequestMails, queueStatusChangeMails } from './visit-notify';

/** The confirmed hours of a specialist's public page from the first bookable day on. */
export async function takenHours(db: Db, doctorId: number) {
  await findPublicPage(db, doctorId);
  const rows = await db
    .select({ date: appointments.dateOfReceipt, hour: appointments.hour })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'confirmed'),
        gte(appointments.dateOfReceipt, earliestVisitDate()),
      ),
    )
    .orderBy(asc(appointments.dateOfReceipt), asc(appointments.hour));
  return { taken: rows };
}

/** The active service `id` of specialist `doctorId` (none asked: null); another is a field error. */
async function serviceOf(db: Db, doctorId: number, id: number | undefined) {
  if (id === undefined) return null;
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.doctorId, doctorId), eq(services.active, true)));
  if (!service) throw new FieldError({ service: ['This service is not offered.'] });
  return service;
}

/** A visitor's request on a public page; the specialist and the visitor are told by mail. */
export async function requestVisit(
  { db, outbox }: CalendarDeps,
  body: BodyOf<typeof cabinetEndpoints.requestVisit>,
  lang: Language,
) {
  const page = await findPublicPage(db, body.doctor);
  if (body.date_of_receipt < earliestVisitDate()) {
    throw new FieldError({ date_of_receipt: ['The date is in the past.'] });
  }
  const visit = requestedVisit(body);
  const service = await serviceOf(db, page.userId, body.service);
  const times = await visitTimes(db, page.userId, {
    date: visit.dateOfReceipt,
    time: visit.timeOfReceipt,
    minutes: service?.durationMinutes ?? DEFAULT_VISIT_MINUTES,
  });
  await assertSlotFree(db, page.userId, times.busy);
  const row = await guardSlot(() =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(appointments)
        .values({
          doctorId: page.userId,
          ...visit,
          ...times,
          serviceId: service?.id ?? null,
          clientEmail: body.client_email ?? '',
          status: page.autoConfirmRequests ? 'confirmed' : 'new',
          confirmedAt: page.autoConfirmRequests ? new Date() : null,
          lang,
          source: 'page',
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await queueNewRequestMails(outbox, tx, inserted);
      return inserted;
    }),
  );
  return appointmentView(row);
}

/** A visitor cancels their request through the signed link of its mail. */
export async function cancelVisit(
  { db, outbox }: CalendarDeps,
  config: Config,
  id: number,
  token: string,
) {
  const [current] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.source, 'page')));
  if (!current) throw notFound();
  if (!isVisitCancelToken(config, current, token)) {
    throw new HttpError(403, 'This cancel link is not valid.');
  }
  if (current.status === 'cancelled') return appointmentView(current);
  if (current.dateOfReceipt < earliestVisitDate()) {
    throw new HttpError(410, 'This visit has already taken place.');
  }
  const row = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(and(eq(appointments.id, id), ne(appointments.status, 'cancelled')))
      .returning();
    if (cancelled) await queueStatusChangeMails(outbox, tx, current, cancelled, 'visitor');
    return cancelled;
  });
  // Cancelled meanwhile (a double click, the specialist): the answer is the same.
  if (!row) return appointmentView({ ...current, status: 'cancelled' });
  return appointmentView(row);
}
