/**
 * Every message key the visit-cancel flow can emit; the texts are in the ui kit's `flows`
 * namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const VISIT_CANCEL_MESSAGE_KEYS = [
  'visitCancel.confirm',
  'visitCancel.cancelling',
  'visitCancel.cancelledTitle',
  'visitCancel.cancelledText',
  'visitCancel.invalidTitle',
  'visitCancel.invalidText',
  'visitCancel.failed',
  'visitCancel.retry',
] as const;

export type VisitCancelMessageKey = (typeof VISIT_CANCEL_MESSAGE_KEYS)[number];
