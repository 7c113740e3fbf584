import { z } from 'zod';
import { dateSchema, timeSchema, visitTokenSchema } from './appointments';
import {
  recordIdSchema,
  translatedAnswerSchema,
  translatedTextSchema,
} from './back-office/authoring';
import { positiveIntSchema } from './common';
import { countryCode } from './countries';
import { PROFILE_CURRENCIES } from './markets';

/**
 * A specialist's calendar (issue 28): when they receive (weekly hours, days off, exceptions, in
 * their own time zone), what they offer (services) and the free slots the server computes from
 * both. The browser's forms and the server check the same schemas.
 */

/** The zone of each market's country; any other country starts in Chisinau's (the default market). */
export const TIME_ZONE_BY_COUNTRY: Readonly<Record<string, string>> = {
  MD: 'Europe/Chisinau',
  RO: 'Europe/Bucharest',
  RU: 'Europe/Moscow',
};
export const DEFAULT_TIME_ZONE = 'Europe/Chisinau';
/** The starting zone of a specialist from the country of their profile (its code or kept name). */
export const timeZoneOfCountry = (country: string) =>
  TIME_ZONE_BY_COUNTRY[countryCode(country) ?? ''] ?? DEFAULT_TIME_ZONE;

/** An IANA zone this runtime knows (`Europe/Chisinau`, `UTC`); offsets and abbreviations are refused. */
export function isTimeZone(zone: string): boolean {
  if (zone !== 'UTC' && !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneSchema = z.string().trim().max(64).refine(isTimeZone, 'Unknown time zone.');

/** A wall-clock time `HH:mm`; `24:00` ends a range at midnight. */
const clockSchema = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Time must be HH:mm.')
  .refine((clock) => Number(clock.slice(3)) % 5 === 0, 'Use steps of 5 minutes.');
export const minutesOfDay = (clock: string) =>
  Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export const workRangeSchema = z
  .object({ start: clockSchema, end: clockSchema })
  .refine((r) => minutesOfDay(r.start) < minutesOfDay(r.end), {
    message: 'The end must be after the start.',
    path: ['end'],
  });
export type WorkRange = z.infer<typeof workRangeSchema>;

export const RANGES_PER_DAY_MAX = 6;
/** A day's ranges, in any order, none overlapping another. */
const dayRangesSchema = z
  .array(workRangeSchema)
  .max(RANGES_PER_DAY_MAX)
  .superRefine((ranges, ctx) => {
    const sorted = ranges
      .map((range, index) => ({ ...range, index }))
      .sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
    for (let i = 1; i < sorted.length; i += 1) {
      const [before, after] = [sorted[i - 1], sorted[i]];
      if (before && after && minutesOfDay(after.start) < minutesOfDay(before.end)) {
        ctx.addIssue({ code: 'custom', message: 'Ranges overlap.', path: [after.index, 'start'] });
      }
    }
  });

/** ISO weekday order: Monday first (spec 1's markets start their week on Monday). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const weeklyHoursSchema = z.object({
  mon: dayRangesSchema,
  tue: dayRangesSchema,
  wed: dayRangesSchema,
  thu: dayRangesSchema,
  fri: dayRangesSchema,
  sat: dayRangesSchema,
  sun: dayRangesSchema,
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const EXCEPTIONS_MAX = 400;
/** A date with other hours than its weekday's; no range makes it a day off. */
export const dateExceptionSchema = z.object({ date: dateSchema, ranges: dayRangesSchema });
export type DateException = z.infer<typeof dateExceptionSchema>;

export const BUFFER_MAX_MINUTES = 240;
/** Minimum notice: at most 30 days. */
export const NOTICE_MAX_MINUTES = 30 * 24 * 60;
export const HORIZON_MAX_DAYS = 365;
/** The slots' grid: a slot may start every 15, 30 or 60 minutes of a working range. */
export const SLOT_STEPS = [15, 30, 60] as const;

const minutes = (max: number) => z.number().int().min(0).max(max);

/** `PUT /cabinet/availability/` body: the whole availability at once. */
export const availabilitySchema = z.object({
  time_zone: timeZoneSchema,
  weekly: weeklyHoursSchema,
  exceptions: z
    .array(dateExceptionSchema)
    .max(EXCEPTIONS_MAX)
    .refine((list) => new Set(list.map((e) => e.date)).size === list.length, 'A date is twice.'),
  buffer_before: minutes(BUFFER_MAX_MINUTES),
  buffer_after: minutes(BUFFER_MAX_MINUTES),
  min_notice: minutes(NOTICE_MAX_MINUTES),
  horizon_days: z.number().int().min(1).max(HORIZON_MAX_DAYS),
  slot_step: z.union(SLOT_STEPS.map((step) => z.literal(step))),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A specialist who never set their hours receives Monday to Friday, 9 to 18, in their zone. */
export function defaultAvailability(timeZone: string = DEFAULT_TIME_ZONE): Availability {
  const workday = [{ start: '09:00', end: '18:00' }];
  return {
    time_zone: timeZone,
    weekly: {
      mon: workday,
      tue: workday,
      wed: workday,
      thu: workday,
      fri: workday,
      sat: [],
      sun: [],
    },
    exceptions: [],
    buffer_before: 0,
    buffer_after: 0,
    min_notice: 120,
    horizon_days: 60,
    slot_step: 30,
  };
}

/** `GET /cabinet/availability/`: the availability and the private calendar feed's address. */
export const availabilityAnswerSchema = availabilitySchema.extend({
  /** The secret iCalendar address a phone subscribes to; regenerating it ends the old one. */
  feed_url: z.string(),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;
export const calendarFeedSchema = z.object({ feed_url: z.string() });

/** Spec 5: a visit without a service lasts half an hour. */
export const DEFAULT_VISIT_MINUTES = 30;
export const SERVICE_MINUTES_MIN = 5;
export const SERVICE_MINUTES_MAX = 8 * 60;
export const SERVICE_NAME_MAX = 120;
export const SERVICES_MAX = 50;
export const SERVICE_PRICE_MAX = 1_000_000;

/** `POST /cabinet/services/` and `PUT /cabinet/services/{id}/` body. */
export const serviceBodySchema = z.object({
  name: translatedTextSchema({ max: SERVICE_NAME_MAX, singleLine: true }),
  duration: z
    .number()
    .int()
    .min(SERVICE_MINUTES_MIN)
    .max(SERVICE_MINUTES_MAX)
    .refine((m) => m % 5 === 0, 'Use steps of 5 minutes.'),
  /** null: the price is agreed at the visit. */
  price: z
    .number()
    .min(0)
    .max(SERVICE_PRICE_MAX)
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'At most two decimals.')
    .nullable(),
  currency: z.enum(PROFILE_CURRENCIES),
  active: z.boolean().default(true),
});
export type ServiceBody = z.input<typeof serviceBodySchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  name: translatedAnswerSchema,
  duration: z.number().int(),
  price: z.number().nullable(),
  currency: z.enum(PROFILE_CURRENCIES),
  active: z.boolean(),
  position: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;
export const serviceListSchema = z.object({ results: z.array(serviceSchema) });
export const serviceOrderSchema = z.object({ ids: z.array(recordIdSchema).max(SERVICES_MAX) });

/** A service as a visitor reads it: its name in the page's language (the default one's if empty). */
export const publicServiceSchema = serviceSchema
  .omit({ name: true, active: true, position: true })
  .extend({ name: z.string() });
export type PublicService = z.infer<typeof publicServiceSchema>;
export const publicServiceListSchema = z.object({ results: z.array(publicServiceSchema) });

export const SLOT_DAYS_MAX = 31;
/** `GET …/slots/`: the free slots of `days` days from `from` (today in the specialist's zone). */
export const slotsQuerySchema = z.object({
  service: positiveIntSchema.optional(),
  from: dateSchema.optional(),
  days: z.coerce.number().int().min(1).max(SLOT_DAYS_MAX).optional(),
});

export const slotSchema = z.object({
  /** The instant, ISO 8601 in UTC: the visitor's own clock is drawn from it. */
  start: z.string(),
  /** `HH:mm` on the specialist's clock: what a request sends back as time_of_receipt. */
  time: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;
export const slotsAnswerSchema = z.object({
  time_zone: z.string(),
  /** Minutes of the visit the slots are for (the service's, or the default half hour). */
  duration: z.number().int(),
  days: z.array(z.object({ date: z.string(), slots: z.array(slotSchema) })),
});
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;

/** `GET /{lang}/cabinet/appointment-request/{id}/reschedule/`: the link's visit and free slots. */
export const visitRescheduleQuerySchema = visitTokenSchema.extend({
  from: dateSchema.optional(),
  days: z.coerce.number().int().min(1).max(SLOT_DAYS_MAX).optional(),
});

/** `POST` of the same path: the visit moved to a free slot (specialist's date and time). */
export const visitRescheduleSchema = visitTokenSchema.extend({
  date_of_receipt: dateSchema,
  time_of_receipt: timeSchema,
});
