import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { Config } from '../../config';
import type { appointments } from '../../db/schema';
import type { MailAttachment } from '../../lib/mailer';
import { icsAddress, icsParam, icsText } from './ics-values';

type Visit = Pick<
  typeof appointments.$inferSelect,
  'id' | 'startsAt' | 'endsAt' | 'timeZone' | 'sequence' | 'clientName' | 'clientEmail'
>;

export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** One UID per appointment, so that an update or a withdrawal replaces the invitation it follows. */
export const visitUid = (config: Config, id: number) =>
  `visit-${id}@${new URL(config.publicUrl).hostname}`;

/** The address part of MAIL_FROM (`Academy <no-reply@x>` → `no-reply@x`). */
const senderAddress = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

/**
 * An empty calendar (ical-generator, which escapes every TEXT and parameter value it writes) whose
 * events' zones each get their VTIMEZONE. The calendar itself names no zone: DTSTAMP stays in UTC
 * as RFC 5545 requires, each event carries its own TZID.
 */
export const visitCalendar = (method?: ICalCalendarMethod) =>
  ical({
    prodId: { company: 'academy', product: 'visits' },
    ...(method ? { method } : {}),
    timezone: { name: null, generator: getVtimezoneComponent },
  });

/**
 * The instant `at` on the clock of `zone`, the way ical-generator writes DTSTART;TZID=zone (a
 * plain Date would be written on the server process's own clock). A zone the VTIMEZONE library
 * does not know leaves the time in UTC, which every calendar reads right.
 */
function zoned(at: Date, zone: string) {
  return getVtimezoneComponent(zone)
    ? { date: new TZDate(at.getTime(), zone), timezone: zone }
    : { date: at, timezone: null };
}

/** The calendar's text; RFC 5545 ends every line with CRLF, the last one too (the library does not). */
export const calendarText = (calendar: ICalCalendar) => `${calendar.toString()}\r\n`;

export interface VisitEvent {
  summary: string;
  location?: string;
  description?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  /** An invitation names its organizer (the specialist) and its attendee (the visitor). */
  invitation?: { specialistName: string };
}

/**
 * Adds visit `visit` to `calendar`: UID `visit-{id}@host`, SEQUENCE the row's `sequence` (one more
 * per move, so the newest message wins), start and end on the specialist's clock in the visit's
 * zone. Names and texts pass through ics-values.ts first: the library escapes them but keeps
 * control characters other than line breaks, which a row stored before the contract's rule may
 * hold.
 */
export function addVisitEvent(
  calendar: ICalCalendar,
  config: Config,
  visit: Visit,
  event: VisitEvent,
) {
  const start = zoned(visit.startsAt, visit.timeZone);
  const created = calendar.createEvent({
    id: visitUid(config, visit.id),
    sequence: visit.sequence,
    start: start.date,
    end: zoned(visit.endsAt, visit.timeZone).date,
    timezone: start.timezone,
    summary: icsText(event.summary),
    ...(event.location ? { location: icsText(event.location) } : {}),
    ...(event.description ? { description: icsText(event.description) } : {}),
    status: event.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (!event.invitation) return created;
  created.organizer({
    name: icsParam(event.invitation.specialistName) || senderAddress(config.mailFrom),
    email: icsAddress(senderAddress(config.mailFrom)),
  });
  created.createAttendee({
    name: icsParam(visit.clientName) || icsAddress(visit.clientEmail),
    email: icsAddress(visit.clientEmail),
    rsvp: false,
    status: ICalAttendeeStatus.ACCEPTED,
    role: ICalAttendeeRole.REQ,
  });
  return created;
}

export interface VisitCalendar {
  method: CalendarMethod;
  /** The event's title in the visitor's language. */
  title: string;
  specialistName: string;
  address: string;
}

/**
 * The calendar file of a visit mailed to its visitor (iTIP, RFC 5546): METHOD:REQUEST invites
 * (again, with a higher SEQUENCE, when the visit moved), METHOD:CANCEL withdraws.
 */
export function visitCalendarFile(
  config: Config,
  visit: Visit,
  cal: VisitCalendar,
): MailAttachment {
  const cancel = cal.method === 'CANCEL';
  const calendar = visitCalendar(cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  addVisitEvent(calendar, config, visit, {
    summary: cal.title,
    location: cal.address,
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    invitation: { specialistName: cal.specialistName },
  });
  return {
    filename: cancel ? 'visit-cancelled.ics' : 'visit.ics',
    content: Buffer.from(calendarText(calendar), 'utf8'),
    contentType: `text/calendar; charset=utf-8; method=${cal.method}`,
  };
}
