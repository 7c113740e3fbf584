import { CONTACT_NAME_MIN } from '@academy/contract/rules';
import type { ContactFormErrorKey } from './contact-form.message-keys';

export interface ContactFormValues {
  /** The chosen country's name. */
  country: string | null;
  name: string;
  phone: string;
  consent: boolean;
}

export type ContactFormField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactFormField, ContactFormErrorKey>>;

/** `POST /get-feedback/` body (spec 7.5). */
export interface ContactRequestPayload {
  name: string;
  contact_data: string;
  country: string;
}

/** Spec 5, Contact form: country required, name ≥ 4, phone not empty, consent checked. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (values.country === null || values.country === '') errors.country = 'contactForm.required';
  const name = values.name.trim();
  if (name === '') errors.name = 'contactForm.required';
  else if (name.length < CONTACT_NAME_MIN) errors.name = 'contactForm.nameTooShort';
  if (values.phone.trim() === '') errors.phone = 'contactForm.required';
  if (!values.consent) errors.consent = 'contactForm.consentRequired';
  return errors;
}

export function buildContactRequestPayload(values: ContactFormValues): ContactRequestPayload {
  return {
    name: values.name.trim(),
    contact_data: values.phone.trim(),
    country: values.country ?? '',
  };
}
