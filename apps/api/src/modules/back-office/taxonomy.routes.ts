import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Authoring of course categories and modules, shop categories and brands (issue 27): handlers of the contract's `backOfficeTaxonomyEndpoints`. */
export const backOfficeTaxonomyRoutes = new Hono<AppEnv>();
