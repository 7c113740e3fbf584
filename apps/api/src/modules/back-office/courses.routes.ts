import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Authoring of courses: their texts, prices, flags, cover and publication (issue 27): handlers of the contract's `backOfficeCoursesEndpoints`. */
export const backOfficeCoursesRoutes = new Hono<AppEnv>();
