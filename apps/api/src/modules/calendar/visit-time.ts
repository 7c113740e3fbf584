import { TZDate } from '@date-fns/tz';

/**
 * A visit's times: the specialist's wall clock (a date and `HH:mm` in their IANA zone, what the
 * spec's forms send) turned into instants, and the time it holds in the calendar with the
 * specialist's buffers around it (the `busy` range the exclusion constraint compares).
 */

const MINUTE = 60_000;

/** The instant of `date` `HH:mm` on the clock of `timeZone` (a time a DST jump skips moves on). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}

/** `[from,to)` as PostgreSQL reads a tstzrange. */
export const busyRange = (from: Date, to: Date) => `[${from.toISOString()},${to.toISOString()})`;

export interface VisitClock {
  date: string;
  time: string;
  minutes: number;
  timeZone: string;
  bufferBefore: number;
  bufferAfter: number;
}

/** The columns of a visit's times (appointments' starts_at, ends_at, busy, time_zone). */
export function visitSpan(clock: VisitClock) {
  const startsAt = zonedInstant(clock.date, clock.time, clock.timeZone);
  const endsAt = new Date(startsAt.getTime() + clock.minutes * MINUTE);
  return {
    startsAt,
    endsAt,
    timeZone: clock.timeZone,
    busy: busyRange(
      new Date(startsAt.getTime() - clock.bufferBefore * MINUTE),
      new Date(endsAt.getTime() + clock.bufferAfter * MINUTE),
    ),
  };
}

/** `00:45` → 45; an empty or zero duration is spec 5's default half hour. */
export function minutesOfDuration(duration: string): number {
  const [hours = 0, minutes = 0] = duration.split(':').map(Number);
  const total = hours * 60 + minutes;
  return total > 0 ? total : 30;
}

/** 45 → `00:45`, as the appointment's duration field keeps it. */
export const durationOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
