/**
 * Every message key the course-start flow can emit; the texts are in the ui kit's `flows`
 * namespace for logged-in users (packages/ui/src/i18n/member-flows/<language>.json): only a
 * logged-in user starts a course (a visitor's button leads to login).
 */
export const COURSE_START_MESSAGE_KEYS = [
  'courseStart.start',
  'courseStart.starting',
  'courseStart.failed',
] as const;

export type CourseStartMessageKey = (typeof COURSE_START_MESSAGE_KEYS)[number];
