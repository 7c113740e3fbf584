import {
  errorResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  statusResponseSchema,
} from '@academy/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { HttpError } from '../../lib/errors';
import { route } from '../../lib/route';
import { createResetToken, resetPassword } from './auth.service';

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
    responses: { 200: { description: 'OK', schema: statusResponseSchema } },
  },
  async (c, { body, lang }) => {
    const { db, config, services } = c.var;
    // The link exists only here (the token is stored hashed): the queued mail carries it.
    await db.transaction(async (tx) => {
      const reset = await createResetToken(tx, body.email, config.resetTokenTtlMinutes);
      if (!reset) return;
      await services.outbox.mail(tx, {
        kind: 'message',
        message: {
          to: reset.email,
          subject: SUBJECT[lang],
          text:
            `${config.publicUrl}/${lang}/reset/${reset.token}\n\n` +
            `The link works once and expires in ${config.resetTokenTtlMinutes} minutes.`,
        },
      });
    });
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
    const changed = await resetPassword(c.var.db, body.token, body.password);
    if (changed !== null) c.var.services.auth.forgetUser(changed);
    if (changed === null) throw new HttpError(400, 'The reset link is invalid or has expired.');
    return c.json({ status: 'OK' });
  },
);
