import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** Authoring of blog articles, promotions and useful info (issue 27): handlers of the contract's `backOfficeArticlesEndpoints`. */
export const backOfficeArticlesRoutes = new Hono<AppEnv>();
