/**
 * A number of minutes as the reader's language writes units ("30 min", "2 h", "1 h 30 min",
 * "3 days"), through Intl: no unit is a translation key (CONTRIBUTING, units).
 */
export function minutesText(minutes: number, language: string): string {
  const unit = (value: number, name: 'minute' | 'hour' | 'day', display: 'short' | 'long') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: display }).format(
      value,
    );
  if (minutes >= 1440 && minutes % 1440 === 0) return unit(minutes / 1440, 'day', 'long');
  if (minutes < 60) return unit(minutes, 'minute', 'short');
  const hours = unit(Math.floor(minutes / 60), 'hour', 'short');
  return minutes % 60 === 0 ? hours : `${hours} ${unit(minutes % 60, 'minute', 'short')}`;
}

/** The weekday's name in the reader's language (2024-01-01 was a Monday). */
export function weekdayName(index: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + index),
  );
}

/** A date `YYYY-MM-DD` written the reader's way, with its weekday ("joi, 24 decembrie 2026"). */
export function dateText(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}
