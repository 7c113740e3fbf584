import type { Language } from '@academy/contract/languages';

/**
 * A calendar date in the reader's language ("12 martie 2026", "March 12, 2026"). Read in UTC so
 * that a date the server sends as midnight never shows as the day before.
 */
export function formatLongDate(date: string | Date, language: Language): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}

/**
 * A moment in the reader's language and time zone ("28 nov. 2026, 08:15"): when a device
 * signed in or was last seen. `timeZone` is for tests; the browser's own is used otherwise.
 */
export function formatDateTime(date: string | Date, language: Language, timeZone?: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(value);
}

/** The machine-readable form for `<time dateTime>`. */
export function isoDate(date: string | Date): string | undefined {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
}
