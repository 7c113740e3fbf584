import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Authoring of the home page's slider, reviews and FAQ (issue 27): handlers of the contract's `backOfficeHomeContentEndpoints`. */
export const backOfficeHomeContentRoutes = new Hono<AppEnv>();
