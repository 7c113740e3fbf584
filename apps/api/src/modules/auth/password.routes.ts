import { authEndpoints } from '@academy/contract/endpoints';
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

route(passwordRoutes, authEndpoints.resetRequest, async (c, { body, lang, json }) => {
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
  return json({ status: 'OK' });
});

route(passwordRoutes, authEndpoints.resetConfirm, async (c, { body, json }) => {
  const changed = await resetPassword(c.var.db, body.token, body.password);
  if (changed !== null) c.var.services.auth.forgetUser(changed);
  if (changed === null) throw new HttpError(400, 'The reset link is invalid or has expired.');
  return json({ status: 'OK' });
});
