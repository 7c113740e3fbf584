import {
  errorResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  statusResponseSchema,
} from '@academy/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { authTokens, passwordResetTokens, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { route } from '../../lib/route';
import { newTokenKey, sha256 } from '../../lib/tokens';

export const passwordRoutes = new Hono<AppEnv>();

const SUBJECT = {
  ro: 'Resetarea parolei',
  ru: 'Сброс пароля',
  en: 'Password reset',
  fr: 'Réinitialisation du mot de passe',
  es: 'Restablecer la contraseña',
} as const;

route(
  passwordRoutes,
  {
    method: 'post',
    paths: ['/{lang}/api/password_reset/'],
    summary: 'Mails a one-time reset link; answers OK for any email (no account probing)',
    tag: 'auth',
    auth: 'none',
    body: passwordResetRequestSchema,
    rateLimit: 'password_reset',
    responses: {
      200: { description: 'OK', schema: statusResponseSchema },
      400: { description: 'Field errors' },
      429: { description: 'Too many requests', schema: errorResponseSchema },
    },
  },
  async (c, { body, lang }) => {
    const { db, config, services } = c.var;
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.username, body.email), eq(users.isActive, true)));
    if (user) {
      const token = `${newTokenKey()}${newTokenKey()}`;
      const expiresAt = new Date(Date.now() + config.resetTokenTtlMinutes * 60_000);
      await db
        .insert(passwordResetTokens)
        .values({ userId: user.id, tokenHash: sha256(token), expiresAt });
      await services.mailer.send({
        to: user.email,
        subject: SUBJECT[lang],
        text:
          `${config.publicUrl}/${lang}/reset/${token}\n\n` +
          `The link works once and expires in ${config.resetTokenTtlMinutes} minutes.`,
      });
    }
    return c.json({ status: 'OK' });
  },
);

route(
  passwordRoutes,
  {
    method: 'post',
    paths: ['/{lang}/api/password_reset/confirm/'],
    summary:
      'Sets a new password with the mailed token (once, before it expires); logs out everywhere',
    tag: 'auth',
    auth: 'none',
    designed: true,
    body: passwordResetConfirmSchema,
    rateLimit: 'password_reset',
    responses: {
      200: { description: 'Changed', schema: statusResponseSchema },
      400: {
        description: 'Invalid or expired token, or field errors',
        schema: errorResponseSchema,
      },
    },
  },
  async (c, { body }) => {
    const { db } = c.var;
    const passwordHash = await hashPassword(body.password);
    const changed = await db.transaction(async (tx) => {
      // The guarded update makes the token single-use even under concurrent confirmations.
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(body.token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!used) return null;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await tx.delete(authTokens).where(eq(authTokens.userId, used.userId));
      return used.userId;
    });
    if (changed !== null) c.var.services.sessions.forgetUser(changed);
    if (changed === null) throw new HttpError(400, 'The reset link is invalid or has expired.');
    return c.json({ status: 'OK' });
  },
);
