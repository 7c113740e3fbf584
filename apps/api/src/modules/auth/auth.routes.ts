import { authEndpoints } from '@academy/contract/endpoints';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { authTokens } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import {
  BadCredentials,
  changePassword,
  lifetimesOf,
  liveTokens,
  logIn,
  tokenHashOf,
} from './auth.service';

export const authRoutes = new Hono<AppEnv>();

route(authRoutes, authEndpoints.login, async (c, { body, json }) => {
  const { limiter } = c.var.services;
  const wait = await limiter.accountWait(body.username);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new HttpError(429, 'Too many failed attempts for this account. Try again later.');
  }
  try {
    const userAgent = c.req.header('user-agent') ?? '';
    const token = await logIn(c.var.db, body.username, body.password, userAgent);
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
  }),
);

route(authRoutes, authEndpoints.setPassword, async (c, { body, user, empty }) => {
  const passwords = { current: body.current_password, next: body.new_password };
  await changePassword(c.var.db, user.id, passwords, c.req.header('authorization'));
  c.var.services.auth.forgetUser(user.id);
  return empty();
});

route(authRoutes, authEndpoints.sessions, async (c, { user, json }) => {
  const { db, config } = c.var;
  const current = tokenHashOf(c.req.header('authorization'));
  const rows = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, user.id), liveTokens(lifetimesOf(config))))
    .orderBy(desc(authTokens.lastUsed), desc(authTokens.id));
  return json(
    rows.map((row) => ({
      id: row.id,
      created: row.created.toISOString(),
      last_used: row.lastUsed.toISOString(),
      user_agent: row.userAgent,
      current: row.keyHash === current,
    })),
  );
});

route(authRoutes, authEndpoints.endSession, async (c, { user, id, empty }) => {
  if (!(await c.var.services.auth.endSession(user.id, id))) throw notFound();
  return empty();
});

route(authRoutes, authEndpoints.endOtherSessions, async (c, { user, empty }) => {
  await c.var.services.auth.endOtherSessions(user.id, c.req.header('authorization'));
  return empty();
});
