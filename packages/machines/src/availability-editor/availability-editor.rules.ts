import {
  type Availability,
  availabilitySchema,
  type DateException,
  RANGES_PER_DAY_MAX,
  type Weekday,
  type WorkRange,
} from '@academy/contract/calendar';
import type { AvailabilityEditorErrorKey } from './availability-editor.message-keys';

/** A day whose ranges are edited: a weekday of the week, or a date exception by its index. */
export type DayRef = { weekday: Weekday } | { exception: number };

/** The numbers of the form, by their field on the wire. */
export type AvailabilityNumberField =
  | 'buffer_before'
  | 'buffer_after'
  | 'min_notice'
  | 'horizon_days'
  | 'slot_step';

/** One change the specialist makes; `applyEdit` gives the availability after it. */
export type AvailabilityEdit =
  | { kind: 'addRange'; day: DayRef }
  | { kind: 'removeRange'; day: DayRef; index: number }
  | { kind: 'setRange'; day: DayRef; index: number; part: 'start' | 'end'; value: string }
  | { kind: 'copyMondayToWeekdays' }
  | { kind: 'addException'; date: string }
  | { kind: 'setExceptionDate'; index: number; date: string }
  | { kind: 'removeException'; index: number }
  | { kind: 'setTimeZone'; value: string }
  | { kind: 'setNumber'; field: AvailabilityNumberField; value: number };

/** A field's error by its path on the wire (`weekly.mon.0.end`, `exceptions.2.date`, `time_zone`). */
export type AvailabilityFieldErrors = Readonly<Record<string, AvailabilityEditorErrorKey>>;

const WORKDAYS: readonly Weekday[] = ['tue', 'wed', 'thu', 'fri'];

/** The wire path of a day's ranges. */
export const dayPath = (day: DayRef) =>
  'weekday' in day ? `weekly.${day.weekday}` : `exceptions.${day.exception}.ranges`;

export const rangesOf = (availability: Availability, day: DayRef): readonly WorkRange[] =>
  'weekday' in day
    ? availability.weekly[day.weekday]
    : (availability.exceptions[day.exception]?.ranges ?? []);

function withRanges(availability: Availability, day: DayRef, ranges: WorkRange[]): Availability {
  if ('weekday' in day) {
    return { ...availability, weekly: { ...availability.weekly, [day.weekday]: ranges } };
  }
  const exceptions = availability.exceptions.map((exception, index) =>
    index === day.exception ? { ...exception, ranges } : exception,
  );
  return { ...availability, exceptions };
}

