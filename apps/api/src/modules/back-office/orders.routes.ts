import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** The back office's orders (issue 26): handlers of the contract's `backOfficeOrdersEndpoints`. */
export const backOfficeOrdersRoutes = new Hono<AppEnv>();
