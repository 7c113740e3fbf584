import {
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  setPasswordRequestSchema,
} from '@academy/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { changePassword, logIn } from './auth.service';

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
      429: { description: 'Too many attempts', schema: errorResponseSchema },
    },
  },
  async (c, { body }) =>
    c.json({ auth_token: await logIn(c.var.db, body.username, body.password) }),
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
