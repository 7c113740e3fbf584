import { authEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { HttpError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { BadCredentials, changePassword, logIn } from './auth.service';
import { sessionList } from './sessions.service';

export const authRoutes = new Hono<AppEnv>();

route(authRoutes, authEndpoints.login, async (c, { db, body, json }) => {
  const { limiter } = c.var.services;
  const wait = await limiter.accountWait(body.username);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new HttpError(429, 'Too many failed attempts for this account. Try again later.');
  }
  try {
    const userAgent = c.req.header('user-agent') ?? '';
    const token = await logIn(db, body.username, body.password, userAgent);
    await limiter.accountSucceeded(body.username);
    return json({ auth_token: token });
  } catch (error) {
    if (error instanceof BadCredentials) await limiter.accountFailed(body.username);
    throw error;
  }
});

route(authRoutes, authEndpoints.logout, async (c, { empty }) => {
  await c.var.services.auth.revoke(c.req.header('authorization'));
  return empty();
});

route(authRoutes, authEndpoints.me, (_c, { user, json }) =>
  json({
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_id: user.profile?.id ?? null,
    role: user.role,
  }),
);

route(authRoutes, authEndpoints.setPassword, async (c, { db, body, user, empty }) => {
  const passwords = { current: body.current_password, next: body.new_password };
  await changePassword(db, user.id, passwords, c.req.header('authorization'));
  c.var.services.auth.forgetUser(user.id);
  return empty();
});

route(authRoutes, authEndpoints.sessions, async (c, { db, user, json }) =>
  json(await sessionList(db, c.var.config, user.id, c.req.header('authorization'))),
);

route(authRoutes, authEndpoints.endSession, async (c, { user, id, empty }) => {
  if (!(await c.var.services.auth.endSession(user.id, id))) throw notFound();
  return empty();
});

route(authRoutes, authEndpoints.endOtherSessions, async (c, { user, empty }) => {
  await c.var.services.auth.endOtherSessions(user.id, c.req.header('authorization'));
  return empty();
});
