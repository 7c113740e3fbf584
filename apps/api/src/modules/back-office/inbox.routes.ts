import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** The back office's inbox (issue 26): handlers of the contract's `backOfficeInboxEndpoints`. */
export const backOfficeInboxRoutes = new Hono<AppEnv>();
