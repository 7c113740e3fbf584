/**
 * Every message key the password-reset-confirm flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const PASSWORD_RESET_CONFIRM_MESSAGE_KEYS = [
  'passwordResetConfirm.done',
  'passwordResetConfirm.invalidLink',
  'passwordResetConfirm.failure',
] as const;

export type PasswordResetConfirmMessageKey = (typeof PASSWORD_RESET_CONFIRM_MESSAGE_KEYS)[number];
