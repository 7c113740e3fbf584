import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courses, courseUpdateNotices } from '../../db/schema';

/**
 * Tells a published course's buyers that it has a new video or protocol (spec 4, course-updates
 * modal): one notice per addition, which the dashboard shows to each buyer who has not seen it.
 * A draft's buyers are not told (nobody buys a draft; one unpublished for a while is not news).
 */
export async function noticeCourseAddition(
  db: Db | Tx,
  courseId: number,
  kind: 'video' | 'protocol',
): Promise<boolean> {
  const [course] = await db
    .select({ published: courses.isActive })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course?.published) return false;
  await db.insert(courseUpdateNotices).values({ courseId, kind });
  return true;
}
