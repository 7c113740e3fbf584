/**
 * Every message key the course-catalogue flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const COURSE_CATALOGUE_MESSAGE_KEYS = [
  'courseCatalogue.results',
  'courseCatalogue.loadMore',
  'courseCatalogue.empty',
] as const;

export type CourseCatalogueMessageKey = (typeof COURSE_CATALOGUE_MESSAGE_KEYS)[number];
