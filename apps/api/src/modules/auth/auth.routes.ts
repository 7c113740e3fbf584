import {
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  setPasswordRequestSchema,
} from '@academy/contract';
import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { authTokens, users } from '../../db/schema';
import { FieldError, HttpError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { route } from '../../lib/route';
import { sha256 } from '../../lib/tokens';
import { issueToken, revokeToken } from './auth.service';

export const authRoutes = new Hono<AppEnv>();
const unauthorized = { description: 'No valid token', schema: errorResponseSchema };

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
        description: 'Bad credentials or account pending verification',
        schema: errorResponseSchema,
      },
      429: { description: 'Too many attempts', schema: errorResponseSchema },
    },
  },
  async (c, { body }) => {
    const { db } = c.var;
    const [user] = await db.select().from(users).where(eq(users.username, body.username));
    const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
    if (!user || !ok) throw new HttpError(400, 'Unable to log in with provided credentials.');
    if (!user.isActive) throw new HttpError(400, 'Your registration is being verified');
    return c.json({ auth_token: await issueToken(db, user.id) });
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
    responses: { 204: { description: 'Revoked' }, 401: unauthorized },
  },
  async (c) => {
    await revokeToken(c);
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
    responses: { 200: { description: 'User', schema: meResponseSchema }, 401: unauthorized },
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
      401: unauthorized,
    },
  },
  async (c, { body, user }) => {
    const { db } = c.var;
    const [row] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!(await verifyPassword(body.current_password, row?.hash ?? null))) {
      throw new FieldError({ current_password: ['Invalid password.'] });
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.new_password) })
      .where(eq(users.id, user.id));
    const current = sha256(
      /^Token\s+(\S+)/i.exec(c.req.header('authorization') ?? '')?.[1]?.toLowerCase() ?? '',
    );
    await db
      .delete(authTokens)
      .where(and(eq(authTokens.userId, user.id), ne(authTokens.keyHash, current)));
    c.var.services.sessions.forgetUser(user.id);
    return c.body(null, 204);
  },
);
