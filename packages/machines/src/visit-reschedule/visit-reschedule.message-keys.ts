/**
 * Every message key the visit-reschedule flow can emit; the texts are in the ui kit's
 * `member-flows` (the page loads them, Home's texts stay as they were), checked by its i18n test.
 */
export const VISIT_RESCHEDULE_MESSAGE_KEYS = [
  'visitReschedule.chooseSlot',
  'visitReschedule.slotTaken',
  'visitReschedule.submit',
  'visitReschedule.moving',
  'visitReschedule.movedTitle',
  'visitReschedule.movedText',
  'visitReschedule.invalidTitle',
  'visitReschedule.invalidText',
  'visitReschedule.goneTitle',
  'visitReschedule.goneText',
  'visitReschedule.loadFailed',
  'visitReschedule.failed',
  'visitReschedule.retry',
] as const;

export type VisitRescheduleMessageKey = (typeof VISIT_RESCHEDULE_MESSAGE_KEYS)[number];
