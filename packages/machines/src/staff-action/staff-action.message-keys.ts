/**
 * Every message key the staff-action flow can emit; the texts are in the ui kit's staff `flows`
 * namespace (packages/ui/src/i18n/staff-flows/staffAction.json), which only the back office loads.
 */
export const STAFF_ACTION_MESSAGE_KEYS = [
  'staffAction.failed',
  'staffAction.checkFields',
  'staffAction.fieldRefused',
] as const;

export type StaffActionMessageKey = (typeof STAFF_ACTION_MESSAGE_KEYS)[number];
