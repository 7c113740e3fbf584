/**
 * Every message key the login flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const LOGIN_MESSAGE_KEYS = [
  'login.invalidData',
  'login.required',
  'login.emailInvalid',
  'login.passwordTooShort',
] as const;

export type LoginMessageKey = (typeof LOGIN_MESSAGE_KEYS)[number];
