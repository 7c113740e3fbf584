import { cabinetEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { paginate } from '../../lib/route-url';
import {
  addAppointment,
  appointmentDetail,
  appointmentPage,
  moveAppointment,
  replaceAppointment,
} from './calendar.service';

export const appointmentsRoutes = new Hono<AppEnv>();

route(
  appointmentsRoutes,
  cabinetEndpoints.addAppointment,
  async (_c, { db, body, user, lang, json }) =>
    json(await addAppointment(db, user.id, body, lang), 201),
);

route(
  appointmentsRoutes,
  cabinetEndpoints.replaceAppointment,
  async (c, { db, body, user, id, json }) =>
    json(await replaceAppointment({ db, outbox: c.var.services.outbox }, user.id, id, body)),
);

route(appointmentsRoutes, cabinetEndpoints.appointments, async (c, { db, query, user, json }) =>
  json(paginate(c, await appointmentPage(db, user.id, query))),
);

route(appointmentsRoutes, cabinetEndpoints.appointment, async (_c, { db, user, id, json }) =>
  json(await appointmentDetail(db, user.id, id)),
);

for (const action of ['confirm', 'cancel'] as const) {
  route(appointmentsRoutes, cabinetEndpoints[action], async (c, { db, user, id, json }) =>
    json(await moveAppointment({ db, outbox: c.var.services.outbox }, user.id, id, action)),
  );
}
