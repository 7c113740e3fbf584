import { z } from 'zod';
import { translatedAnswerSchema } from './back-office/authoring';
import { emailSchema, paginatedSchema, positiveIntSchema, singleLine } from './common';
import { languageSchema } from './languages';
import { NAME_MIN, PHONE_MIN_DIGITS, VISIT_COMMENT_MAX } from './limits';

export const APPOINTMENT_CONFLICT = 'The selected date and time are already occupied';
export const APPOINTMENT_STATUSES = ['new', 'confirmed', 'cancelled'] as const;

/** ISO date within years PostgreSQL and a calendar both accept (no year 0, no year 99999). */
export const dateSchema = z.iso.date().refine((d) => {
  const year = Number(d.slice(0, 4));
  return year >= 1900 && year <= 2199;
}, 'Date out of range.');
/** HH:mm; an empty time is sent as 00:00 by the client (spec 5). */
export const timeSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Time must be HH:mm.')
  .transform((t) => t.slice(0, 5));

/** `POST /cabinet/appointment/` and `PUT /cabinet/appointment/{id}/` body (spec 7.5). */
export const appointmentRequestSchema = z.object({
  client_name: singleLine(z.string().trim().min(1).max(200)),
  client_phone: z.string().trim().min(1).max(40),
  client_comments: z.string().trim().max(VISIT_COMMENT_MAX).optional(),
  time_of_receipt: timeSchema,
  date_of_receipt: dateSchema,
  confirmation: z.boolean().optional(),
  doctor: positiveIntSchema,
  lang: languageSchema.optional(),
  duration: z
    .string()
    .regex(/^\d{2}:[0-5]\d$/)
    .optional(),
});

export const appointmentSchema = z.object({
  id: z.number().int(),
  client_name: z.string(),
  client_phone: z.string(),
  client_comments: z.string(),
  time_of_receipt: z.string(),
  date_of_receipt: z.string(),
  duration: z.string(),
  confirmation: z.boolean(),
  status: z.enum(APPOINTMENT_STATUSES),
  doctor: z.number().int(),
  lang: z.string(),
  source: z.enum(['dashboard', 'page']),
  /** The visitor's e-mail of a public request ('' when none was given). */
  client_email: z.string().optional(),
  /** The service booked (its duration is the visit's), or null. */
  service: z.number().int().nullable().optional(),
  /** Its name in the five languages, in the specialist's list (issue 28). */
  service_name: translatedAnswerSchema.nullable().optional(),
  /** The visit's start and end as instants (ISO 8601, UTC), and the specialist's zone they are in. */
  starts_at: z.string().optional(),
  ends_at: z.string().optional(),
  time_zone: z.string().optional(),
  /** A public request whose visitor has not yet confirmed their e-mail address (issue 28). */
  awaiting_email: z.boolean().optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentListSchema = paginatedSchema(appointmentSchema);
export const appointmentListQuerySchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
  page: positiveIntSchema.optional(),
  page_size: z.coerce.number().int().positive().max(500).optional(),
});

/** Designed: a visitor asks for an appointment on a specialist's public page. */
export const publicAppointmentRequestSchema = z.object({
  doctor: positiveIntSchema,
  client_name: singleLine(z.string().trim().min(NAME_MIN).max(200)),
  client_phone: z.string().trim().min(PHONE_MIN_DIGITS).max(40),
  client_comments: z.string().trim().max(VISIT_COMMENT_MAX).optional(),
  /**
   * Where the confirmation link, the calendar invitation and the cancel and reschedule links are
   * sent; the specialist sees the request only once its link is opened (issue 28).
   */
  client_email: emailSchema,
  /** The service chosen on the page; none: the default half hour (spec 5). */
  service: positiveIntSchema.optional(),
  /** A free slot's date and time on the specialist's clock (`GET …/slots/`). */
  date_of_receipt: dateSchema,
  time_of_receipt: timeSchema,
});
export type PublicAppointmentRequest = z.input<typeof publicAppointmentRequestSchema>;

/**
 * `POST /{lang}/cabinet/appointment-request/{id}/cancel/`: a visitor cancels their own request
 * with the signed token of the e-mail's link, no account needed (designed).
 */
export const visitCancelSchema = z.object({ token: z.string().trim().min(16).max(200) });
/** The signed token of a visitor's link (confirm the e-mail, cancel, reschedule). */
export const visitTokenSchema = visitCancelSchema;
