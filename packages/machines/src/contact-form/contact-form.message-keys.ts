/** The keys of its field errors (the validators' and the server's refusals at a field). */
export const CONTACT_FORM_ERROR_KEYS = [
  'contactForm.required',
  'contactForm.nameTooShort',
  'contactForm.consentRequired',
] as const;

/**
 * Every message key the contact-form flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const CONTACT_FORM_MESSAGE_KEYS = [
  ...CONTACT_FORM_ERROR_KEYS,
  'contactForm.submit',
  'contactForm.loading',
  'contactForm.sentTitle',
  'contactForm.sentText',
] as const;

export type ContactFormMessageKey = (typeof CONTACT_FORM_MESSAGE_KEYS)[number];
export type ContactFormErrorKey = (typeof CONTACT_FORM_ERROR_KEYS)[number];
