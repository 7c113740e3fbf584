import { cabinetEndpoints } from '@academy/contract/endpoints';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { appointments } from '../../db/schema';
import { FieldError, HttpError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { findPublicPage } from '../accounts/public-page';
import {
  appointmentView,
  assertSlotFree,
  earliestVisitDate,
  guardSlot,
  requestedVisit,
} from './appointments.service';
import { isVisitCancelToken } from './visit-link';
import { queueNewRequestMails, queueStatusChangeMails } from './visit-notify';

/** A visitor's side of a specialist's public page: taken hours, a request, its cancel link. */
export const visitRequestsRoutes = new Hono<AppEnv>();

route(visitRequestsRoutes, cabinetEndpoints.takenHours, (c, { id, cached }) =>
  // Keyed by the first bookable day too, so the day's turn starts a new answer.
  cached({ tags: ['experts', 'appointments'], key: earliestVisitDate() }, async () => {
    const { db } = c.var;
    await findPublicPage(db, id);
    const rows = await db
      .select({ date: appointments.dateOfReceipt, hour: appointments.hour })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, id),
          eq(appointments.status, 'confirmed'),
          gte(appointments.dateOfReceipt, earliestVisitDate()),
        ),
      )
      .orderBy(asc(appointments.dateOfReceipt), asc(appointments.hour));
    return { taken: rows };
  }),
);

route(visitRequestsRoutes, cabinetEndpoints.requestVisit, async (c, { body, lang, json }) => {
  const { db } = c.var;
  const page = await findPublicPage(db, body.doctor);
  if (body.date_of_receipt < earliestVisitDate()) {
    throw new FieldError({ date_of_receipt: ['The date is in the past.'] });
  }
  const visit = requestedVisit(body);
  await assertSlotFree(db, page.userId, visit.dateOfReceipt, visit.hour);
  const row = await guardSlot(() =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(appointments)
        .values({
          doctorId: page.userId,
          ...visit,
          clientEmail: body.client_email ?? '',
          status: page.autoConfirmRequests ? 'confirmed' : 'new',
          lang,
          source: 'page',
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await queueNewRequestMails(c.var.services.outbox, tx, inserted);
      return inserted;
    }),
  );
  return json(appointmentView(row), 201);
});

route(visitRequestsRoutes, cabinetEndpoints.cancelVisit, async (c, { id, body, json }) => {
  const { db, config } = c.var;
  const [current] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.source, 'page')));
  if (!current) throw notFound();
  if (!isVisitCancelToken(config, current, body.token)) {
    throw new HttpError(403, 'This cancel link is not valid.');
  }
  if (current.status === 'cancelled') return json(appointmentView(current));
  if (current.dateOfReceipt < earliestVisitDate()) {
    throw new HttpError(410, 'This visit has already taken place.');
  }
  const row = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(and(eq(appointments.id, id), ne(appointments.status, 'cancelled')))
      .returning();
    if (cancelled)
      await queueStatusChangeMails(c.var.services.outbox, tx, current, cancelled, 'visitor');
    return cancelled;
  });
  // Cancelled meanwhile (a double click, the specialist): the answer is the same.
  if (!row) return json(appointmentView({ ...current, status: 'cancelled' }));
  return json(appointmentView(row));
});
