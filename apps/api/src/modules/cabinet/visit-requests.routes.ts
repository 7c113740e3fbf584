import { cabinetEndpoints, calendarEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp, route } from '../../lib/route';
import { rescheduleOptions, rescheduleVisit } from '../calendar/reschedule.service';
import { confirmVisitEmail } from '../calendar/visit-confirm.service';
import { cancelVisit, requestVisit } from './visit-requests.service';

/**
 * A visitor's side of a specialist's public page: a request, and the links of its
 * mails (confirm the e-mail address, reschedule, cancel).
 */
export const visitRequestsRoutes = new Hono<AppEnv>();

route(visitRequestsRoutes, cabinetEndpoints.requestVisit, async (c, { db, body, lang, json }) => {
  const { outbox, limiter } = c.var.services;
  const client = { address: clientIp(c), perDay: c.var.config.visitRequestsPerDay };
  const request = { body, lang, client };
  return json(await requestVisit({ db, outbox }, limiter, request), 201);
});

route(visitRequestsRoutes, cabinetEndpoints.cancelVisit, async (c, { db, id, body, json }) =>
  json(await cancelVisit({ db, outbox: c.var.services.outbox }, c.var.config, id, body.token)),
);

route(visitRequestsRoutes, calendarEndpoints.confirmVisitEmail, async (c, { db, id, body, json }) =>
  json(
    await confirmVisitEmail({ db, outbox: c.var.services.outbox }, c.var.config, id, body.token),
  ),
);

route(
  visitRequestsRoutes,
  calendarEndpoints.rescheduleOptions,
  async (c, { db, id, query, json }) => json(await rescheduleOptions(db, c.var.config, id, query)),
);

route(visitRequestsRoutes, calendarEndpoints.rescheduleVisit, async (c, { db, id, body, json }) =>
  json(await rescheduleVisit({ db, outbox: c.var.services.outbox }, c.var.config, id, body)),
);
