/**
 * Every message key the password-reset flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const PASSWORD_RESET_MESSAGE_KEYS = [
  'passwordReset.checkMailbox',
  'passwordReset.required',
  'passwordReset.emailInvalid',
  'passwordReset.failure',
] as const;

export type PasswordResetMessageKey = (typeof PASSWORD_RESET_MESSAGE_KEYS)[number];
