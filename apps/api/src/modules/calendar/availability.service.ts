import { randomBytes } from 'node:crypto';
import type { Availability, AvailabilityAnswer } from '@academy/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availability } from '../../db/schema';
import { availabilityOf, availabilityView } from './availability-of';

/**
 * A specialist's own availability in the dashboard (issue 28) and the secret address of their
 * calendar feed. The feed's token is made on the first read: a specialist who never opens the
 * availability tab has no feed to leak.
 */

/** 20 random bytes as 40 uppercase hex digits: the route upper-cases a `{code}` it reads. */
const newFeedToken = () => randomBytes(20).toString('hex').toUpperCase();

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}/`;

/** An availability as its row's columns. */
const columnsOf = (hours: Availability) => ({
  timeZone: hours.time_zone,
  weekly: hours.weekly,
  // Kept by date: the dashboard lists them in calendar order whatever order they were sent in.
  exceptions: [...hours.exceptions].sort((a, b) => a.date.localeCompare(b.date)),
  bufferBefore: hours.buffer_before,
  bufferAfter: hours.buffer_after,
  minNotice: hours.min_notice,
  horizonDays: hours.horizon_days,
  slotStep: hours.slot_step,
});

/**
 * Writes the feed token `token` (null: keep the row's, or make one when it has none), creating
 * the row from the specialist's current availability (their country's default) when missing.
 */
async function storeFeedToken(db: Db, doctorId: number, token: string | null) {
  const hours = await availabilityOf(db, doctorId);
  const [row] = await db
    .insert(availability)
    .values({ doctorId, ...columnsOf(hours), feedToken: token ?? newFeedToken() })
    .onConflictDoUpdate({
      target: availability.doctorId,
      // Two first reads at once: both keep the token the first one wrote.
      set: {
        feedToken: token ?? sql`coalesce(${availability.feedToken}, excluded.feed_token)`,
      },
    })
    .returning();
  if (!row?.feedToken) throw new Error('the feed token was not stored');
  return row;
}

/** `GET /cabinet/availability/`: the availability and the feed's address (made on first read). */
export async function ownAvailability(
  db: Db,
  publicUrl: string,
  doctorId: number,
): Promise<AvailabilityAnswer> {
  const [stored] = await db.select().from(availability).where(eq(availability.doctorId, doctorId));
  const row = stored?.feedToken ? stored : await storeFeedToken(db, doctorId, null);
  return { ...availabilityView(row), feed_url: feedUrl(publicUrl, row.feedToken ?? '') };
}

/** `PUT /cabinet/availability/`: the whole availability replaced; the feed's token is kept. */
export async function saveAvailability(
  db: Db,
  publicUrl: string,
  doctorId: number,
  hours: Availability,
): Promise<AvailabilityAnswer> {
  const columns = { ...columnsOf(hours), updatedAt: new Date() };
  await db
    .insert(availability)
    .values({ doctorId, ...columns })
    .onConflictDoUpdate({ target: availability.doctorId, set: columns });
  return ownAvailability(db, publicUrl, doctorId);
}

/** `POST /cabinet/availability/feed/`: a new secret address; the old one answers 404 from now on. */
export async function regenerateFeed(db: Db, publicUrl: string, doctorId: number) {
  const row = await storeFeedToken(db, doctorId, newFeedToken());
  return { feed_url: feedUrl(publicUrl, row.feedToken ?? '') };
}
