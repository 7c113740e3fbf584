/** The keys of its field errors (the validators' and the server's refusals at a field). */
export const LOGIN_ERROR_KEYS = [
  'login.required',
  'login.emailInvalid',
  'login.passwordTooShort',
] as const;

/**
 * Every message key the login flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const LOGIN_MESSAGE_KEYS = [
  ...LOGIN_ERROR_KEYS,
  'login.invalidData',
  // An account not open yet (login.refusal.ts): waiting for review, or declined.
  'login.pending',
  'login.declined',
] as const;

export type LoginMessageKey = (typeof LOGIN_MESSAGE_KEYS)[number];
export type LoginErrorKey = (typeof LOGIN_ERROR_KEYS)[number];
