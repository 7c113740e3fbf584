import { appointmentSchema, visitTokenSchema } from '../appointments';
import {
  availabilityAnswerSchema,
  availabilitySchema,
  calendarFeedSchema,
  publicServiceListSchema,
  serviceBodySchema,
  serviceListSchema,
  serviceOrderSchema,
  serviceSchema,
  slotsAnswerSchema,
  slotsQuerySchema,
  visitRescheduleQuerySchema,
  visitRescheduleSchema,
} from '../calendar';
import { errorResponseSchema } from '../country';
import { endpoint } from '../endpoint';
import { notYours } from './shared';

/** The paths several methods of this file share, each written once. */
const CABINET_AVAILABILITY_PATH = '/cabinet/availability/';
const CABINET_SERVICES_PATH = '/cabinet/services/';
const CABINET_SERVICES_BY_ID_PATH = '/cabinet/services/{id}/';
const LANG_CABINET_APPOINTMENT_REQUEST_BY_ID_RESCHEDULE_PATH =
  '/{lang}/cabinet/appointment-request/{id}/reschedule/';

/**
 * A specialist's calendar (issue 28): their hours and services (dashboard), the free slots a
 * visitor books from, the visitor's e-mail confirmation and rescheduling by their mail's signed
 * links, and the private feed a phone's calendar subscribes to.
 */
const own = { tag: 'calendar', auth: 'token', designed: true } as const;
const visitor = { tag: 'calendar', auth: 'none', designed: true } as const;
const noPublicPage = { description: 'No such public specialist', schema: errorResponseSchema };
const badLink = { description: 'The token is not this request’s', schema: errorResponseSchema };
const taken = {
  description: "'The selected date and time are already occupied'",
  schema: errorResponseSchema,
};

export const availability = endpoint({
  ...own,
  method: 'get',
  paths: [CABINET_AVAILABILITY_PATH],
  summary: 'Own working hours, days off, exceptions, zone, buffers, notice and horizon',
  responses: { 200: { description: 'Availability', schema: availabilityAnswerSchema } },
});

export const saveAvailability = endpoint({
  ...own,
  method: 'put',
  paths: [CABINET_AVAILABILITY_PATH],
  // The public page's free slots follow the hours.
  invalidates: ['appointments'],
  summary: 'Replace own availability (the whole document)',
  body: availabilitySchema,
  responses: { 200: { description: 'Saved', schema: availabilityAnswerSchema } },
});

export const regenerateFeed = endpoint({
  ...own,
  method: 'post',
  paths: ['/cabinet/availability/feed/'],
  summary: 'A new secret address for the calendar feed; the old one stops answering',
  responses: { 200: { description: 'The new address', schema: calendarFeedSchema } },
});

export const services = endpoint({
  ...own,
  method: 'get',
  paths: [CABINET_SERVICES_PATH],
  summary: 'Own services, in their order',
  responses: { 200: { description: 'Services', schema: serviceListSchema } },
});

export const addService = endpoint({
  ...own,
  method: 'post',
  paths: [CABINET_SERVICES_PATH],
  invalidates: ['appointments', 'experts'],
  summary: 'Add a service (name in five languages, duration, price and currency)',
  body: serviceBodySchema,
  responses: { 201: { description: 'Created', schema: serviceSchema } },
});

export const saveService = endpoint({
  ...own,
  method: 'put',
  paths: [CABINET_SERVICES_BY_ID_PATH],
  invalidates: ['appointments', 'experts'],
  summary: 'Edit an own service (booked visits keep their times)',
  body: serviceBodySchema,
  responses: { 200: { description: 'Saved', schema: serviceSchema }, 404: notYours },
});

export const deleteService = endpoint({
  ...own,
  method: 'delete',
  paths: [CABINET_SERVICES_BY_ID_PATH],
  invalidates: ['appointments', 'experts'],
  summary: 'Delete an own service (its visits stay, without a service)',
  responses: { 204: { description: 'Deleted' }, 404: notYours },
});

export const orderServices = endpoint({
  ...own,
  method: 'put',
  paths: ['/cabinet/services/order/'],
  invalidates: ['appointments', 'experts'],
  summary: 'Reorder own services (every id once)',
  body: serviceOrderSchema,
  responses: { 200: { description: 'Services', schema: serviceListSchema } },
});

export const publicServices = endpoint({
  ...visitor,
  method: 'get',
  paths: ['/{lang}/accounts/users/{id}/services/'],
  summary: "A public specialist's active services, named in the page's language",
  responses: {
    200: { description: 'Services', schema: publicServiceListSchema },
    404: noPublicPage,
  },
});

export const slots = endpoint({
  ...visitor,
  method: 'get',
  paths: ['/{lang}/accounts/users/{id}/slots/'],
  summary:
    'Free slots: the working hours minus confirmed visits (with buffers), after the minimum ' +
    "notice and within the horizon, on the specialist's clock and as instants",
  query: slotsQuerySchema,
  responses: { 200: { description: 'Slots', schema: slotsAnswerSchema }, 404: noPublicPage },
});

export const confirmVisitEmail = endpoint({
  ...visitor,
  method: 'post',
  paths: ['/{lang}/cabinet/appointment-request/{id}/confirm-email/'],
  invalidates: ['appointments'],
  summary:
    "The visitor opens their mail's link: the request reaches the specialist (confirmed at once " +
    'when they auto-confirm); again: the same answer; rate-limited',
  body: visitTokenSchema,
  rateLimit: 'visit_cancel',
  responses: {
    200: { description: 'Confirmed', schema: appointmentSchema },
    403: badLink,
    404: { description: 'No such request', schema: errorResponseSchema },
    409: taken,
    410: { description: 'The time has passed', schema: errorResponseSchema },
  },
});

export const rescheduleOptions = endpoint({
  ...visitor,
  method: 'get',
  paths: [LANG_CABINET_APPOINTMENT_REQUEST_BY_ID_RESCHEDULE_PATH],
  summary: "The visit of a reschedule link and the free slots it may move to (the visit's length)",
  query: visitRescheduleQuerySchema,
  responses: {
    200: {
      description: 'The visit and its free slots',
      schema: slotsAnswerSchema.extend({ appointment: appointmentSchema }),
    },
    403: badLink,
    404: { description: 'No such request', schema: errorResponseSchema },
    410: { description: 'Cancelled, or the visit has taken place', schema: errorResponseSchema },
  },
});

export const rescheduleVisit = endpoint({
  ...visitor,
  method: 'post',
  paths: [LANG_CABINET_APPOINTMENT_REQUEST_BY_ID_RESCHEDULE_PATH],
  invalidates: ['appointments'],
  summary:
    'Move the visit to a free slot: the visitor gets the invitation again (same UID, SEQUENCE + 1), ' +
    'the specialist a notice; rate-limited',
  body: visitRescheduleSchema,
  rateLimit: 'visit_cancel',
  responses: {
    200: { description: 'Moved', schema: appointmentSchema },
    403: badLink,
    404: { description: 'No such request', schema: errorResponseSchema },
    409: taken,
    410: { description: 'Cancelled, or the visit has taken place', schema: errorResponseSchema },
  },
});

export const calendarFeed = endpoint({
  ...visitor,
  method: 'get',
  paths: ['/calendar/{code}/'],
  summary:
    "A specialist's private iCalendar feed (the secret address of GET /cabinet/availability/): " +
    'their confirmed visits from 30 days ago on, in their time zone',
  responses: {
    200: { description: 'text/calendar', file: 'text/calendar' },
    404: { description: 'No such feed', schema: errorResponseSchema },
  },
});
