import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** The back office's accounts (issue 26): handlers of the contract's `backOfficeAccountsEndpoints`. */
export const backOfficeAccountsRoutes = new Hono<AppEnv>();
