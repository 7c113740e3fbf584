import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseAccess } from '../../db/schema';
import { HttpError } from '../../lib/errors';

/**
 * The page editor is unlocked ("available when purchasing the course", spec 2.9) once the user
 * owns a course: an access record, which a paid order or a free course creates.
 */
export async function isMyPageAvailable(db: Db, userId: number): Promise<boolean> {
  const [access] = await db
    .select({ id: courseAccess.id })
    .from(courseAccess)
    .where(eq(courseAccess.userId, userId))
    .limit(1);
  return access !== undefined;
}

/** Publishing the page is the unlocked editor's right; hiding it is always allowed. */
export async function assertMayPublish(db: Db, userId: number, publish: boolean | undefined) {
  if (publish && !(await isMyPageAvailable(db, userId))) {
    throw new HttpError(403, 'Your page can be published once you have bought a course.');
  }
}
