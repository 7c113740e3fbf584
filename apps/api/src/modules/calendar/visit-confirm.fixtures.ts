import { appointmentSchema } from '@academy/contract';
import { services } from '../../db/schema';
import type { SentMail } from '../../lib/mailer';
import { json, send } from '../../test/helpers';
import type { createTestApp } from '../../test/test-app';
import { addDays } from './free-slots';

/** What the visitor tests share: a bookable day, a request's body, and the links of its mails. */

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/** A service of specialist `doctorId` lasting `minutes`, named in the five languages. */
export async function addService(ctx: Ctx, doctorId: number, minutes: number) {
  const name = {
    ro: 'Consultație',
    ru: 'Консультация',
    en: 'Consultation',
    fr: 'Consultation',
    es: 'Consulta',
  };
  const [service] = await ctx.database.db
    .insert(services)
    .values({ doctorId, name, durationMinutes: minutes, currency: 'mdl' })
    .returning();
  if (!service) throw new Error('no service');
  return service;
}

/**
 * A Monday 8 to 14 days ahead (plus `weeks` more): within the default horizon (60 days), past any
 * notice, a working day of the default week (Monday to Friday, 9 to 18).
 */
export function bookableMonday(weeks = 0) {
  const today = new Date().toISOString().slice(0, 10);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 14 - weekday + weeks * 7);
}

export const publicRequest = (doctor: number, extra: Record<string, unknown> = {}) => ({
  doctor,
  client_name: 'Lidia Grosu',
  client_phone: '+37369777888',
  client_email: 'lidia@example.com',
  date_of_receipt: bookableMonday(),
  time_of_receipt: '10:00',
  ...extra,
});

/** The mails sent to `to`, once the queued ones have gone (the server's worker sends them). */
export async function mailsTo(ctx: Ctx, to: string) {
  await ctx.sendQueuedMail();
  return ctx.services.mailer.outbox.filter((m) => m.to === to);
}

export type LinkPurpose = 'confirm' | 'cancel' | 'reschedule';

/** A visitor's link in a mail: `/{lang}/visit-{purpose}/{id}/{token}`. */
export function linkOf(mail: SentMail | undefined, purpose: LinkPurpose) {
  const match = new RegExp(`/(\\w\\w)/visit-${purpose}/(\\d+)/([\\w-]+)`).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${purpose} link`);
  return { lang: match[1] ?? '', id: Number(match[2]), token: match[3] ?? '' };
}

/** The visitor opens the confirmation link of their mail. */
export const confirmEmail = (ctx: Ctx, id: number, token: string, lang = 'ro') =>
  send(ctx.app, 'POST', `/${lang}/cabinet/appointment-request/${id}/confirm-email/`, {
    body: { token },
  });

/**
 * A public request from address `ip`, its e-mail confirmed through the link mailed to the
 * visitor: the visit as the confirmation answers it.
 */
export async function requestConfirmed(
  ctx: Ctx,
  body: ReturnType<typeof publicRequest>,
  { lang = 'ro', ip = '203.0.113.1' } = {},
) {
  const res = await send(ctx.app, 'POST', `/${lang}/cabinet/appointment-request/`, {
    body,
    headers: { 'x-forwarded-for': ip },
  });
  if (res.status !== 201) throw new Error(`request: ${res.status} ${await res.text()}`);
  const visit = appointmentSchema.parse(await res.json());
  const mail = (await mailsTo(ctx, body.client_email)).at(-1);
  const link = linkOf(mail, 'confirm');
  return appointmentSchema.parse(await json(confirmEmail(ctx, visit.id, link.token, lang)));
}
