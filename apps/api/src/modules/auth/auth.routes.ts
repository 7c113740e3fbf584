import {
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  sessionListSchema,
  setPasswordRequestSchema,
} from '@academy/contract';
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

route(
  authRoutes,
  {
    method: 'post',
    paths: ['/auth/token/login/'],
    summary: 'Log in: a fresh random token per login (stored hashed)',
    tag: 'auth',
    auth: 'none',
    body: loginRequestSchema,
    rateLimit: 'login',
    responses: {
      200: { description: 'Token', schema: loginResponseSchema },
      400: {
        description: 'Bad credentials or account pending verification ({detail}), or field errors',
        schema: errorResponseSchema,
      },
      429: {
        description:
          'Too many attempts: from this address, or for this account (after 5 failures each ' +
          'try waits longer, with Retry-After; 100 in a row lock it for a day)',
        schema: errorResponseSchema,
      },
    },
  },
  async (c, { body }) => {
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
      return c.json({ auth_token: token });
    } catch (error) {
      if (error instanceof BadCredentials) await limiter.accountFailed(body.username);
      throw error;
    }
  },
);

route(
  authRoutes,
  {
    method: 'post',
    paths: ['/auth/token/logout/'],
    summary: 'Log out: revokes the token of the request',
    tag: 'auth',
    auth: 'token',
    responses: { 204: { description: 'Revoked' } },
  },
  async (c) => {
    await c.var.services.auth.revoke(c.req.header('authorization'));
    return c.body(null, 204);
  },
);

route(
  authRoutes,
  {
    method: 'get',
    paths: ['/auth/users/me/'],
    summary: 'The logged-in user',
    tag: 'auth',
    auth: 'token',
    responses: { 200: { description: 'User', schema: meResponseSchema } },
  },
  (c, { user }) =>
    c.json({
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      profile_id: user.profile?.id ?? null,
    }),
);

route(
  authRoutes,
  {
    method: 'post',
    paths: ['/auth/users/set_password/'],
    summary: 'Change password (Djoser); other sessions of the user are logged out',
    tag: 'auth',
    auth: 'token',
    designed: true,
    body: setPasswordRequestSchema,
    responses: {
      204: { description: 'Changed' },
      400: { description: 'Field errors (wrong current password, weak new one)' },
    },
  },
  async (c, { body, user }) => {
    const passwords = { current: body.current_password, next: body.new_password };
    await changePassword(c.var.db, user.id, passwords, c.req.header('authorization'));
    c.var.services.auth.forgetUser(user.id);
    return c.body(null, 204);
  },
);

route(
  authRoutes,
  {
    method: 'get',
    paths: ['/auth/sessions/'],
    summary:
      "The user's signed-in devices, most recently used first: when each signed in and was " +
      'last seen, its browser, and which one is asking',
    tag: 'auth',
    auth: 'token',
    designed: true,
    responses: { 200: { description: 'Sessions', schema: sessionListSchema } },
  },
  async (c, { user }) => {
    const { db, config } = c.var;
    const current = tokenHashOf(c.req.header('authorization'));
    const rows = await db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, user.id), liveTokens(lifetimesOf(config))))
      .orderBy(desc(authTokens.lastUsed), desc(authTokens.id));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        created: row.created.toISOString(),
        last_used: row.lastUsed.toISOString(),
        user_agent: row.userAgent,
        current: row.keyHash === current,
      })),
    );
  },
);

route(
  authRoutes,
  {
    method: 'delete',
    paths: ['/auth/sessions/{id}/'],
    summary: 'Ends one of the user’s sessions (a lost phone): its token stops working at once',
    tag: 'auth',
    auth: 'token',
    designed: true,
    responses: {
      204: { description: 'Ended' },
      404: { description: 'Not one of the user’s sessions', schema: errorResponseSchema },
    },
  },
  async (c, { user, id }) => {
    if (!(await c.var.services.auth.endSession(user.id, id))) throw notFound();
    return c.body(null, 204);
  },
);

route(
  authRoutes,
  {
    method: 'post',
    paths: ['/auth/sessions/logout-others/'],
    summary: 'Logs out every other device of the user; this one stays signed in',
    tag: 'auth',
    auth: 'token',
    designed: true,
    responses: { 204: { description: 'The other sessions ended' } },
  },
  async (c, { user }) => {
    await c.var.services.auth.endOtherSessions(user.id, c.req.header('authorization'));
    return c.body(null, 204);
  },
);
