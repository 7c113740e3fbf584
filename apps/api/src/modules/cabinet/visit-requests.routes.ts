import { cabinetEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { earliestVisitDate } from './appointments.service';
import { cancelVisit, requestVisit, takenHours } from './visit-requests.service';

/** A visitor's side of a specialist's public page: taken hours, a request, its cancel link. */
export const visitRequestsRoutes = new Hono<AppEnv>();

route(visitRequestsRoutes, cabinetEndpoints.takenHours, (_c, { db, id, cached }) =>
  // Keyed by the first bookable day too, so the day's turn starts a new answer.
  cached({ tags: ['experts', 'appointments'], key: earliestVisitDate() }, () => takenHours(db, id)),
);

route(visitRequestsRoutes, cabinetEndpoints.requestVisit, async (c, { db, body, lang, json }) =>
  json(await requestVisit({ db, outbox: c.var.services.outbox }, body, lang), 201),
);

route(visitRequestsRoutes, cabinetEndpoints.cancelVisit, async (c, { db, id, body, json }) =>
  json(await cancelVisit({ db, outbox: c.var.services.outbox }, c.var.config, id, body.token)),
);
