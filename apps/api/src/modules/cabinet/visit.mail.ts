import type { Language } from '@academy/contract';
import { DEFAULT_LANGUAGE, isLanguage } from '@academy/contract/languages';
import { pagePath } from '@academy/contract/pages';
import type { Config } from '../../config';
import type { appointments } from '../../db/schema';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';
import type { VisitMail } from '../../lib/outbox';
import { REMINDER_TEXTS } from '../calendar/reminder.texts';
import { RESCHEDULE_TEXTS } from '../calendar/reschedule.texts';
import { VISIT_CONFIRM_TEXTS } from '../calendar/visit-confirm.texts';
import { ORDER_MAIL_TEXTS } from '../orders/order-mail';
import { type CalendarMethod, visitCalendarFile } from './visit.ics';
import { type VisitLinkPurpose, visitLinkUrl } from './visit-link';
import { VISIT_MAIL_TEXTS, type When } from './visit-mail.texts';

type Visit = typeof appointments.$inferSelect;
type Deps = { config: Config; mailer: Mailer };

/** Who receives the visitor: their public name, login e-mail, language and address. */
export interface Specialist {
  name: string;
  email: string;
  lang: Language;
  address: string;
}

export type VisitorMailKind = Extract<VisitMail, { to: 'visitor' }>['mail'];
export type SpecialistMailKind = Extract<VisitMail, { to: 'specialist' }>['mail'];

export const mailLanguage = (lang: string): Language =>
  isLanguage(lang) ? lang : DEFAULT_LANGUAGE;

