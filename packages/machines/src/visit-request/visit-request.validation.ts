import type { PublicAppointmentRequest, TakenHour } from '@academy/contract';
import {
  isSingleLine,
  NAME_MIN,
  PHONE_MIN_DIGITS,
  VISIT_COMMENT_MAX,
} from '@academy/contract/rules';
import { TIME_SELECT_FIRST_HOUR, TIME_SELECT_LAST_HOUR } from '../constants';
import { EMAIL_PATTERN } from '../login/login.validation';
import type { VisitRequestErrorKey } from './visit-request.message-keys';

/** What a visitor types to ask for a visit on a specialist's public page. */
export interface VisitRequestValues {
  name: string;
  phone: string;
  /** Optional: where the confirmation and the link to cancel are sent. */
  email: string;
  /** YYYY-MM-DD */
  date: string;
  /** A whole hour, 6 to 23, or null until chosen. */
  hour: number | null;
  comment: string;
}

export type VisitRequestField = keyof VisitRequestValues;
export type VisitRequestErrors = Partial<Record<VisitRequestField, VisitRequestErrorKey>>;

export type { TakenHour };
/** The body of a visitor's request for a visit, as the contract takes it. */
export type VisitRequestPayload = PublicAppointmentRequest;

export const emptyVisitRequestValues: VisitRequestValues = {
  name: '',
  phone: '',
  email: '',
  date: '',
  hour: null,
  comment: '',
};

/** The hours a visitor can choose: the whole hours of the schedule select, 6:00 to 23:00. */
export function visitHours(): number[] {
  const hours: number[] = [];
  for (let hour = TIME_SELECT_FIRST_HOUR; hour <= TIME_SELECT_LAST_HOUR; hour += 1)
    hours.push(hour);
  return hours;
}

/** `9` → `09:00`. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function isHourTaken(taken: readonly TakenHour[], date: string, hour: number): boolean {
  return taken.some((slot) => slot.date === date && slot.hour === hour);
}

/**
 * Name, phone, date and hour are required (spec 5, as the specialist's own modal); the name and
 * the phone as long as the server asks; the e-mail only checked when given; no date before
 * `today`; an hour already taken is refused before the server refuses it.
 */
export function validateVisitRequest(
  values: VisitRequestValues,
  { today, taken }: { today: string; taken: readonly TakenHour[] },
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
  // Required: the request reaches the specialist once its mail's link is opened (issue 28).
  if (email === '') errors.email = 'visitRequest.required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'visitRequest.emailInvalid';
  if (values.date === '') errors.date = 'visitRequest.required';
  else if (values.date < today) errors.date = 'visitRequest.datePast';
  if (values.hour === null) errors.hour = 'visitRequest.required';
  else if (values.date !== '' && isHourTaken(taken, values.date, values.hour)) {
    errors.hour = 'visitRequest.hourTaken';
  }
  if (values.comment.trim().length > VISIT_COMMENT_MAX) {
    errors.comment = 'visitRequest.commentTooLong';
  }
  return errors;
}

/** The request body: trimmed; the comment only when given. */
export function buildVisitRequestPayload(
  values: VisitRequestValues,
  doctor: number,
): VisitRequestPayload {
  const email = values.email.trim().toLowerCase();
  const comment = values.comment.trim();
  return {
    doctor,
    client_name: values.name.trim(),
    client_phone: values.phone.trim(),
    client_email: email,
    ...(comment ? { client_comments: comment } : {}),
    date_of_receipt: values.date,
    time_of_receipt: hourLabel(values.hour ?? TIME_SELECT_FIRST_HOUR),
  };
}
