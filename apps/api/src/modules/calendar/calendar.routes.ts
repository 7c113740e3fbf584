import { calendarEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { ownAvailability, regenerateFeed, saveAvailability } from './availability.service';
import {
  addService,
  deleteService,
  orderServices,
  ownServices,
  publicServices,
  saveService,
} from './services.service';
import { publicSlots } from './slots';

/**
 * A specialist's calendar (issue 28): their hours and services in the dashboard (any signed-in
 * user keeps their own, as with their appointments), and the services and free slots a visitor
 * of their public page books from.
 */
export const calendarRoutes = new Hono<AppEnv>();

route(calendarRoutes, calendarEndpoints.availability, async (c, { db, user, json }) =>
  json(await ownAvailability(db, c.var.config.publicUrl, user.id)),
);

route(calendarRoutes, calendarEndpoints.saveAvailability, async (c, { db, user, body, json }) =>
  json(await saveAvailability(db, c.var.config.publicUrl, user.id, body)),
);

route(calendarRoutes, calendarEndpoints.regenerateFeed, async (c, { db, user, json }) =>
  json(await regenerateFeed(db, c.var.config.publicUrl, user.id)),
);

route(calendarRoutes, calendarEndpoints.services, async (_c, { db, user, json }) =>
  json(await ownServices(db, user.id)),
);

route(calendarRoutes, calendarEndpoints.addService, async (_c, { db, user, body, json }) =>
  json(await addService(db, user.id, body), 201),
);

route(calendarRoutes, calendarEndpoints.orderServices, async (_c, { db, user, body, json }) =>
  json(await orderServices(db, user.id, body.ids)),
);

route(calendarRoutes, calendarEndpoints.saveService, async (_c, { db, user, id, body, json }) =>
  json(await saveService(db, user.id, id, body)),
);

route(calendarRoutes, calendarEndpoints.deleteService, async (_c, { db, user, id, empty }) => {
  await deleteService(db, user.id, id);
  return empty();
});

route(calendarRoutes, calendarEndpoints.publicServices, (_c, { db, id, lang, cached }) =>
  cached({ tags: ['experts'] }, () => publicServices(db, id, lang)),
);

route(calendarRoutes, calendarEndpoints.slots, (_c, { db, id, query, cached }) => {
  // Made for the end of the current minute and kept for that minute only: a slot offered from
  // the cache has not passed (nor its notice) during the minute it is served.
  const minute = Math.floor(Date.now() / 60_000);
  const now = new Date((minute + 1) * 60_000);
  return cached({ tags: ['experts', 'appointments'], key: String(minute) }, () =>
    publicSlots(db, id, query, now),
  );
});
