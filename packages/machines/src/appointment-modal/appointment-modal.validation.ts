import type { Language } from '@academy/contract';
import type { TranslatedText } from '@academy/contract/back-office/authoring';
import { isSingleLine } from '@academy/contract/rules';
import {
  DEFAULT_APPOINTMENT_TIME,
  DEFAULT_SCHEDULE_DURATION,
  TIME_SELECT_FIRST_HOUR,
  TIME_SELECT_LAST_HOUR,
} from '../constants';

/**
 * The time field's placeholder: the draft's default time is the literal 'HH:mm'
 * (spec 3, Add-schedule draft), which must not be saved (spec 5).
 */
export const APPOINTMENT_TIME_PLACEHOLDER = 'HH:mm';

/**
 * What an empty comment is sent as (spec 5 says 'a default word' without naming it): a dash
 * reads the same in every interface language.
 */
export const APPOINTMENT_EMPTY_COMMENT = '-';

/** The modal's fields (spec 3, Add-schedule draft). */
export interface AppointmentDraft {
  id: number | null;
  name: string;
  phone: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, or the placeholder until chosen */
  time: string;
  duration: string;
  comment: string;
}

export type AppointmentField = 'name' | 'phone' | 'date' | 'time' | 'comment' | 'duration';

/** An appointment's status (spec 3, Appointment). */
export type AppointmentRequestStatus = 'new' | 'confirmed' | 'cancelled';

/** An appointment as the server lists it (spec 3, Appointment). */
export interface Appointment {
  id: number;
  client_name: string;
  client_phone: string;
  client_comments: string;
  /** HH:mm or HH:mm:ss */
  time_of_receipt: string;
  /** YYYY-MM-DD */
  date_of_receipt: string;
  confirmation: boolean;
  /** The server's status; without it, `confirmation` tells new from confirmed. */
  status?: AppointmentRequestStatus;
  /** HH:mm, the visit's length (spec 3, Add-schedule draft). */
  duration?: string;
  /** The service the visitor booked on the public page (issue 28), and its name, or null. */
  service?: number | null;
  service_name?: TranslatedText | null;
  doctor: number;
  lang: Language | string;
}

/** New, confirmed or cancelled: the server's status, else what `confirmation` says. */
export function appointmentStatus(appointment: Appointment): AppointmentRequestStatus {
  return appointment.status ?? (appointment.confirmation ? 'confirmed' : 'new');
}

/** The body of POST / PUT /cabinet/appointment/{id}/ (spec 7.5). */
export interface AppointmentPayload {
  client_name: string;
  client_phone: string;
  client_comments: string;
  time_of_receipt: string;
  confirmation: false;
  doctor: number;
  lang: Language;
  date_of_receipt: string;
  /** HH:mm, the draft's duration (default 00:30); the server keeps it with the visit. */
  duration: string;
}

export function emptyAppointmentDraft(patch: Partial<AppointmentDraft> = {}): AppointmentDraft {
  return {
    id: null,
    name: '',
    phone: '',
    date: '',
    time: APPOINTMENT_TIME_PLACEHOLDER,
    duration: DEFAULT_SCHEDULE_DURATION,
    comment: '',
    ...patch,
  };
}

/** The draft of an existing appointment, for editing. */
export function appointmentToDraft(appointment: Appointment): AppointmentDraft {
  return emptyAppointmentDraft({
    id: appointment.id,
    name: appointment.client_name,
    phone: appointment.client_phone,
    date: appointment.date_of_receipt,
    time: appointment.time_of_receipt.slice(0, 5),
    ...(appointment.duration ? { duration: appointment.duration.slice(0, 5) } : {}),
    comment:
      appointment.client_comments === APPOINTMENT_EMPTY_COMMENT ? '' : appointment.client_comments,
  });
}

export type AppointmentErrors = Partial<
  Record<AppointmentField, 'appointment.fillInField' | 'appointment.nameInvalid'>
>;

/**
 * Name, phone, date and time are required; the time must not be the placeholder (spec 5); the
 * name is one line.
 */
export function validateAppointment(draft: AppointmentDraft): AppointmentErrors {
  const errors: AppointmentErrors = {};
  for (const field of ['name', 'phone', 'date'] as const) {
    if (draft[field].trim() === '') errors[field] = 'appointment.fillInField';
  }
  // A line break in the name would reach the visitor's calendar file.
  if (!errors.name && !isSingleLine(draft.name.trim())) errors.name = 'appointment.nameInvalid';
  const time = draft.time.trim();
  if (time === '' || time === APPOINTMENT_TIME_PLACEHOLDER) errors.time = 'appointment.fillInField';
  return errors;
}

const hourOf = (time: string) => time.trim().split(':')[0]?.padStart(2, '0') ?? '';

/**
 * Another confirmed appointment on the same date and the same hour (spec 4, 5). The edited
 * appointment itself never conflicts.
 */
export function findAppointmentConflict(
  draft: AppointmentDraft,
  appointments: readonly Appointment[],
): Appointment | undefined {
  return appointments.find(
    (other) =>
      appointmentStatus(other) === 'confirmed' &&
      other.id !== draft.id &&
      other.date_of_receipt === draft.date &&
      hourOf(other.time_of_receipt) === hourOf(draft.time),
  );
}

/**
 * The request body: confirmation is always false; an empty comment becomes
 * APPOINTMENT_EMPTY_COMMENT and an empty time 00:00 (spec 5). The duration goes with it (the
 * contract's optional field; spec 7 leaves it out, the server keeps 00:30 without it).
 */
export function buildAppointmentPayload(
  draft: AppointmentDraft,
  options: { doctor: number; lang: Language },
): AppointmentPayload {
  const time = draft.time.trim();
  return {
    client_name: draft.name.trim(),
    client_phone: draft.phone.trim(),
    client_comments: draft.comment.trim() || APPOINTMENT_EMPTY_COMMENT,
    time_of_receipt:
      time === '' || time === APPOINTMENT_TIME_PLACEHOLDER ? DEFAULT_APPOINTMENT_TIME : time,
    confirmation: false,
    doctor: options.doctor,
    lang: options.lang,
    date_of_receipt: draft.date,
    duration: /^\d{2}:[0-5]\d$/.test(draft.duration.trim())
      ? draft.duration.trim()
      : DEFAULT_SCHEDULE_DURATION,
  };
}

/** The time select of narrow screens: hourly options from 6:00 to 23:00 (spec 2.9, 9). */
export function hourlyTimeOptions(): string[] {
  const options: string[] = [];
  for (let hour = TIME_SELECT_FIRST_HOUR; hour <= TIME_SELECT_LAST_HOUR; hour += 1) {
    options.push(`${String(hour).padStart(2, '0')}:00`);
  }
  return options;
}
