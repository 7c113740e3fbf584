import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDate } from './format-date';

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
