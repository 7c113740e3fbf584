import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseAccess, courses, profiles, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { accountRow } from './accounts-list.service';

/**
 * Grants course `courseId` to account `id` (an access record, as a free course leaves) or takes
 * its access away, watch progress included; audited when it changed anything.
 */
export function setCourseAccess(
  db: Db,
  id: number,
  input: { courseId: number; granted: boolean },
  actorId: number,
) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, input.courseId));
    if (!user || !course) throw notFound();
    const mine = and(eq(courseAccess.userId, id), eq(courseAccess.courseId, input.courseId));
    const changed = input.granted
      ? await tx
          .insert(courseAccess)
          .values({ userId: id, courseId: input.courseId })
          .onConflictDoNothing()
          .returning({ id: courseAccess.id })
      : await tx.delete(courseAccess).where(mine).returning({ id: courseAccess.id });
    if (!changed.length) return;
    await recordAudit(tx, {
      actorId,
      action: input.granted ? 'account.grant_course' : 'account.revoke_course',
      entity: 'user',
      entityId: id,
      before: { courseId: input.courseId, access: !input.granted },
      after: { courseId: input.courseId, access: input.granted },
    });
  });
}

/** Makes account `id` a specialist (its public page, its calendar) or no longer one. */
export function setSpecialist(db: Db, id: number, isSpecialist: boolean, actorId: number) {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id, isSpecialist: profiles.isSpecialist })
      .from(profiles)
      .where(eq(profiles.userId, id))
      .for('update');
    if (!profile) throw notFound();
    if (profile.isSpecialist !== isSpecialist) {
      await tx.update(profiles).set({ isSpecialist }).where(eq(profiles.id, profile.id));
      await recordAudit(tx, {
        actorId,
        action: 'account.specialist',
        entity: 'user',
        entityId: id,
        before: { isSpecialist: profile.isSpecialist },
        after: { isSpecialist },
      });
    }
    const row = await accountRow(tx, id);
    if (!row) throw notFound();
    return row;
  });
}
