import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Authoring of a course's chapters, videos, protocols and banners (issue 27): handlers of the contract's `backOfficeCourseContentEndpoints`. */
export const backOfficeCourseContentRoutes = new Hono<AppEnv>();
