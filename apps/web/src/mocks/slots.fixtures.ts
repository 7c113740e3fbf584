import type { SlotsAnswer } from '@academy/contract';
import { slotsTodayFixture, slotsZoneFixture, slotTimesFixture } from './experts.fixtures';

/** The instant of a time on the specialists' clock (Chisinau is at +03:00 in the mock's May). */
export const slotInstant = (date: string, time: string) =>
  new Date(`${date}T${time}:00+03:00`).toISOString();

const dayAfter = (date: string, days: number) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/**
 * The mock server's free slots: `days` days from `from` (its today without one), the weekday
 * hours of the fixtures, none on Saturday and Sunday, for a visit of `duration` minutes.
 */
export function freeSlots(from: string | null, days: number, duration: number): SlotsAnswer {
  const first = from ?? slotsTodayFixture;
  return {
    time_zone: slotsZoneFixture,
    duration,
    days: Array.from({ length: days }, (_, index) => {
      const date = dayAfter(first, index);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const slots =
        weekday === 0 || weekday === 6
          ? []
          : slotTimesFixture.map((time) => ({ start: slotInstant(date, time), time }));
      return { date, slots };
    }),
  };
}
