import { calendarEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { calendarFeed } from './feed.service';

/** A specialist's private calendar feed, by its secret address (no account: the address is the key). */
export const calendarFeedRoutes = new Hono<AppEnv>();

route(calendarFeedRoutes, calendarEndpoints.calendarFeed, async (c, { db, code, raw }) => {
  const body = await calendarFeed(db, c.var.config, code);
  return raw(
    new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        // The address is a secret and the visits personal: no shared cache keeps them.
        'Cache-Control': 'private, no-store',
      },
    }),
  );
});
