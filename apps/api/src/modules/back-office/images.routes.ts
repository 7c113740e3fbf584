import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Authoring of the images uploaded by editors, resized on upload (issue 27): handlers of the contract's `backOfficeImagesEndpoints`. */
export const backOfficeImagesRoutes = new Hono<AppEnv>();
