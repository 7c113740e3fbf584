/**
 * Every message key the visit-confirm flow can emit; the texts are in the ui kit's
 * `member-flows` (the page loads them, Home's texts stay as they were), checked by its i18n test.
 */
export const VISIT_CONFIRM_MESSAGE_KEYS = [
  'visitConfirm.confirming',
  'visitConfirm.confirmedTitle',
  'visitConfirm.confirmedText',
  'visitConfirm.receivedTitle',
  'visitConfirm.receivedText',
  'visitConfirm.takenTitle',
  'visitConfirm.takenText',
  'visitConfirm.invalidTitle',
  'visitConfirm.invalidText',
  'visitConfirm.expiredTitle',
  'visitConfirm.expiredText',
  'visitConfirm.failed',
  'visitConfirm.retry',
] as const;

export type VisitConfirmMessageKey = (typeof VISIT_CONFIRM_MESSAGE_KEYS)[number];
