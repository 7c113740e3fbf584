import { type Availability, minutesOfDay, WEEKDAYS, type WorkRange } from '@academy/contract';
import { TZDate } from '@date-fns/tz';
import { zonedInstant } from './visit-time';

/**
 * The slots a visitor may book (issue 28), computed without the database: the working ranges of
 * each day (its exception's, else its weekday's) on the slot_step grid, minus what the minimum
 * notice, the horizon and the confirmed visits' busy time rule out. Everything is on the
 * specialist's clock; a slot also carries its instant, from which a browser draws its own clock.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Days a slots answer covers when the query names none: a week, what the public page shows. */
export const SLOT_DAYS_DEFAULT = 7;

/** A time a calendar holds: a confirmed visit's busy range, `[from, to)`. */
export interface BusyTime {
  from: Date;
  to: Date;
}

export interface FreeSlotsInput {
  availability: Availability;
  /** Busy ranges of confirmed visits (with the buffers they were booked with). */
  busy: readonly BusyTime[];
  /** The visit's length. */
  minutes: number;
  now: Date;
  /** The first day (the specialist's today when absent or earlier). */
  from?: string | undefined;
  days?: number | undefined;
}

export interface FreeDay {
  date: string;
  slots: { start: string; time: string }[];
}

/** `2026-03-29` + 1 → `2026-03-30` (calendar days; no zone involved). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const pad = (n: number) => String(n).padStart(2, '0');
const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The date and `HH:mm` an instant shows on the clock of `timeZone`. */
export function wallClock(instant: Date, timeZone: string) {
  const local = new TZDate(instant.getTime(), timeZone);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: clockOf(local.getHours() * 60 + local.getMinutes()),
  };
}

/** A date's working ranges: its exception's (none: a day off), else its weekday's. */
export function rangesOf(availability: Availability, date: string): readonly WorkRange[] {
  const exception = availability.exceptions.find((e) => e.date === date);
  if (exception) return exception.ranges;
  // getUTCDay of a bare date is its weekday: 0 is Sunday, WEEKDAYS starts on Monday.
  const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'mon';
  return availability.weekly[weekday];
}

/**
 * The start times (`HH:mm`, instant) of a day's grid a visit of `minutes` fits in whole, before
 * notice, horizon and busy time are applied. A wall time a DST jump skips is no slot (the clock
 * never shows it); a range's end is measured as an instant, so a visit across the jump still
 * ends in its range.
 */
export function dayGrid(availability: Availability, date: string, minutes: number) {
  const zone = availability.time_zone;
  const grid: { time: string; start: Date }[] = [];
  const ranges = [...rangesOf(availability, date)].sort(
    (a, b) => minutesOfDay(a.start) - minutesOfDay(b.start),
  );
  for (const range of ranges) {
    const rangeEnd = zonedInstant(date, range.end, zone).getTime();
    const last = minutesOfDay(range.end) - minutes;
    for (let at = minutesOfDay(range.start); at <= last; at += availability.slot_step) {
      const time = clockOf(at);
      const start = zonedInstant(date, time, zone);
      const shown = wallClock(start, zone);
      if (shown.date !== date || shown.time !== time) continue;
      if (start.getTime() + minutes * MINUTE > rangeEnd) continue;
      grid.push({ time, start });
    }
  }
  return grid;
}

const overlaps = (a: BusyTime, b: BusyTime) => a.from < b.to && b.from < a.to;

/** The free slots of each day from `from` on, within the horizon; a day without any is listed empty. */
export function freeSlots(input: FreeSlotsInput): FreeDay[] {
  const { availability, busy, minutes, now } = input;
  const today = wallClock(now, availability.time_zone).date;
  const lastDate = addDays(today, availability.horizon_days);
  const first = input.from && input.from > today ? input.from : today;
  const earliest = now.getTime() + availability.min_notice * MINUTE;
  const before = availability.buffer_before * MINUTE;
  const after = availability.buffer_after * MINUTE;
  const days: FreeDay[] = [];
  for (let i = 0; i < (input.days ?? SLOT_DAYS_DEFAULT); i += 1) {
    const date = addDays(first, i);
    if (date > lastDate) break;
    const slots = dayGrid(availability, date, minutes)
      .filter(({ start }) => start.getTime() >= earliest)
      .filter(({ start }) => {
        const held = {
          from: new Date(start.getTime() - before),
          to: new Date(start.getTime() + minutes * MINUTE + after),
        };
        return !busy.some((b) => overlaps(held, b));
      })
      .map(({ time, start }) => ({ start: start.toISOString(), time }));
    days.push({ date, slots });
  }
  return days;
}
