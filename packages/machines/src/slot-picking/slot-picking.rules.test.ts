import type { SlotsAnswer } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import {
  dayAfter,
  emptySlotPicking,
  nextPage,
  previousPage,
  SLOT_WINDOW_DAYS,
  selectSlotPicking,
  slotsQuery,
  withDay,
  withoutSlot,
  withSlot,
  withSlots,
} from './slot-picking.rules';

const week = (days: Record<string, string[]>, zone = 'Europe/Chisinau'): SlotsAnswer => ({
  time_zone: zone,
  duration: 60,
  days: Object.entries(days).map(([date, times]) => ({
    date,
    slots: times.map((time) => ({ start: `${date}T${time}:00Z`, time })),
  })),
});

describe('slot picking', () => {
  it('opens on the first day that has free slots, and keeps a choice the answer still offers', () => {
    const first = withSlots(
      emptySlotPicking,
      week({ '2030-05-11': [], '2030-05-13': ['09:00', '10:00'] }),
    );
    expect(selectSlotPicking(first)).toMatchObject({
      timeZone: 'Europe/Chisinau',
      duration: 60,
      days: [{ date: '2030-05-13', slotCount: 2 }],
      day: '2030-05-13',
      slot: null,
      canGoBack: false,
      canGoOn: true,
    });
    const chosen = withSlot(first, '2030-05-13T10:00:00Z');
    expect(chosen.slot).toEqual({
      date: '2030-05-13',
      start: '2030-05-13T10:00:00Z',
      time: '10:00',
    });
    // Refreshed: still offered, kept; taken meanwhile, dropped (never a stale slot).
    expect(withSlots(chosen, week({ '2030-05-13': ['10:00'] })).slot?.time).toBe('10:00');
    expect(withSlots(chosen, week({ '2030-05-13': ['09:00'] })).slot).toBeNull();
    expect(withoutSlot(chosen).slot).toBeNull();
  });

  it('ignores a slot the window does not offer; another day drops the slot of the day before', () => {
    const picking = withSlots(
      emptySlotPicking,
      week({ '2030-05-13': ['09:00'], '2030-05-14': ['11:00'] }),
    );
    expect(withSlot(picking, '2030-05-13T18:00:00Z')).toBe(picking);
    const chosen = withSlot(picking, '2030-05-13T09:00:00Z');
    expect(withDay(chosen, '2030-05-13').slot).not.toBeNull();
    const other = withDay(chosen, '2030-05-14');
    expect(other).toMatchObject({ day: '2030-05-14', slot: null });
    expect(selectSlotPicking(other).slots.map((s) => s.time)).toEqual(['11:00']);
  });

  it('pages a week at a time from the day after the last one shown, and back', () => {
    const picking = withSlots(
      emptySlotPicking,
      week({ '2030-05-10': ['09:00'], '2030-05-16': [] }),
    );
    expect(slotsQuery(picking)).toEqual({ days: SLOT_WINDOW_DAYS });
    const next = nextPage(picking);
    expect(slotsQuery(next)).toEqual({ from: '2030-05-17', days: SLOT_WINDOW_DAYS });
    expect(selectSlotPicking(next).canGoBack).toBe(true);
    expect(slotsQuery(previousPage(next))).toEqual({ days: SLOT_WINDOW_DAYS });
    // Past the horizon the server answers no day: nothing further.
    expect(selectSlotPicking(withSlots(next, week({}))).canGoOn).toBe(false);
    expect(nextPage(emptySlotPicking)).toBe(emptySlotPicking);
  });

  it('counts calendar days across months and years', () => {
    expect(dayAfter('2030-02-28')).toBe('2030-03-01');
    expect(dayAfter('2030-12-31')).toBe('2031-01-01');
  });
});