/** `2030-05-10` as a long date in `lang` (a calendar day: no time zone applies). */
const longDate = (lang: Language, date: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The visit's zone as `lang` names it (`Eastern European Time`), its IANA name failing that. */
function zoneName(lang: Language, visit: Visit) {
  const parts = new Intl.DateTimeFormat(lang, {
    timeZone: visit.timeZone,
    timeZoneName: 'longGeneric',
  }).formatToParts(visit.startsAt);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? visit.timeZone;
}

/**
 * The visit's date and time on the specialist's clock, the zone named: a visitor elsewhere
 * reads the time the specialist receives at, and knows which clock it is on.
 */
const whenOf = (lang: Language, visit: Visit, specialist: Specialist): When => ({
  specialist: specialist.name,
  date: longDate(lang, visit.dateOfReceipt),
  time: `${visit.timeOfReceipt} (${zoneName(lang, visit)})`,
});

/** What a visitor's mail says, which calendar file it carries, and which links. */
interface VisitorContent {
  subject: string;
  lines: string[];
  calendar?: CalendarMethod;
  links: VisitLinkPurpose[];
}

/** A visit ahead: the visitor may move it or cancel it. */
const MANAGE: VisitLinkPurpose[] = ['reschedule', 'cancel'];

function visitorContent(
  kind: VisitorMailKind,
  lang: Language,
  when: When,
  visit: Visit,
  withdrawal: boolean,
): VisitorContent {
  const t = VISIT_MAIL_TEXTS[lang];
  switch (kind) {
    case 'verify': {
      const v = VISIT_CONFIRM_TEXTS[lang];
      return { subject: v.subject, lines: [v.body(when), v.ignore], links: ['confirm'] };
    }
    case 'received':
      return {
        subject: t.receivedSubject,
        lines: [t.received(when), t.manageHint],
        links: MANAGE,
      };
    case 'confirmed':
      return {
        subject: t.confirmedSubject,
        lines: [t.confirmed(when), t.invitationAttached, t.manageHint],
        calendar: 'REQUEST',
        links: MANAGE,
      };
    case 'moved': {
      // A confirmed visit's invitation is sent again (same UID, higher SEQUENCE); a request
      // still waiting for the specialist has none yet.
      const r = RESCHEDULE_TEXTS[lang];
      const confirmed = visit.status === 'confirmed';
      return {
        subject: r.movedSubject,
        lines: [r.moved(when), ...(confirmed ? [r.invitationUpdated] : []), t.manageHint],
        ...(confirmed ? { calendar: 'REQUEST' as const } : {}),
        links: MANAGE,
      };
    }
    case 'cancelled':
      return {
        subject: t.cancelledSubject,
        lines: [t.cancelled(when), ...(withdrawal ? [t.withdrawalAttached] : [])],
        ...(withdrawal ? { calendar: 'CANCEL' as const } : {}),
        links: [],
      };
    case 'reminder24h':
    case 'reminder2h': {
      const r = REMINDER_TEXTS[lang];
      const subject = kind === 'reminder24h' ? r.subject24h(when) : r.subject2h(when);
      return { subject, lines: [r.body(when), t.manageHint], links: MANAGE };
    }
  }
}

const linkLabel = (lang: Language, purpose: VisitLinkPurpose) =>
  purpose === 'confirm'
    ? VISIT_CONFIRM_TEXTS[lang].link
    : VISIT_MAIL_TEXTS[lang][purpose === 'cancel' ? 'cancelLink' : 'rescheduleLink'];

/**
 * Mails the visitor of a public request in the request's language: the e-mail confirmation link
 * first; then, while the visit is ahead, its reschedule and cancel links; the calendar invitation
 * when confirmed or moved, its withdrawal when a confirmed visit is cancelled (`withdrawal`).
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
  const when = whenOf(lang, visit, specialist);
  const content = visitorContent(kind, lang, when, visit, withdrawal);
  const attachments = content.calendar
    ? [
        visitCalendarFile(deps.config, visit, {
          method: content.calendar,
          title: t.eventTitle(specialist.name),
          specialistName: specialist.name,
          address: specialist.address,
        }),
      ]
    : [];
  const { text, html } = renderMail(lang, content.subject, {
    paragraphs: [ORDER_MAIL_TEXTS[lang].hello(visit.clientName), ...content.lines],
    rows: [
      [t.labels.specialist, specialist.name],
      [t.labels.date, when.date],
      [t.labels.time, when.time],
      ...(specialist.address ? [[t.labels.address, specialist.address] as [string, string]] : []),
    ],
    links: content.links.map((purpose) => ({
      label: linkLabel(lang, purpose),
      url: visitLinkUrl(deps.config, lang, purpose, visit),
    })),
    footer: ORDER_MAIL_TEXTS[lang].footer,
  });
  await deps.mailer.send({
    to: visit.clientEmail,
    subject: content.subject,
    text,
    html,
    attachments,
  });
}

/** The specialist's subject and lines of each of their mails. */
function specialistContent(kind: SpecialistMailKind, lang: Language, when: When, visit: Visit) {
  const t = VISIT_MAIL_TEXTS[lang];
  const confirmed = visit.status === 'confirmed';
  switch (kind) {
    case 'newRequest':
      return {
        subject: t.newRequestSubject(when),
        lines: [t.newRequest(visit.clientName), confirmed ? t.autoConfirmed : t.toConfirm],
      };
    case 'visitorCancelled':
      return {
        subject: t.visitorCancelledSubject(when),
        lines: [t.visitorCancelled(visit.clientName), t.hourFreed],
      };
    case 'visitorRescheduled': {
      const r = RESCHEDULE_TEXTS[lang];
      return {
        subject: r.visitorMovedSubject(when),
        lines: [r.visitorMoved(visit.clientName), confirmed ? r.stillConfirmed : t.toConfirm],
      };
    }
  }
}

/** Tells the specialist of a visit's news, in the specialist's language. */
export async function sendSpecialistMail(
  deps: Deps,
  visit: Visit,
  specialist: Specialist,
  kind: SpecialistMailKind,
) {
  const lang = specialist.lang;
  const t = VISIT_MAIL_TEXTS[lang];
  const when = whenOf(lang, visit, specialist);
  const { subject, lines } = specialistContent(kind, lang, when, visit);
  const optional = (label: string, value: string): [string, string][] =>
    value ? [[label, value]] : [];
  const { text, html } = renderMail(lang, subject, {
    paragraphs: [ORDER_MAIL_TEXTS[lang].hello(specialist.name), ...lines],
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
    footer: ORDER_MAIL_TEXTS[lang].footer,
  });
  await deps.mailer.send({ to: specialist.email, subject, text, html });
}
