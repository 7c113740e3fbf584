import {
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentRequestSchema,
  appointmentSchema,
  publicAppointmentRequestSchema,
  visitCancelSchema,
} from '../appointments';
import { errorResponseSchema } from '../country';
import { endpoint } from '../endpoint';
import { notYours } from './shared';

/** The paths several methods of this file share, each written once. */
const CABINET_APPOINTMENT_PATH = '/cabinet/appointment/';
const CABINET_APPOINTMENT_BY_ID_PATH = '/cabinet/appointment/{id}/';

const common = { tag: 'appointments', auth: 'token' } as const;
const errors = {
  404: notYours,
  409: {
    description: "'The selected date and time are already occupied'",
    schema: errorResponseSchema,
  },
};
const calendarWriteErrors = {
  403: { description: 'Not your calendar', schema: errorResponseSchema },
  ...errors,
};
const statusChange = {
  ...common,
  designed: true,
  method: 'post',
  // Confirmed visits are the specialist's taken hours on the public page.
  invalidates: ['appointments'],
  responses: { 200: { description: 'Saved', schema: appointmentSchema }, ...errors },
} as const;

/** A visitor's side of a specialist's public page: taken hours, a request, its cancel link. */
const visitor = { tag: 'appointments', auth: 'none', designed: true } as const;
const noPublicPage = { description: 'No such public specialist', schema: errorResponseSchema };

export const addAppointment = endpoint({
  ...common,
  method: 'post',
  paths: [CABINET_APPOINTMENT_PATH],
  // Confirmed visits are the specialist's taken hours on the public page.
  invalidates: ['appointments'],
  summary: "Add an appointment to one's own calendar (doctor = own user id)",
  body: appointmentRequestSchema,
  responses: {
    201: { description: 'Created', schema: appointmentSchema },
    ...calendarWriteErrors,
  },
});

export const replaceAppointment = endpoint({
  ...common,
  method: 'put',
  paths: [CABINET_APPOINTMENT_BY_ID_PATH],
  // Confirmed visits are the specialist's taken hours on the public page.
  invalidates: ['appointments'],
  summary: 'Edit an own appointment; confirmation true confirms, false keeps the status',
  body: appointmentRequestSchema,
  responses: {
    200: { description: 'Saved', schema: appointmentSchema },
    ...calendarWriteErrors,
  },
});

export const appointments = endpoint({
  ...common,
  designed: true,
  method: 'get',
  paths: [CABINET_APPOINTMENT_PATH],
  summary: "The specialist's appointments by date and time (requests-list and calendar)",
  query: appointmentListQuerySchema,
  responses: { 200: { description: 'Appointments', schema: appointmentListSchema } },
});

export const appointment = endpoint({
  ...common,
  designed: true,
  method: 'get',
  paths: [CABINET_APPOINTMENT_BY_ID_PATH],
  summary: 'One own appointment',
  responses: {
    200: { description: 'Appointment', schema: appointmentSchema },
    404: errors[404],
  },
});

export const confirm = endpoint({
  ...statusChange,
  paths: ['/cabinet/appointment/{id}/confirm/'],
  summary:
    'Confirm: exactly one confirmed appointment per specialist, date and hour (DB ' +
    'constraint); the visitor of a public request gets the calendar invitation',
});

export const cancel = endpoint({
  ...statusChange,
  paths: ['/cabinet/appointment/{id}/cancel/'],
  summary: 'Cancel an appointment (frees its slot); a confirmed visitor gets its withdrawal',
});

export const requestVisit = endpoint({
  ...visitor,
  method: 'post',
  paths: ['/{lang}/cabinet/appointment-request/'],
  // No invalidation: a waiting request holds no slot (confirm-email's answer may).
  summary:
    "A visitor's request from a specialist's public page, for an offered slot: kept new and " +
    'unseen by the specialist until the visitor opens the link mailed to client_email (confirm-' +
    'email); rate-limited, and capped per day per address and per specialist (429)',
  body: publicAppointmentRequestSchema,
  rateLimit: 'appointment_request',
  responses: {
    201: { description: 'Sent (status new or confirmed)', schema: appointmentSchema },
    404: noPublicPage,
    409: {
      description: "'The selected date and time are already occupied'",
      schema: errorResponseSchema,
    },
  },
});

export const cancelVisit = endpoint({
  ...visitor,
  method: 'post',
  paths: ['/{lang}/cabinet/appointment-request/{id}/cancel/'],
  // An auto-confirmed request takes an hour; a cancel frees one.
  invalidates: ['appointments'],
  summary:
    "A visitor cancels their request with the e-mail link's signed token (frees the hour); " +
    'already cancelled: the same answer again; rate-limited',
  body: visitCancelSchema,
  rateLimit: 'visit_cancel',
  responses: {
    200: { description: 'Cancelled', schema: appointmentSchema },
    403: { description: 'The token is not this request’s', schema: errorResponseSchema },
    404: { description: 'No such request', schema: errorResponseSchema },
    410: { description: 'The visit has already taken place', schema: errorResponseSchema },
  },
});
