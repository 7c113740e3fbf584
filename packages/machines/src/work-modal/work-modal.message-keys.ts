/**
 * Every message key the work-modal flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const WORK_MODAL_MESSAGE_KEYS = [
  'workModal.titleRequired',
  'workModal.imageRefused',
] as const;

export type WorkModalMessageKey = (typeof WORK_MODAL_MESSAGE_KEYS)[number];
