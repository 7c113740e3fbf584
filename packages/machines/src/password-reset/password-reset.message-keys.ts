/** The keys of its field errors (the validators' and the server's refusals at a field). */
export const PASSWORD_RESET_ERROR_KEYS = [
  'passwordReset.required',
  'passwordReset.emailInvalid',
] as const;

/**
 * Every message key the password-reset flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const PASSWORD_RESET_MESSAGE_KEYS = [
  ...PASSWORD_RESET_ERROR_KEYS,
  'passwordReset.checkMailbox',
  'passwordReset.failure',
] as const;

export type PasswordResetMessageKey = (typeof PASSWORD_RESET_MESSAGE_KEYS)[number];
export type PasswordResetErrorKey = (typeof PASSWORD_RESET_ERROR_KEYS)[number];
