import { countryCodeSchema, type TimeResponse } from '@academy/contract';
import { contentEndpoints } from '@academy/contract/endpoints';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { countries } from '../../db/schema';
import { route } from '../../lib/route';

/**
 * `GET /time/` (spec 7.5): the visitor's country code, read by the client once at start. The
 * country comes from a header set by the proxy in front of us; an absent or unknown code falls
 * back to the configured default.
 */
export const timeRoutes = new Hono<AppEnv>();

route(timeRoutes, contentEndpoints.time, async (c, { json }) => {
  const { config, db } = c.var;
  const parsed = countryCodeSchema.safeParse(c.req.header(config.countryHeader) ?? '');
  let country = config.defaultCountry;
  if (parsed.success) {
    const [known] = await db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, parsed.data));
    if (known) country = known.code;
  }
  const body: TimeResponse = { country_code: country, server_time: new Date().toISOString() };
  return json(body);
});
