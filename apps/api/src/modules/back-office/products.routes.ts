import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Authoring of the shop's products (issue 27): handlers of the contract's `backOfficeProductsEndpoints`. */
export const backOfficeProductsRoutes = new Hono<AppEnv>();
