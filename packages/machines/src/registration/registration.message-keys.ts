/** The keys of its field errors (the validators' and the server's refusals at a field). */
export const REGISTRATION_ERROR_KEYS = [
  'registration.required',
  'registration.emailInvalid',
  'registration.nameTooShort',
  'registration.nameInvalid',
  'registration.professionRequired',
  'registration.passwordTooShort',
  'registration.passwordWeak',
  'registration.passwordMismatch',
  'registration.consentRequired',
  'registration.certificateRequired',
  'registration.invalidFileType',
  'registration.phoneInvalid',
  'registration.emailBusy',
] as const;

/**
 * Every message key the registration flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const REGISTRATION_MESSAGE_KEYS = [
  ...REGISTRATION_ERROR_KEYS,
  'registration.busyUser',
  'registration.statusCode',
  'registration.success',
  'registration.successNote',
] as const;

export type RegistrationMessageKey = (typeof REGISTRATION_MESSAGE_KEYS)[number];
export type RegistrationErrorKey = (typeof REGISTRATION_ERROR_KEYS)[number];
