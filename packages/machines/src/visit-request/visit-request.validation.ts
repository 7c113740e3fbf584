import type { PublicAppointmentRequest } from '@academy/contract';
import {
  EMAIL_PATTERN,
  isSingleLine,
  NAME_MIN,
  PHONE_MIN_DIGITS,
  VISIT_COMMENT_MAX,
} from '@academy/contract/rules';
import type { ChosenSlot } from '../slot-picking';
import type { VisitRequestErrorKey } from './visit-request.message-keys';

/** What a visitor types to ask for a visit on a specialist's public page. */
export interface VisitRequestValues {
  name: string;
  phone: string;
  /** Where the confirmation link goes: the request reaches the specialist once it is opened. */
  email: string;
  comment: string;
}

export type VisitRequestField = keyof VisitRequestValues | 'slot';
export type VisitRequestErrors = Partial<Record<VisitRequestField, VisitRequestErrorKey>>;

/** The body of a visitor's request for a visit, as the contract takes it. */
export type VisitRequestPayload = PublicAppointmentRequest;

export const emptyVisitRequestValues: VisitRequestValues = {
  name: '',
  phone: '',
  email: '',
  comment: '',
};

/**
 * Name, phone, e-mail and a free slot are required; the name and the phone as long as the
 * server asks, the name on one line (it reaches calendar files), the e-mail as the server checks
 * it (issue 28: the request waits for its link to be opened).
 */
export function validateVisitRequest(
  values: VisitRequestValues,
  slot: ChosenSlot | null,
): VisitRequestErrors {
  const errors: VisitRequestErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'visitRequest.required';
  else if (name.length < NAME_MIN) errors.name = 'visitRequest.nameTooShort';
  else if (!isSingleLine(name)) errors.name = 'visitRequest.nameInvalid';
  const phone = values.phone.trim();
  if (phone === '') errors.phone = 'visitRequest.required';
  else if (phone.length < PHONE_MIN_DIGITS) errors.phone = 'visitRequest.phoneTooShort';
  const email = values.email.trim();
  if (email === '') errors.email = 'visitRequest.required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'visitRequest.emailInvalid';
  if (slot === null) errors.slot = 'visitRequest.chooseSlot';
  if (values.comment.trim().length > VISIT_COMMENT_MAX) {
    errors.comment = 'visitRequest.commentTooLong';
  }
  return errors;
}

/** The request body: trimmed; the comment and the service only when given. */
export function buildVisitRequestPayload(
  values: VisitRequestValues,
  { doctor, service, slot }: { doctor: number; service: number | null; slot: ChosenSlot },
): VisitRequestPayload {
  const comment = values.comment.trim();
  return {
    doctor,
    client_name: values.name.trim(),
    client_phone: values.phone.trim(),
    client_email: values.email.trim().toLowerCase(),
    ...(comment ? { client_comments: comment } : {}),
    ...(service === null ? {} : { service }),
    date_of_receipt: slot.date,
    time_of_receipt: slot.time,
  };
}
