import type { Language } from '@academy/contract';
import { DEFAULT_LANGUAGE, isLanguage } from '@academy/contract/languages';
import { pagePath } from '@academy/contract/pages';
import type { Config } from '../../config';
import type { appointments } from '../../db/schema';
import { renderMail } from '../../lib/mail-layout';
import type { MailAttachment, Mailer } from '../../lib/mailer';
import { ORDER_MAIL_TEXTS } from '../orders/order-mail';
import { visitCalendarFile } from './visit.ics';
import { visitCancelUrl } from './visit-link';
import { VISIT_MAIL_TEXTS } from './visit-mail.texts';

type Visit = typeof appointments.$inferSelect;
type Deps = { config: Config; mailer: Mailer };

/** Who receives the visitor: their public name, login e-mail, language and address. */
export interface Specialist {
  name: string;
  email: string;
  lang: Language;
  address: string;
}

/** What the visitor is told: received (new), confirmed (with the invitation) or cancelled. */
export type VisitorMailKind = 'received' | 'confirmed' | 'cancelled';

export const mailLanguage = (lang: string): Language =>
  isLanguage(lang) ? lang : DEFAULT_LANGUAGE;

/** `2030-05-10` as a long date in `lang` (a calendar day: no time zone applies). */
const longDate = (lang: Language, date: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const whenOf = (lang: Language, visit: Visit, specialist: Specialist) => ({
  specialist: specialist.name,
  date: longDate(lang, visit.dateOfReceipt),
  time: visit.timeOfReceipt,
});

/**
 * Mails the visitor of a public request in the request's language: the cancel link while the
 * visit is ahead, the calendar invitation when confirmed, its withdrawal when a confirmed visit is
 * cancelled (`withdrawal`).
 */
export async function sendVisitorMail(
  deps: Deps,
  visit: Visit,
  specialist: Specialist,
  kind: VisitorMailKind,
  withdrawal = false,
) {
  const lang = mailLanguage(visit.lang);
  const t = VISIT_MAIL_TEXTS[lang];
  const common = ORDER_MAIL_TEXTS[lang];
  const when = whenOf(lang, visit, specialist);
  const calendar = (method: 'REQUEST' | 'CANCEL'): MailAttachment =>
    visitCalendarFile(deps.config, visit, {
      method,
      title: t.eventTitle(specialist.name),
      specialistName: specialist.name,
      address: specialist.address,
    });
  const content = {
    received: { subject: t.receivedSubject, lines: [t.received(when), t.cancelHint] },
    confirmed: {
      subject: t.confirmedSubject,
      lines: [t.confirmed(when), t.invitationAttached, t.cancelHint],
    },
    cancelled: {
      subject: t.cancelledSubject,
      lines: [t.cancelled(when), ...(withdrawal ? [t.withdrawalAttached] : [])],
    },
  }[kind];
  const attachments =
    kind === 'confirmed' ? [calendar('REQUEST')] : withdrawal ? [calendar('CANCEL')] : [];
  const { text, html } = renderMail(lang, content.subject, {
    paragraphs: [common.hello(visit.clientName), ...content.lines],
    rows: [
      [t.labels.specialist, specialist.name],
      [t.labels.date, when.date],
      [t.labels.time, when.time],
      ...(specialist.address ? [[t.labels.address, specialist.address] as [string, string]] : []),
    ],
    ...(kind === 'cancelled'
      ? {}
      : { link: { label: t.cancelLink, url: visitCancelUrl(deps.config, lang, visit) } }),
    footer: common.footer,
  });
  await deps.mailer.send({
    to: visit.clientEmail,
    subject: content.subject,
    text,
    html,
    attachments,
  });
}

/** What the specialist is told: a new request from their page, or a visitor's own cancel. */
export type SpecialistMailKind = 'newRequest' | 'visitorCancelled';

/** Tells the specialist of a visit's news, in the specialist's language. */
export async function sendSpecialistMail(
  deps: Deps,
  visit: Visit,
  specialist: Specialist,
  kind: SpecialistMailKind,
) {
  const lang = specialist.lang;
  const t = VISIT_MAIL_TEXTS[lang];
  const common = ORDER_MAIL_TEXTS[lang];
  const when = whenOf(lang, visit, specialist);
  const { subject, lines } =
    kind === 'newRequest'
      ? {
          subject: t.newRequestSubject(when),
          lines: [
            t.newRequest(visit.clientName),
            visit.status === 'confirmed' ? t.autoConfirmed : t.toConfirm,
          ],
        }
      : {
          subject: t.visitorCancelledSubject(when),
          lines: [t.visitorCancelled(visit.clientName), t.hourFreed],
        };
  const optional = (label: string, value: string): [string, string][] =>
    value ? [[label, value]] : [];
  const { text, html } = renderMail(lang, subject, {
    paragraphs: [common.hello(specialist.name), ...lines],
    rows: [
      [t.labels.name, visit.clientName],
      [t.labels.phone, visit.clientPhone],
      ...optional(t.labels.email, visit.clientEmail),
      [t.labels.date, when.date],
      [t.labels.time, when.time],
      ...optional(t.labels.comment, visit.clientComments),
    ],
    link: {
      label: t.openRequests,
      url: `${deps.config.publicUrl}${pagePath(lang, 'dashboardRequestsList')}`,
    },
    footer: common.footer,
  });
  await deps.mailer.send({ to: specialist.email, subject, text, html });
}
