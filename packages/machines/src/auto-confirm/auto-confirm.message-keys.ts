/**
 * Every message key the auto-confirm flow can emit; the texts are in the ui kit's `flows`
 * namespace for logged-in users (packages/ui/src/i18n/member-flows/<language>.json).
 */
export const AUTO_CONFIRM_MESSAGE_KEYS = ['autoConfirm.saveFailed'] as const;

export type AutoConfirmMessageKey = (typeof AUTO_CONFIRM_MESSAGE_KEYS)[number];
