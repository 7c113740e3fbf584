import type { UserType } from '@academy/contract';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@academy/contract/languages';
import { pagePath } from '@academy/contract/pages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';
import type { AccountMail } from '../../lib/outbox';
import { ACCOUNT_MAIL_TEXTS } from './accounts-mail.texts';

export interface AccountMailDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/** An account as its mails read it: whom to write to, in which language, and what it sent. */
async function loadAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const lang: Language = isLanguage(row.profile?.lang) ? row.profile.lang : DEFAULT_LANGUAGE;
  const name = `${row.user.firstName} ${row.user.lastName}`.trim();
  return { ...row, lang, name };
}

/**
 * Renders and sends one account mail, at the moment the worker sends it: to the user, "your
 * account is active" with a login link or "your registration was declined" with the reason, in
 * their language; to a staff member, the new registration to review, in the staff's language.
 * A mail whose account is gone is dropped.
 */
export async function sendAccountMail(deps: AccountMailDeps, job: AccountMail): Promise<void> {
  const account = await loadAccount(deps.db, job.userId);
  if (!account) return;
  const origin = deps.config.publicUrl;
  if (job.mail === 'registered') {
    const staff = await loadAccount(deps.db, job.staffId);
    if (!staff) return;
    const t = ACCOUNT_MAIL_TEXTS[staff.lang];
    const subject = t.registeredSubject(account.name || account.user.email);
    const type = (account.profile?.type ?? 'other') as UserType;
    const { text, html } = renderMail(staff.lang, subject, {
      paragraphs: [t.hello(staff.name), t.registered],
      rows: [
        [t.email, account.user.email],
        [t.phone, account.profile?.phone ?? ''],
        [t.type, t.types[type] ?? type],
        [t.country, account.profile?.city ?? ''],
        [t.diploma, account.profile?.registrationFile ? t.yes : t.no],
      ],
      link: {
        label: t.review,
        url: `${origin}${pagePath(staff.lang, 'adminAccount', { id: account.user.id })}`,
      },
      footer: t.footer,
    });
    return deps.mailer.send({ to: staff.user.email, subject, text, html });
  }
  const t = ACCOUNT_MAIL_TEXTS[account.lang];
  const hello = t.hello(account.name);
  const mail =
    job.mail === 'activated'
      ? renderMail(account.lang, t.activatedSubject, {
          paragraphs: [hello, t.activated],
          link: { label: t.login, url: `${origin}${pagePath(account.lang, 'login')}` },
          footer: t.footer,
        })
      : renderMail(account.lang, t.declinedSubject, {
          paragraphs: [hello, t.declined, t.declinedContact],
          rows: [[t.reason, account.user.rejectionReason ?? '']],
          footer: t.footer,
        });
  const subject = job.mail === 'activated' ? t.activatedSubject : t.declinedSubject;
  await deps.mailer.send({ to: account.user.email, subject, ...mail });
}
