import {
  appointmentSchema,
  errorResponseSchema,
  publicAppointmentRequestSchema,
  takenHoursSchema,
  visitCancelSchema,
} from '@academy/contract';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { appointments } from '../../db/schema';
import { FieldError, HttpError, notFound } from '../../lib/errors';
import { cachedJson, route } from '../../lib/route';
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
const common = { tag: 'appointments', auth: 'none' as const, designed: true };
const noPublicPage = { description: 'No such public specialist', schema: errorResponseSchema };

route(
  visitRequestsRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/accounts/users/{id}/taken-hours/'],
    summary: "The hours of the specialist's confirmed visits from today on (public page)",
    responses: {
      200: { description: 'Taken hours', schema: takenHoursSchema },
      404: noPublicPage,
    },
  },
  (c, { id }) =>
    // Keyed by the first bookable day too, so the day's turn starts a new answer.
    cachedJson(c, { tags: ['experts', 'appointments'], key: earliestVisitDate() }, async () => {
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

route(
  visitRequestsRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/{lang}/cabinet/appointment-request/'],
    // An auto-confirmed request takes an hour; a cancel frees one.
    invalidates: ['appointments'],
    summary:
      "A visitor's request from a specialist's public page: status new, or confirmed at once when " +
      'the specialist auto-confirms; mails the specialist and (client_email) the visitor; rate-limited',
    body: publicAppointmentRequestSchema,
    rateLimit: 'appointment_request',
    responses: {
      201: { description: 'Sent (status new or confirmed)', schema: appointmentSchema },
      404: noPublicPage,
      409: {
        description: "'The selected date and time are already occupied'",
        schema: errorResponseSchema,
      },
    },
  },
  async (c, { body, lang }) => {
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
    return c.json(appointmentView(row), 201);
  },
);

route(
  visitRequestsRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/{lang}/cabinet/appointment-request/{id}/cancel/'],
    // An auto-confirmed request takes an hour; a cancel frees one.
    invalidates: ['appointments'],
    summary:
      "A visitor cancels their request with the e-mail link's signed token (frees the hour); " +
      'already cancelled: the same answer again; rate-limited',
    body: visitCancelSchema,
    rateLimit: 'visit_cancel',
    responses: {
      200: { description: 'Cancelled', schema: appointmentSchema },
      403: { description: 'The token is not this request’s', schema: errorResponseSchema },
      404: { description: 'No such request', schema: errorResponseSchema },
      410: { description: 'The visit has already taken place', schema: errorResponseSchema },
    },
  },
  async (c, { id, body }) => {
    const { db, config } = c.var;
    const [current] = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.source, 'page')));
    if (!current) throw notFound();
    if (!isVisitCancelToken(config, current, body.token)) {
      throw new HttpError(403, 'This cancel link is not valid.');
    }
    if (current.status === 'cancelled') return c.json(appointmentView(current));
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
    if (!row) return c.json(appointmentView({ ...current, status: 'cancelled' }));
    return c.json(appointmentView(row));
  },
);
