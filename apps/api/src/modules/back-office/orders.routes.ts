import { backOfficeOrdersEndpoints as endpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { markPaidByStaff, moveByStaff } from './orders-actions.service';
import { ordersCsv } from './orders-csv';
import { adminOrder } from './orders-detail.queries';
import { listOrders } from './orders-list.queries';

/** The back office's orders (issue 26): handlers of the contract's `backOfficeOrdersEndpoints`. */
export const backOfficeOrdersRoutes = new Hono<AppEnv>();

route(backOfficeOrdersRoutes, endpoints.list, async (_c, { db, query, json }) =>
  json(await listOrders(db, query)),
);

route(backOfficeOrdersRoutes, endpoints.exportCsv, async (_c, { db, query, raw }) => {
  const day = new Date().toISOString().slice(0, 10);
  return raw(
    new Response(await ordersCsv(db, query), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
      },
    }),
  );
});

route(backOfficeOrdersRoutes, endpoints.get, async (_c, { db, id, lang, json }) =>
  json(await adminOrder(db, id, lang)),
);

route(backOfficeOrdersRoutes, endpoints.markPaid, async (c, { db, id, user, body, empty }) => {
  await markPaidByStaff(db, c.var.services, id, { actorId: user.id, note: body.note });
  return empty();
});

route(backOfficeOrdersRoutes, endpoints.ship, async (c, { db, id, user, body, empty }) => {
  const move = { to: 'shipped', trackingNumber: body.tracking_number } as const;
  await moveByStaff(db, c.var.services, id, move, { actorId: user.id });
  return empty();
});

route(backOfficeOrdersRoutes, endpoints.deliver, async (c, { db, id, user, body, empty }) => {
  await moveByStaff(db, c.var.services, id, { to: 'delivered' }, { actorId: user.id, ...body });
  return empty();
});

route(backOfficeOrdersRoutes, endpoints.cancel, async (c, { db, id, user, body, empty }) => {
  const by = { actorId: user.id, note: body.reason };
  await moveByStaff(db, c.var.services, id, { to: 'cancelled' }, by);
  return empty();
});

route(backOfficeOrdersRoutes, endpoints.refund, async (c, { db, id, user, body, empty }) => {
  const by = { actorId: user.id, note: body.reason };
  await moveByStaff(db, c.var.services, id, { to: 'refunded' }, by);
  return empty();
});
