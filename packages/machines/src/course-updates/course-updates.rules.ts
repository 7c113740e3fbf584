import { COURSE_UPDATES_CHECK_INTERVAL_MS } from '../constants';

/** A course with new videos or protocols (spec 3, Course update notice). */
export interface CourseUpdate {
  id?: number;
  name: string;
}

/** Milliseconds until the next check is allowed: 0 when never checked or an hour has passed. */
export function msUntilNextUpdatesCheck(lastCheckedAt: number | null, now: number): number {
  if (lastCheckedAt === null) return 0;
  return Math.max(0, lastCheckedAt + COURSE_UPDATES_CHECK_INTERVAL_MS - now);
}
