/**
 * Every message key the course-updates flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const COURSE_UPDATES_MESSAGE_KEYS = [
  'courseUpdates.title',
  'courseUpdates.description',
  'courseUpdates.close',
] as const;

export type CourseUpdatesMessageKey = (typeof COURSE_UPDATES_MESSAGE_KEYS)[number];
