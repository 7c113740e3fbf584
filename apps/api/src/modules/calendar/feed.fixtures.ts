import ICAL from 'ical.js';

/** What the calendar tests read of an .ics file, the way a phone's calendar does (ical.js). */

export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  /** The start and end as instants, from their TZID and the file's VTIMEZONE. */
  start: Date;
  end: Date;
  /** The TZID the start is written in (null: UTC). */
  zone: string | null;
}

/**
 * The file's METHOD and events. Its VTIMEZONEs are registered first, so a DTSTART;TZID=… is read
 * on that zone's clock, as a subscribing calendar would: a wrong zone moves the instant.
 */
export function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description ?? '',
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      zone: typeof tzid === 'string' ? tzid : null,
    };
  });
  return {
    method: calendar.getFirstPropertyValue('method'),
    zones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events,
  };
}
