import { cabinetEndpoints } from '@academy/contract/endpoints';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { findOwned, pagedList } from '../../lib/queries';
import { route } from '../../lib/route';
import { appointmentView, assertSlotFree, guardSlot, requestedVisit } from './appointments.service';
import { queueStatusChangeMails } from './visit-notify';

export const appointmentsRoutes = new Hono<AppEnv>();

/** A specialist writes only in their own calendar: the body's doctor must be the user. */
function assertOwnCalendar(doctor: number, userId: number) {
  if (doctor !== userId) throw new HttpError(403, 'You can only manage your own calendar.');
}

const ownAppointment = (db: Db, doctorId: number, id: number) =>
  findOwned(db, appointments, appointments.doctorId, { id, userId: doctorId });

route(
  appointmentsRoutes,
  cabinetEndpoints.addAppointment,
  async (c, { body, user, lang, json }) => {
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
    return json(appointmentView(row), 201);
  },
);

route(
  appointmentsRoutes,
  cabinetEndpoints.replaceAppointment,
  async (c, { body, user, id, json }) => {
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
    return json(appointmentView(row));
  },
);

route(appointmentsRoutes, cabinetEndpoints.appointments, async (c, { query, user, json }) => {
  const where = and(
    eq(appointments.doctorId, user.id),
    query.status ? eq(appointments.status, query.status) : undefined,
    query.date_from ? gte(appointments.dateOfReceipt, query.date_from) : undefined,
    query.date_to ? lte(appointments.dateOfReceipt, query.date_to) : undefined,
  );
  return json(
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
});

route(appointmentsRoutes, cabinetEndpoints.appointment, async (c, { user, id, json }) =>
  json(appointmentView(await ownAppointment(c.var.db, user.id, id))),
);

for (const action of ['confirm', 'cancel'] as const) {
  route(appointmentsRoutes, cabinetEndpoints[action], async (c, { user, id, json }) => {
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
    return json(appointmentView(row));
  });
}
