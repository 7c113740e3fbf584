import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, isoDate } from './format-date';

describe('formatLongDate', () => {
  it('writes the date in the given language', () => {
    expect(formatLongDate('2026-03-12', 'en')).toBe('March 12, 2026');
    expect(formatLongDate('2026-03-12', 'ro')).toBe('12 martie 2026');
    expect(formatLongDate('2026-03-12', 'fr')).toBe('12 mars 2026');
    expect(formatLongDate('2026-03-12', 'es')).toBe('12 de marzo de 2026');
    expect(formatLongDate('2026-03-12', 'ru')).toMatch(/^12 марта 2026/);
  });

  it('keeps the server day whatever the time zone, and ignores nonsense', () => {
    expect(formatLongDate('2026-01-01T00:00:00Z', 'en')).toBe('January 1, 2026');
    expect(formatLongDate('not a date', 'en')).toBe('');
    expect(isoDate('2026-03-12T10:00:00Z')).toBe('2026-03-12');
    expect(isoDate('nope')).toBeUndefined();
  });
});

describe('formatDateTime', () => {
  it('writes the day and the time in the given language and time zone', () => {
    const moment = '2026-11-28T06:15:00Z';
    expect(formatDateTime(moment, 'en', 'Europe/Chisinau')).toBe('Nov 28, 2026, 8:15 AM');
    expect(formatDateTime(moment, 'ro', 'Europe/Chisinau')).toBe('28 nov. 2026, 08:15');
    expect(formatDateTime(moment, 'ru', 'Europe/Moscow')).toMatch(/^28 нояб\. 2026 г\., 09:15$/);
    expect(formatDateTime('nope', 'en')).toBe('');
  });
});
