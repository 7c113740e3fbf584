/**
 * Times of a visit as people read them (issue 28), with the browser's own Intl and no date
 * library: a slot is an instant (ISO, UTC) that the specialist reads on their clock and zone, and
 * the visitor on theirs.
 */

/** The browser's zone (`Europe/London`); the server's drawing never reaches here (no slot yet). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(language, options);
    formats.set(key, made);
  }
  return made;
}

/** `14:30` on the clock of `zone`. */
export const clockIn = (instant: string, zone: string, language: string) =>
  format(language, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );

/**
 * `02:00` on the clock of `other`, beside a time of `zone`: with its weekday (`Tue 02:00`) when
 * that clock is on another day, so a visitor far away does not read the wrong day.
 */
export function clockBeside(instant: string, zone: string, other: string, language: string) {
  const weekday = (timeZone: string) =>
    format(language, { timeZone, weekday: 'short' }).format(new Date(instant));
  const time = clockIn(instant, other, language);
  return weekday(other) === weekday(zone) ? time : `${weekday(other)} ${time}`;
}

/** `joi, 13 mai 2030` on the calendar of `zone`. */
export const dateIn = (instant: string, zone: string, language: string) =>
  format(language, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(instant));

/** A calendar day `2030-05-13` (no zone: it is already the specialist's), as a day button says it. */
export function dayParts(date: string, language: string) {
  const noon = new Date(`${date}T12:00:00Z`);
  return {
    weekday: format(language, { timeZone: 'UTC', weekday: 'short' }).format(noon),
    day: format(language, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(noon),
    long: format(language, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(noon),
  };
}

/**
 * The zone named for a reader: its IANA name and, when the language has one, its long name
 * (`Europe/Chisinau (ora standard a Europei de Est)`), at `instant` (summer or winter time).
 */
export function zoneName(zone: string, language: string, instant?: string): string {
  const long = format(language, { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(instant ? new Date(instant) : new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return long && !long.startsWith('GMT') ? `${zone} (${long})` : zone;
}

/** Whether two zones show `instant` at another day or time: then the visitor's own is shown too. */
export function clocksDiffer(instant: string, zone: string, other: string): boolean {
  const at = (timeZone: string) =>
    format('en', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(instant));
  return at(zone) !== at(other);
}

/** A number of minutes as the language writes the unit: `60 min`, `30 мин`. */
export const minutesText = (minutes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    minutes,
  );
