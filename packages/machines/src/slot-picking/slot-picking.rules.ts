import type { Slot, SlotsAnswer } from '@academy/contract';

/** How many days one page of the picker asks the server for: a week. */
export const SLOT_WINDOW_DAYS = 7;

/** A free slot as chosen: its day on the specialist's clock, its instant and its time there. */
export interface ChosenSlot extends Slot {
  /** YYYY-MM-DD on the specialist's clock. */
  date: string;
}

/**
 * What a visitor has picked so far from the free slots the server computed (issue 28): the page
 * of days shown (`window`, as answered), the first days of the earlier pages (to go back), the
 * day and the slot. The server gives no past or taken slot; the client keeps none the last answer
 * does not list.
 */
export interface SlotPicking {
  window: SlotsAnswer | null;
  /** The `from` of each page opened after the first; none: the first page (the server's today). */
  froms: readonly string[];
  day: string | null;
  slot: ChosenSlot | null;
}

export const emptySlotPicking: SlotPicking = { window: null, froms: [], day: null, slot: null };

/** The query of the page on show: `from` (absent for the first page) and the window's length. */
export function slotsQuery(picking: SlotPicking): { from?: string; days: number } {
  const from = picking.froms.at(-1);
  return from ? { from, days: SLOT_WINDOW_DAYS } : { days: SLOT_WINDOW_DAYS };
}

/** The days of an answer that have a free slot. */
export const freeDays = (window: SlotsAnswer | null) =>
  (window?.days ?? []).filter((day) => day.slots.length > 0);

/**
 * A new answer: the chosen day stays when it still has free slots (else the first day that has),
 * the chosen slot only while the answer still offers it.
 */
export function withSlots(picking: SlotPicking, window: SlotsAnswer): SlotPicking {
  const days = freeDays(window);
  const day = days.find((d) => d.date === picking.day) ?? days[0];
  const kept = picking.slot;
  const offered = day?.slots.find((s) => kept && day.date === kept.date && s.start === kept.start);
  return {
    ...picking,
    window,
    day: day?.date ?? null,
    slot: offered && day ? { ...offered, date: day.date } : null,
  };
}

/** Another day: its slots are asked again; a slot of another day is dropped. */
export function withDay(picking: SlotPicking, date: string): SlotPicking {
  return { ...picking, day: date, slot: picking.slot?.date === date ? picking.slot : null };
}

/** A slot of the day on show, by its instant; one the window does not offer is ignored. */
export function withSlot(picking: SlotPicking, start: string): SlotPicking {
  const day = freeDays(picking.window).find((d) => d.date === picking.day);
  const slot = day?.slots.find((s) => s.start === start);
  return slot && day ? { ...picking, slot: { ...slot, date: day.date } } : picking;
}

/** The slot is gone (taken meanwhile): dropped, the day kept for the fresh answer. */
export const withoutSlot = (picking: SlotPicking): SlotPicking => ({ ...picking, slot: null });

/** The next page starts the day after the last one shown. */
export function nextPage(picking: SlotPicking): SlotPicking {
  const last = picking.window?.days.at(-1)?.date;
  if (!last) return picking;
  return { ...picking, froms: [...picking.froms, dayAfter(last)], day: null };
}

/** Back to the page before. */
export const previousPage = (picking: SlotPicking): SlotPicking => ({
  ...picking,
  froms: picking.froms.slice(0, -1),
  day: null,
});

/** Another service: another duration, so other slots, from the first page. */
export const forAnotherService = (): SlotPicking => emptySlotPicking;

/** `2030-05-12` → `2030-05-13` (calendar days: no clock, no zone). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** What the picker shows: the zone, the days with free slots, the chosen ones, the paging. */
export function selectSlotPicking(picking: SlotPicking) {
  const days = freeDays(picking.window);
  return {
    timeZone: picking.window?.time_zone ?? null,
    duration: picking.window?.duration ?? null,
    days: days.map((day) => ({ date: day.date, slotCount: day.slots.length })),
    day: picking.day,
    slots: days.find((d) => d.date === picking.day)?.slots ?? [],
    slot: picking.slot,
    canGoBack: picking.froms.length > 0,
    // An answer without days lies past the specialist's horizon: nothing after it.
    canGoOn: (picking.window?.days.length ?? 0) > 0,
  };
}
export type SlotPickingView = ReturnType<typeof selectSlotPicking>;
