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

/**
 * The pages the modal may open over: those a user browses (Home, the catalogue, a course's page),
 * under their language. A task (the dashboard's lists and forms, a checkout, a login, the back
 * office) is never covered by it: the news wait for the next browsing page.
 */
const BROWSING_PATH = /^\/[a-z]{2}(\/(category|course\/[^/]+))?\/?$/;
export const courseUpdatesMayOpenAt = (pathname: string) => BROWSING_PATH.test(pathname);
