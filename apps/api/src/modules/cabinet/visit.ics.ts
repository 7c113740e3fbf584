import { createEvent, type DateArray } from 'ics';
import type { Config } from '../../config';
import type { appointments } from '../../db/schema';
import type { MailAttachment } from '../../lib/mailer';
import { icsAddress, icsParam, icsText } from './ics-values';

type Visit = Pick<
  typeof appointments.$inferSelect,
  'id' | 'dateOfReceipt' | 'timeOfReceipt' | 'duration' | 'created' | 'clientName' | 'clientEmail'
>;

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface VisitCalendar {
  method: CalendarMethod;
  /** The event's title in the visitor's language. */
  title: string;
  specialistName: string;
  address: string;
}

/** One UID per appointment, so that a withdrawal (CANCEL) removes the invitation it follows. */
export const visitUid = (config: Config, id: number) =>
  `visit-${id}@${new URL(config.publicUrl).hostname}`;

/** The address part of MAIL_FROM (`Academy <no-reply@x>` → `no-reply@x`). */
const senderAddress = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

/** `00:45` → 45 minutes; an empty duration counts as the default half hour. */
function durationOf(duration: string) {
  const [hours = 0, minutes = 0] = duration.split(':').map(Number);
  return hours * 60 + minutes > 0 ? { hours, minutes } : { minutes: 30 };
}

/**
 * The calendar file of a visit (iTIP, RFC 5546): METHOD:REQUEST invites, METHOD:CANCEL withdraws.
 * The start is a floating local time (no zone): the visit happens where the specialist receives,
 * at the hour both read on the page, and the server knows no time zone of either. SEQUENCE counts
 * the seconds since the request was made, so a later message always wins over an earlier one
 * (a withdrawal over its invitation, a new invitation after a withdrawal) without a stored counter.
 * Every typed value goes through ics-values.ts, so no stored name can add a line to the file.
 */
export function visitCalendarFile(
  config: Config,
  visit: Visit,
  cal: VisitCalendar,
): MailAttachment {
  const [year = 0, month = 0, day = 0] = visit.dateOfReceipt.split('-').map(Number);
  const [hour = 0, minute = 0] = visit.timeOfReceipt.split(':').map(Number);
  const start: DateArray = [year, month, day, hour, minute];
  const { error, value } = createEvent({
    productId: 'academy/visits',
    method: cal.method,
    uid: visitUid(config, visit.id),
    sequence: Math.max(0, Math.floor((Date.now() - visit.created.getTime()) / 1000)),
    status: cal.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    title: icsText(cal.title),
    start,
    startInputType: 'local',
    startOutputType: 'local',
    duration: durationOf(visit.duration),
    ...(cal.address ? { location: icsText(cal.address) } : {}),
    organizer: {
      name: icsParam(cal.specialistName),
      email: icsAddress(senderAddress(config.mailFrom)),
    },
    attendees: [
      {
        name: icsParam(visit.clientName),
        email: icsAddress(visit.clientEmail),
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return {
    filename: cal.method === 'CANCEL' ? 'visit-cancelled.ics' : 'visit.ics',
    content: Buffer.from(value, 'utf8'),
    contentType: `text/calendar; charset=utf-8; method=${cal.method}`,
  };
}