/** A new range starts an hour after the day's last one ends (09:00–17:00 on an empty day). */
export function nextRange(ranges: readonly WorkRange[]): WorkRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const start = Math.min(toMinutes(last.end) + 60, 23 * 60);
  return { start: clockOf(start), end: clockOf(Math.min(start + 60, 24 * 60)) };
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A time field says `00:00` for midnight; as the end of a range midnight is `24:00` (the
 * contract's), and shown as `00:00` again.
 */
export const endClock = (value: string) => (value === '00:00' ? '24:00' : value);
export const shownClock = (value: string) => (value === '24:00' ? '00:00' : value);

function editRanges(availability: Availability, edit: AvailabilityEdit): Availability {
  if (edit.kind !== 'addRange' && edit.kind !== 'removeRange' && edit.kind !== 'setRange') {
    return availability;
  }
  const ranges = [...rangesOf(availability, edit.day)];
  if (edit.kind === 'addRange') {
    if (ranges.length >= RANGES_PER_DAY_MAX) return availability;
    return withRanges(availability, edit.day, [...ranges, nextRange(ranges)]);
  }
  if (edit.kind === 'removeRange') {
    return withRanges(
      availability,
      edit.day,
      ranges.filter((_, index) => index !== edit.index),
    );
  }
  const value = edit.part === 'end' ? endClock(edit.value) : edit.value;
  return withRanges(
    availability,
    edit.day,
    ranges.map((range, index) => (index === edit.index ? { ...range, [edit.part]: value } : range)),
  );
}

/** The availability after one edit; nothing else changes. */
export function applyEdit(availability: Availability, edit: AvailabilityEdit): Availability {
  switch (edit.kind) {
    case 'copyMondayToWeekdays': {
      const weekly = { ...availability.weekly };
      for (const day of WORKDAYS) weekly[day] = availability.weekly.mon.map((r) => ({ ...r }));
      return { ...availability, weekly };
    }
    case 'addException': {
      const exception: DateException = { date: edit.date, ranges: [] };
      return { ...availability, exceptions: [...availability.exceptions, exception] };
    }
    case 'setExceptionDate':
      return {
        ...availability,
        exceptions: availability.exceptions.map((exception, index) =>
          index === edit.index ? { ...exception, date: edit.date } : exception,
        ),
      };
    case 'removeException':
      return {
        ...availability,
        exceptions: availability.exceptions.filter((_, index) => index !== edit.index),
      };
    case 'setTimeZone':
      return { ...availability, time_zone: edit.value };
    case 'setNumber':
      return { ...availability, [edit.field]: edit.value };
    default:
      return editRanges(availability, edit);
  }
}

/**
 * The paths whose errors an edit makes stale: the edited field's, or a whole day's (its ranges'
 * indexes move) or every exception's (their indexes move).
 */
export function stalePrefix(edit: AvailabilityEdit): string {
  switch (edit.kind) {
    case 'setRange':
      return `${dayPath(edit.day)}.${edit.index}`;
    case 'addRange':
    case 'removeRange':
      return dayPath(edit.day);
    case 'copyMondayToWeekdays':
      return 'weekly';
    case 'setExceptionDate':
      return `exceptions.${edit.index}.date`;
    case 'addException':
    case 'removeException':
      return 'exceptions';
    case 'setTimeZone':
      return 'time_zone';
    case 'setNumber':
      return edit.field;
  }
}

export function withoutStale(
  errors: AvailabilityFieldErrors,
  prefix: string,
): AvailabilityFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`)),
  );
}

/**
 * The key said at a field for the contract's message there (the browser's check and the server's
 * 400 carry the same messages): by the field's path, then by what the message names.
 */
export function errorKeyOf(path: string, message: string): AvailabilityEditorErrorKey {
  if (path === 'time_zone') return 'availabilityEditor.timeZoneUnknown';
  if (path === 'buffer_before' || path === 'buffer_after') return 'availabilityEditor.bufferRange';
  if (path === 'min_notice') return 'availabilityEditor.noticeRange';
  if (path === 'horizon_days') return 'availabilityEditor.horizonRange';
  if (path === 'slot_step') return 'availabilityEditor.stepInvalid';
  if (path.endsWith('.date') || path === 'exceptions') {
    return /twice/i.test(message)
      ? 'availabilityEditor.dateTwice'
      : 'availabilityEditor.dateInvalid';
  }
  if (/overlap/i.test(message)) return 'availabilityEditor.rangesOverlap';
  if (/after the start/i.test(message)) return 'availabilityEditor.endAfterStart';
  // A day's list of ranges (not a time of one) refused: too many of them.
  if (!/\.(start|end)$/.test(path)) return 'availabilityEditor.tooMany';
  return 'availabilityEditor.timeInvalid';
}

/** A date given twice is said at its second occurrence (the contract names the whole list). */
function secondOccurrences(exceptions: readonly DateException[]): number[] {
  const seen = new Set<string>();
  return exceptions.flatMap((exception, index) => {
    if (seen.has(exception.date)) return [index];
    seen.add(exception.date);
    return [];
  });
}

/** Field errors of messages by path (a server's 400, or the contract's check here), as keys. */
export function fieldErrorsOf(
  messages: Readonly<Record<string, readonly string[]>>,
  availability: Availability,
): AvailabilityFieldErrors {
  const errors: Record<string, AvailabilityEditorErrorKey> = {};
  for (const [path, [message = ''] = []] of Object.entries(messages)) {
    if (path === 'exceptions' && /twice/i.test(message)) {
      for (const index of secondOccurrences(availability.exceptions)) {
        errors[`exceptions.${index}.date`] = 'availabilityEditor.dateTwice';
      }
    } else errors[path] = errorKeyOf(path, message);
  }
  return errors;
}

/** The contract's check of the whole availability, as keys at their fields (none: valid). */
export function validateAvailability(availability: Availability): AvailabilityFieldErrors {
  const result = availabilitySchema.safeParse(availability);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    messages[path] ??= [issue.message];
  }
  return fieldErrorsOf(messages, availability);
}

/** Whether two availabilities say the same (the form's dirty flag). */
export const sameAvailability = (a: Availability, b: Availability) =>
  JSON.stringify(a) === JSON.stringify(b);
