/**
 * Every message key the change-password flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const CHANGE_PASSWORD_MESSAGE_KEYS = [
  'changePassword.required',
  'changePassword.passwordTooShort',
  'changePassword.weak',
  'changePassword.mismatch',
  'changePassword.wrong',
  'changePassword.success',
  'changePassword.failure',
] as const;

export type ChangePasswordMessageKey = (typeof CHANGE_PASSWORD_MESSAGE_KEYS)[number];
