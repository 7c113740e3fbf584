import { defaultAvailability } from '@academy/contract/calendar';
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  endClock,
  fieldErrorsOf,
  nextRange,
  sameAvailability,
  shownClock,
  stalePrefix,
  validateAvailability,
  withoutStale,
} from './availability-editor.rules';

const base = defaultAvailability('Europe/Chisinau');

describe('availability editor rules', () => {
  it('adds a range after the last one, and a working day to an empty one', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange([{ start: '09:00', end: '13:00' }])).toEqual({ start: '14:00', end: '15:00' });
    expect(nextRange([{ start: '20:00', end: '24:00' }])).toEqual({ start: '23:00', end: '24:00' });
    const sat = applyEdit(base, { kind: 'addRange', day: { weekday: 'sat' } });
    expect(sat.weekly.sat).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(base.weekly.sat).toEqual([]);
  });

  it('never adds a seventh range to a day', () => {
    let day = base;
    for (let i = 0; i < 8; i += 1)
      day = applyEdit(day, { kind: 'addRange', day: { weekday: 'sun' } });
    expect(day.weekly.sun).toHaveLength(6);
  });

  it('changes and removes a range of a weekday or of a date', () => {
    const split = applyEdit(base, {
      kind: 'setRange',
      day: { weekday: 'mon' },
      index: 0,
      part: 'end',
      value: '13:00',
    });
    expect(split.weekly.mon).toEqual([{ start: '09:00', end: '13:00' }]);
    const dated = applyEdit(applyEdit(base, { kind: 'addException', date: '2026-12-24' }), {
      kind: 'addRange',
      day: { exception: 0 },
    });
    expect(dated.exceptions).toEqual([
      { date: '2026-12-24', ranges: [{ start: '09:00', end: '17:00' }] },
    ]);
    const midnight = applyEdit(dated, {
      kind: 'setRange',
      day: { exception: 0 },
      index: 0,
      part: 'end',
      value: '00:00',
    });
    expect(midnight.exceptions[0]?.ranges[0]?.end).toBe('24:00');
    const off = applyEdit(midnight, { kind: 'removeRange', day: { exception: 0 }, index: 0 });
    expect(off.exceptions[0]?.ranges).toEqual([]);
    expect(
      applyEdit(off, { kind: 'setExceptionDate', index: 0, date: '2026-12-25' }).exceptions,
    ).toEqual([{ date: '2026-12-25', ranges: [] }]);
    expect(applyEdit(off, { kind: 'removeException', index: 0 }).exceptions).toEqual([]);
  });

  it("copies Monday's ranges to Tuesday to Friday, not to the weekend", () => {
    const monday = applyEdit(base, { kind: 'addRange', day: { weekday: 'mon' } });
    const copied = applyEdit(monday, { kind: 'copyMondayToWeekdays' });
    expect(copied.weekly.fri).toEqual(monday.weekly.mon);
    expect(copied.weekly.sat).toEqual([]);
    expect(copied.weekly.tue).not.toBe(copied.weekly.mon);
  });

  it('sets the zone and the numbers', () => {
    const zoned = applyEdit(base, { kind: 'setTimeZone', value: 'Europe/Moscow' });
    expect(zoned.time_zone).toBe('Europe/Moscow');
    expect(applyEdit(zoned, { kind: 'setNumber', field: 'slot_step', value: 15 }).slot_step).toBe(
      15,
    );
  });

  it('shows midnight as 00:00 and keeps it as 24:00 at an end', () => {
    expect(endClock('00:00')).toBe('24:00');
    expect(endClock('10:00')).toBe('10:00');
    expect(shownClock('24:00')).toBe('00:00');
  });

  it("says the contract's refusals at their fields", () => {
    const wrong = {
      ...base,
      time_zone: 'Mars/Olympus',
      weekly: {
        ...base.weekly,
        mon: [
          { start: '09:00', end: '13:00' },
          { start: '12:00', end: '11:00' },
        ],
        tue: [
          { start: '09:00', end: '13:00' },
          { start: '12:00', end: '14:00' },
        ],
        wed: [{ start: '09:07', end: '13:00' }],
      },
      exceptions: [
        { date: '2026-12-24', ranges: [] },
        { date: '2026-12-24', ranges: [] },
        { date: '2026-02-30', ranges: [] },
      ],
      buffer_before: 500,
      buffer_after: Number.NaN,
      min_notice: -1,
      horizon_days: 0,
    };
    expect(validateAvailability(wrong)).toEqual({
      time_zone: 'availabilityEditor.timeZoneUnknown',
      'weekly.mon.1.start': 'availabilityEditor.rangesOverlap',
      'weekly.mon.1.end': 'availabilityEditor.endAfterStart',
      'weekly.tue.1.start': 'availabilityEditor.rangesOverlap',
      'weekly.wed.0.start': 'availabilityEditor.timeInvalid',
      'exceptions.1.date': 'availabilityEditor.dateTwice',
      'exceptions.2.date': 'availabilityEditor.dateInvalid',
      buffer_before: 'availabilityEditor.bufferRange',
      buffer_after: 'availabilityEditor.bufferRange',
      min_notice: 'availabilityEditor.noticeRange',
      horizon_days: 'availabilityEditor.horizonRange',
    });
    expect(validateAvailability(base)).toEqual({});
  });

  it("maps a server's 400 to the same fields", () => {
    expect(
      fieldErrorsOf(
        {
          'weekly.fri.0.start': ['Ranges overlap.'],
          'weekly.sat': ['Too big: expected array to have <=6 items'],
          slot_step: ['Invalid input'],
        },
        base,
      ),
    ).toEqual({
      'weekly.fri.0.start': 'availabilityEditor.rangesOverlap',
      'weekly.sat': 'availabilityEditor.tooMany',
      slot_step: 'availabilityEditor.stepInvalid',
    });
  });

  it("forgets the errors an edit makes stale, keeps the others'", () => {
    const errors = {
      'weekly.mon.0.end': 'availabilityEditor.endAfterStart',
      'weekly.mon.1.start': 'availabilityEditor.rangesOverlap',
      'weekly.monday': 'availabilityEditor.tooMany',
      time_zone: 'availabilityEditor.timeZoneUnknown',
    } as const;
    const prefix = stalePrefix({
      kind: 'setRange',
      day: { weekday: 'mon' },
      index: 0,
      part: 'end',
      value: '14:00',
    });
    expect(Object.keys(withoutStale(errors, prefix))).toEqual([
      'weekly.mon.1.start',
      'weekly.monday',
      'time_zone',
    ]);
    expect(stalePrefix({ kind: 'removeRange', day: { exception: 2 }, index: 0 })).toBe(
      'exceptions.2.ranges',
    );
    expect(stalePrefix({ kind: 'copyMondayToWeekdays' })).toBe('weekly');
    expect(stalePrefix({ kind: 'addException', date: '2026-01-01' })).toBe('exceptions');
    expect(stalePrefix({ kind: 'setExceptionDate', index: 1, date: '2026-01-01' })).toBe(
      'exceptions.1.date',
    );
    expect(stalePrefix({ kind: 'setTimeZone', value: 'UTC' })).toBe('time_zone');
    expect(stalePrefix({ kind: 'setNumber', field: 'min_notice', value: 60 })).toBe('min_notice');
  });

  it('compares two availabilities by what they say', () => {
    expect(sameAvailability(base, defaultAvailability('Europe/Chisinau'))).toBe(true);
    expect(sameAvailability(base, { ...base, slot_step: 60 })).toBe(false);
  });
});
