import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Authoring of about, the author and her diplomas, regions and legal PDFs (issue 27): handlers of the contract's `backOfficeSiteEndpoints`. */
export const backOfficeSiteRoutes = new Hono<AppEnv>();
