import { type Availability, defaultAvailability, type WorkRange } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { type BusyTime, freeSlots } from './free-slots';

/** Mon–Fri 09:00–13:00 and 14:00–18:00 (the journey), 30-minute grid, no notice. */
function hours(extra: Partial<Availability> = {}): Availability {
  const day: WorkRange[] = [
    { start: '09:00', end: '13:00' },
    { start: '14:00', end: '18:00' },
  ];
  return {
    ...defaultAvailability('Europe/Chisinau'),
    weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
    min_notice: 0,
    ...extra,
  };
}

// 2030-06-02 is a Sunday; Chisinau is UTC+3 in summer.
const SUNDAY_NOON = new Date('2030-06-02T09:00:00Z');
const MONDAY = '2030-06-03';

const timesOf = (
  input: Partial<Parameters<typeof freeSlots>[0]> & { availability: Availability },
  date = MONDAY,
) => {
  const days = freeSlots({
    busy: [],
    minutes: 60,
    now: SUNDAY_NOON,
    from: date,
    days: 1,
    ...input,
  });
  return days.find((d) => d.date === date)?.slots.map((s) => s.time) ?? [];
};

const at = (iso: string) => new Date(iso);

describe('free slots', () => {
  it('offers every start of several ranges a day that the whole visit fits in', () => {
    expect(timesOf({ availability: hours() })).toEqual([
      ...['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'],
      ...['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00'],
    ]);
  });

  it('follows the slot_step grid counted from each range start', () => {
    const availability = hours({
      slot_step: 60,
      weekly: { ...hours().weekly, mon: [{ start: '09:30', end: '12:00' }] },
    });
    expect(timesOf({ availability, minutes: 30 })).toEqual(['09:30', '10:30', '11:30']);
  });

  it("lets a date's exception replace its weekday's hours, and an empty one close the day", () => {
    const other = hours({
      exceptions: [{ date: MONDAY, ranges: [{ start: '10:00', end: '12:00' }] }],
    });
    expect(timesOf({ availability: other })).toEqual(['10:00', '10:30', '11:00']);
    const off = hours({ exceptions: [{ date: MONDAY, ranges: [] }] });
    expect(timesOf({ availability: off })).toEqual([]);
    // A Saturday is a day off of the week; an exception opens it.
    expect(timesOf({ availability: hours() }, '2030-06-08')).toEqual([]);
    const open = hours({
      exceptions: [{ date: '2030-06-08', ranges: [{ start: '10:00', end: '11:00' }] }],
    });
    expect(timesOf({ availability: open }, '2030-06-08')).toEqual(['10:00']);
  });

  it('keeps the buffers on both sides of a visit clear of confirmed visits', () => {
    const availability = hours({ slot_step: 15, buffer_before: 15, buffer_after: 15 });
    // A confirmed 11:00–12:00 visit booked with 15 minutes each side: 10:45–12:15 local.
    const busy: BusyTime[] = [{ from: at('2030-06-03T07:45:00Z'), to: at('2030-06-03T09:15:00Z') }];
    const morning = timesOf({ availability, busy }).filter((t) => t < '13:00');
    // 09:45 would end at 10:45 and its after-buffer would reach 11:00: refused.
    expect(morning).toEqual(['09:00', '09:15', '09:30']);
  });

  it('offers nothing before the minimum notice and nothing in the past', () => {
    // Monday 09:10 in Chisinau, two hours of notice: the first slot is 11:30.
    const now = at('2030-06-03T06:10:00Z');
    const noticed = timesOf({ availability: hours({ min_notice: 120 }), now });
    expect(noticed[0]).toBe('11:30');
    // Monday 15:20 without notice: no slot of the morning, none before 15:30.
    const late = at('2030-06-03T12:20:00Z');
    const days = freeSlots({ availability: hours(), busy: [], minutes: 60, now: late, days: 7 });
    expect(days[0]?.slots.map((s) => s.time)).toEqual(['15:30', '16:00', '16:30', '17:00']);
    for (const slot of days.flatMap((d) => d.slots)) {
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(late.getTime());
    }
    // A `from` in the past starts today.
    const fromPast = freeSlots({
      availability: hours(),
      busy: [],
      minutes: 60,
      now: late,
      from: '2030-05-01',
    });
    expect(fromPast[0]?.date).toBe(MONDAY);
  });

  it('lists the days up to the horizon only', () => {
    const days = freeSlots({
      availability: hours({ horizon_days: 3 }),
      busy: [],
      minutes: 60,
      now: SUNDAY_NOON,
      days: 7,
    });
    expect(days.map((d) => d.date)).toEqual([
      '2030-06-02',
      '2030-06-03',
      '2030-06-04',
      '2030-06-05',
    ]);
    expect(days[0]?.slots).toEqual([]);
  });

  it("computes on the specialist's clock far from UTC, their today included", () => {
    // Monday 2030-01-07 03:00 UTC: still Sunday evening in New York, Monday noon in Tokyo.
    const now = at('2030-01-07T03:00:00Z');
    const york = freeSlots({
      availability: hours({ time_zone: 'America/New_York' }),
      busy: [],
      minutes: 60,
      now,
      days: 2,
    });
    expect(york.map((d) => d.date)).toEqual(['2030-01-06', '2030-01-07']);
    expect(york[1]?.slots[0]).toEqual({ start: '2030-01-07T14:00:00.000Z', time: '09:00' });
    const tokyo = freeSlots({
      availability: hours({ time_zone: 'Asia/Tokyo' }),
      busy: [],
      minutes: 60,
      now,
      days: 2,
    });
    expect(tokyo.map((d) => d.date)).toEqual(['2030-01-07', '2030-01-08']);
    // Noon in Tokyo: the morning has passed but for the slot starting now.
    expect(tokyo[0]?.slots[0]).toEqual({ start: '2030-01-07T03:00:00.000Z', time: '12:00' });
    expect(tokyo[1]?.slots[0]).toEqual({ start: '2030-01-08T00:00:00.000Z', time: '09:00' });
  });

  describe('on the days Chisinau changes its clock', () => {
    const allDay = (date: string, ranges: WorkRange[] = [{ start: '00:00', end: '24:00' }]) =>
      hours({ slot_step: 60, exceptions: [{ date, ranges }] });
    // Seen from the start of the day's month: within the default 60 days of horizon.
    const slotsOf = (date: string, availability: Availability) =>
      freeSlots({
        availability,
        busy: [],
        minutes: 60,
        now: at(`${date.slice(0, 8)}01T00:00:00Z`),
        from: date,
        days: 1,
      })[0]?.slots ?? [];

    it('skips the hour the clock jumps over in spring (last Sunday of March)', () => {
      const slots = slotsOf('2026-03-29', allDay('2026-03-29'));
      expect(slots).toHaveLength(23);
      expect(slots.map((s) => s.time)).not.toContain('02:00');
      expect(slots.find((s) => s.time === '01:00')?.start).toBe('2026-03-28T23:00:00.000Z');
      expect(slots.find((s) => s.time === '03:00')?.start).toBe('2026-03-29T00:00:00.000Z');
      expect(slots.at(-1)).toEqual({ start: '2026-03-29T20:00:00.000Z', time: '23:00' });
      // A range across the jump holds two real hours.
      const across = slotsOf(
        '2026-03-29',
        allDay('2026-03-29', [{ start: '01:00', end: '04:00' }]),
      );
      expect(across.map((s) => s.time)).toEqual(['01:00', '03:00']);
    });

    it('offers each hour once in autumn (last Sunday of October), instants in order', () => {
      const slots = slotsOf('2026-10-25', allDay('2026-10-25'));
      expect(slots).toHaveLength(24);
      const instants = slots.map((s) => Date.parse(s.start));
      expect(instants).toEqual([...instants].sort((a, b) => a - b));
      expect(new Set(instants).size).toBe(24);
      expect(slots[0]).toEqual({ start: '2026-10-24T21:00:00.000Z', time: '00:00' });
      expect(slots.find((s) => s.time === '12:00')?.start).toBe('2026-10-25T10:00:00.000Z');
    });
  });
});
