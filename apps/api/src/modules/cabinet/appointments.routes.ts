import {
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentRequestSchema,
  appointmentSchema,
  errorResponseSchema,
} from '@academy/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { findOwned, notYours, pagedList } from '../../lib/queries';
import { route } from '../../lib/route';
import { appointmentView, assertSlotFree, guardSlot, requestedVisit } from './appointments.service';
import { queueStatusChangeMails } from './visit-notify';

export const appointmentsRoutes = new Hono<AppEnv>();
const common = { tag: 'appointments', auth: 'token' as const };
const errors = {
  404: notYours,
  409: {
    description: "'The selected date and time are already occupied'",
    schema: errorResponseSchema,
  },
};

const calendarWriteErrors = {
  403: { description: 'Not your calendar', schema: errorResponseSchema },
  ...errors,
};

/** A specialist writes only in their own calendar: the body's doctor must be the user. */
function assertOwnCalendar(doctor: number, userId: number) {
  if (doctor !== userId) throw new HttpError(403, 'You can only manage your own calendar.');
}

const ownAppointment = (db: Db, doctorId: number, id: number) =>
  findOwned(db, appointments, appointments.doctorId, { id, userId: doctorId });

route(
  appointmentsRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/cabinet/appointment/'],
    // Confirmed visits are the specialist's taken hours on the public page.
    invalidates: ['appointments'],
    summary: "Add an appointment to one's own calendar (doctor = own user id)",
    body: appointmentRequestSchema,
    responses: {
      201: { description: 'Created', schema: appointmentSchema },
      ...calendarWriteErrors,
    },
  },
  async (c, { body, user, lang }) => {
    const { db } = c.var;
    assertOwnCalendar(body.doctor, user.id);
    const visit = requestedVisit(body);
    await assertSlotFree(db, user.id, visit.dateOfReceipt, visit.hour);
    const [row] = await guardSlot(() =>
      db
        .insert(appointments)
        .values({
          doctorId: user.id,
          ...visit,
          duration: body.duration ?? '00:30',
          status: body.confirmation ? 'confirmed' : 'new',
          lang: body.lang ?? lang,
        })
        .returning(),
    );
    if (!row) throw new Error('insert returned no row');
    return c.json(appointmentView(row), 201);
  },
);

route(
  appointmentsRoutes,
  {
    ...common,
    method: 'put',
    paths: ['/cabinet/appointment/{id}/'],
    // Confirmed visits are the specialist's taken hours on the public page.
    invalidates: ['appointments'],
    summary: 'Edit an own appointment; confirmation true confirms, false keeps the status',
    body: appointmentRequestSchema,
    responses: {
      200: { description: 'Saved', schema: appointmentSchema },
      ...calendarWriteErrors,
    },
  },
  async (c, { body, user, id }) => {
    const { db } = c.var;
    const current = await ownAppointment(db, user.id, id);
    assertOwnCalendar(body.doctor, user.id);
    const visit = requestedVisit(body);
    await assertSlotFree(db, user.id, visit.dateOfReceipt, visit.hour, id);
    const row = await guardSlot(() =>
      db.transaction(async (tx) => {
        const [updated] = await tx
          .update(appointments)
          .set({
            ...visit,
            duration: body.duration ?? current.duration,
            // The client always sends false (spec 4): false must not undo a confirmation.
            status: body.confirmation ? 'confirmed' : current.status,
            lang: body.lang ?? current.lang,
          })
          .where(eq(appointments.id, id))
          .returning();
        if (updated)
          await queueStatusChangeMails(c.var.services.outbox, tx, current, updated, 'specialist');
        return updated;
      }),
    );
    if (!row) throw notFound();
    return c.json(appointmentView(row));
  },
);

route(
  appointmentsRoutes,
  {
    ...common,
    designed: true,
    method: 'get',
    paths: ['/cabinet/appointment/'],
    summary: "The specialist's appointments by date and time (requests-list and calendar)",
    query: appointmentListQuerySchema,
    responses: { 200: { description: 'Appointments', schema: appointmentListSchema } },
  },
  async (c, { query, user }) => {
    const where = and(
      eq(appointments.doctorId, user.id),
      query.status ? eq(appointments.status, query.status) : undefined,
      query.date_from ? gte(appointments.dateOfReceipt, query.date_from) : undefined,
      query.date_to ? lte(appointments.dateOfReceipt, query.date_to) : undefined,
    );
    return c.json(
      await pagedList(c, {
        from: appointments,
        where,
        orderBy: [
          asc(appointments.dateOfReceipt),
          asc(appointments.timeOfReceipt),
          asc(appointments.id),
        ],
        page: query.page,
        pageSize: query.page_size ?? 100,
        views: (rows) => rows.map(appointmentView),
      }),
    );
  },
);

route(
  appointmentsRoutes,
  {
    ...common,
    designed: true,
    method: 'get',
    paths: ['/cabinet/appointment/{id}/'],
    summary: 'One own appointment',
    responses: {
      200: { description: 'Appointment', schema: appointmentSchema },
      404: errors[404],
    },
  },
  async (c, { user, id }) => c.json(appointmentView(await ownAppointment(c.var.db, user.id, id))),
);

for (const action of ['confirm', 'cancel'] as const) {
  route(
    appointmentsRoutes,
    {
      ...common,
      designed: true,
      method: 'post',
      paths: [`/cabinet/appointment/{id}/${action}/`],
      // Confirmed visits are the specialist's taken hours on the public page.
      invalidates: ['appointments'],
      summary:
        action === 'confirm'
          ? 'Confirm: exactly one confirmed appointment per specialist, date and hour (DB ' +
            'constraint); the visitor of a public request gets the calendar invitation'
          : 'Cancel an appointment (frees its slot); a confirmed visitor gets its withdrawal',
      responses: { 200: { description: 'Saved', schema: appointmentSchema }, ...errors },
    },
    async (c, { user, id }) => {
      const { db } = c.var;
      const current = await ownAppointment(db, user.id, id);
      // The visitor of a public request is invited, or the invitation withdrawn, by e-mail.
      const row = await guardSlot(() =>
        db.transaction(async (tx) => {
          const [moved] = await tx
            .update(appointments)
            .set({ status: action === 'confirm' ? 'confirmed' : 'cancelled' })
            .where(and(eq(appointments.id, id), eq(appointments.doctorId, user.id)))
            .returning();
          if (moved)
            await queueStatusChangeMails(c.var.services.outbox, tx, current, moved, 'specialist');
          return moved;
        }),
      );
      if (!row) throw notFound();
      return c.json(appointmentView(row));
    },
  );
}
