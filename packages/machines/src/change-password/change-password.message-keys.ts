/** The keys of its field errors (the validators' and the server's refusals at a field). */
export const CHANGE_PASSWORD_ERROR_KEYS = [
  'changePassword.required',
  'changePassword.passwordTooShort',
  'changePassword.weak',
  'changePassword.mismatch',
  /** The server's answer: the current password is not the account's. */
  'changePassword.wrong',
] as const;

/**
 * Every message key the change-password flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const CHANGE_PASSWORD_MESSAGE_KEYS = [
  ...CHANGE_PASSWORD_ERROR_KEYS,
  'changePassword.success',
  'changePassword.failure',
] as const;

export type ChangePasswordMessageKey = (typeof CHANGE_PASSWORD_MESSAGE_KEYS)[number];
export type ChangePasswordErrorKey = (typeof CHANGE_PASSWORD_ERROR_KEYS)[number];
