import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, courses, profiles } from '../../db/schema';

/** Issues the course's completion certificate to the user once (on 100 % progress). */
export async function issueCompletionCertificate(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({ profileId: profiles.id, course: courses })
    .from(profiles)
    .innerJoin(courses, eq(courses.id, courseId))
    .where(eq(profiles.userId, userId));
  if (!row?.course.completionCertificate) return;
  const [existing] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userProfileId, row.profileId), eq(certificates.courseId, courseId)));
  if (existing) return;
  await db.insert(certificates).values({
    userProfileId: row.profileId,
    image: row.course.completionCertificate,
    show: true,
    forCompletingTheCourse: true,
    title: row.course.name,
    courseName: row.course.name,
    courseId,
  });
}
