import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** The back office's home (issue 26): handlers of the contract's `backOfficeHomeEndpoints`. */
export const backOfficeHomeRoutes = new Hono<AppEnv>();
