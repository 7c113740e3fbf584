import { authEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { HttpError } from '../../lib/errors';
import { route } from '../../lib/route';
import { resetPassword } from './auth.service';
import { requestPasswordReset } from './password-reset.service';

export const passwordRoutes = new Hono<AppEnv>();

route(passwordRoutes, authEndpoints.resetRequest, async (c, { db, body, lang, json }) => {
  const { config, services } = c.var;
  await requestPasswordReset({ db, outbox: services.outbox }, config, body.email, lang);
  return json({ status: 'OK' });
});

route(passwordRoutes, authEndpoints.resetConfirm, async (c, { db, body, json }) => {
  const changed = await resetPassword(db, body.token, body.password);
  if (changed === null) throw new HttpError(400, 'The reset link is invalid or has expired.');
  c.var.services.auth.forgetUser(changed);
  return json({ status: 'OK' });
});
