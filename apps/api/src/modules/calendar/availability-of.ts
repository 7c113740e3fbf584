import { type Availability, defaultAvailability, timeZoneOfCountry } from '@academy/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { availability, profiles } from '../../db/schema';

type Row = typeof availability.$inferSelect;

export function availabilityView(row: Row): Availability {
  return {
    time_zone: row.timeZone,
    weekly: row.weekly,
    exceptions: row.exceptions,
    buffer_before: row.bufferBefore,
    buffer_after: row.bufferAfter,
    min_notice: row.minNotice,
    horizon_days: row.horizonDays,
    slot_step: row.slotStep as Availability['slot_step'],
  };
}

/**
 * When specialist `doctorId` receives: what they saved, or (never saved) the default week in the
 * zone of their profile's country.
 */
export async function availabilityOf(db: Db | Tx, doctorId: number): Promise<Availability> {
  const [row] = await db.select().from(availability).where(eq(availability.doctorId, doctorId));
  if (row) return availabilityView(row);
  const [profile] = await db
    .select({ country: profiles.city })
    .from(profiles)
    .where(eq(profiles.userId, doctorId));
  return defaultAvailability(timeZoneOfCountry(profile?.country ?? ''));
}
