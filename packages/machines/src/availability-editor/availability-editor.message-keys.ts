/**
 * Every message key the availability editor can emit; the texts are in the ui kit's `flows`
 * namespace (packages/ui/src/i18n/member-flows/availabilityEditor.json), checked by its i18n test.
 * The head of the list is the fields' errors (`AVAILABILITY_EDITOR_ERROR_KEYS`).
 */
export const AVAILABILITY_EDITOR_ERROR_KEYS = [
  'availabilityEditor.timeInvalid',
  'availabilityEditor.endAfterStart',
  'availabilityEditor.rangesOverlap',
  'availabilityEditor.tooMany',
  'availabilityEditor.dateInvalid',
  'availabilityEditor.dateTwice',
  'availabilityEditor.timeZoneUnknown',
  'availabilityEditor.bufferRange',
  'availabilityEditor.noticeRange',
  'availabilityEditor.horizonRange',
  'availabilityEditor.stepInvalid',
] as const;

export const AVAILABILITY_EDITOR_MESSAGE_KEYS = [
  ...AVAILABILITY_EDITOR_ERROR_KEYS,
  'availabilityEditor.loadFailed',
  'availabilityEditor.fixErrors',
  'availabilityEditor.saveFailed',
  'availabilityEditor.saved',
  'availabilityEditor.unsaved',
] as const;

export type AvailabilityEditorErrorKey = (typeof AVAILABILITY_EDITOR_ERROR_KEYS)[number];
export type AvailabilityEditorMessageKey = (typeof AVAILABILITY_EDITOR_MESSAGE_KEYS)[number];
