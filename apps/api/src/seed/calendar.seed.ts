import {
  defaultAvailability,
  type ProfileCurrency,
  timeZoneOfCountry,
  type WorkRange,
} from '@academy/contract';
import type { Db } from '../db/client';
import { availability, services } from '../db/schema';
import { t } from './text';

/**
 * The demo specialists' calendars (issue 28): the issue's journey week, Monday to Friday
 * 09:00–13:00 and 14:00–18:00 with a quarter of an hour after each visit, in the zone of their
 * country, and two services, a consultation at their page's price and a shorter follow-up.
 */

export interface DemoCalendarOwner {
  userId: number;
  /** The profile's country, as the seed keeps it (`Moldova`, `Romania`). */
  country: string;
  /** The consultation's price on their page, in its currency. */
  price: number;
  currency: ProfileCurrency;
  /** Minutes kept free after each visit (DEMO_BUFFER_AFTER unless told). */
  bufferAfter?: number;
}

const WORKDAY: WorkRange[] = [
  { start: '09:00', end: '13:00' },
  { start: '14:00', end: '18:00' },
];

/** After each visit: time to note the visit and prepare the room. */
export const DEMO_BUFFER_AFTER = 15;

const consultation = t('Consultație', 'Консультация', 'Consultation', 'Consultation', 'Consulta');
const followUp = t(
  'Vizită de control',
  'Повторный приём',
  'Follow-up visit',
  'Visite de contrôle',
  'Visita de control',
);

export async function seedCalendars(db: Db, owners: readonly DemoCalendarOwner[]) {
  if (owners.length === 0) return;
  await db.insert(availability).values(
    owners.map((owner) => {
      const base = defaultAvailability(timeZoneOfCountry(owner.country));
      return {
        doctorId: owner.userId,
        timeZone: base.time_zone,
        weekly: {
          ...base.weekly,
          mon: WORKDAY,
          tue: WORKDAY,
          wed: WORKDAY,
          thu: WORKDAY,
          fri: WORKDAY,
        },
        bufferAfter: owner.bufferAfter ?? DEMO_BUFFER_AFTER,
        minNotice: base.min_notice,
        horizonDays: base.horizon_days,
        slotStep: base.slot_step,
      };
    }),
  );
  await db.insert(services).values(
    owners.flatMap((owner) => [
      {
        doctorId: owner.userId,
        name: consultation,
        durationMinutes: 60,
        price: owner.price,
        currency: owner.currency,
        position: 0,
      },
      {
        doctorId: owner.userId,
        name: followUp,
        durationMinutes: 30,
        price: Math.round(owner.price / 2),
        currency: owner.currency,
        position: 1,
      },
    ]),
  );
}
