import { countryCodeSchema, type TimeResponse } from '@academy/contract';
import { contentEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { knownCountry } from './content.service';

/**
 * `GET /time/` (spec 7.5): the visitor's country code, read by the client once at start. The
 * country comes from a header set by the proxy in front of us; an absent or unknown code falls
 * back to the configured default.
 */
export const timeRoutes = new Hono<AppEnv>();

route(timeRoutes, contentEndpoints.time, async (c, { db, json }) => {
  const { config } = c.var;
  const parsed = countryCodeSchema.safeParse(c.req.header(config.countryHeader) ?? '');
  const known = parsed.success ? await knownCountry(db, parsed.data) : null;
  const body: TimeResponse = {
    country_code: known ?? config.defaultCountry,
    server_time: new Date().toISOString(),
  };
  return json(body);
});
