import type { Language } from '@academy/contract';
import { pagePath } from '@academy/contract/pages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Outbox } from '../../lib/outbox';
import { createResetToken } from './auth.service';

const SUBJECT = {
  ro: 'Resetarea parolei',
  ru: 'Сброс пароля',
  en: 'Password reset',
  fr: 'Réinitialisation du mot de passe',
  es: 'Restablecer la contraseña',
} as const;

/**
 * A reset link for the account of `email`, mailed through the outbox in the same transaction;
 * nothing (and no sign of it) for an unknown address.
 */
export async function requestPasswordReset(
  { db, outbox }: { db: Db; outbox: Outbox },
  config: Pick<Config, 'publicUrl' | 'resetTokenTtlMinutes'>,
  email: string,
  lang: Language,
) {
  // The link exists only here (the token is stored hashed): the queued mail carries it.
  await db.transaction(async (tx) => {
    const reset = await createResetToken(tx, email, config.resetTokenTtlMinutes);
    if (!reset) return;
    await outbox.mail(tx, {
      kind: 'message',
      message: {
        to: reset.email,
        subject: SUBJECT[lang],
        text:
          `${config.publicUrl}${pagePath(lang, 'reset', { token: reset.token })}\n\n` +
          `The link works once and expires in ${config.resetTokenTtlMinutes} minutes.`,
      },
    });
  });
}
