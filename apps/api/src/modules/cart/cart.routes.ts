import { cartEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { cartOf, replaceCart } from './cart.service';

export const cartRoutes = new Hono<AppEnv>();

route(cartRoutes, cartEndpoints.get, async (_c, { db, user, json }) =>
  json(await cartOf(db, user.id)),
);

route(cartRoutes, cartEndpoints.put, async (_c, { db, body, user, json }) =>
  json(await replaceCart(db, user.id, body.items)),
);
