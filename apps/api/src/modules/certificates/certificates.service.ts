import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, profiles } from '../../db/schema';

/** A course certificate by its code, with the user who holds it; null for an unknown code. */
export async function certificateByCode(db: Db, code: string) {
  const [row] = await db
    .select({ certificate: certificates, userId: profiles.userId })
    .from(certificates)
    .innerJoin(profiles, eq(profiles.id, certificates.userProfileId))
    .where(and(eq(certificates.code, code), eq(certificates.forCompletingTheCourse, true)));
  return row ?? null;
}
