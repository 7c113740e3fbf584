import type { Appointment } from '@academy/contract';

/**
 * A confirmed visit of a public request as the visitor's links answer it (issue 28): Monday 13 May
 * 2030, 10:00 in Chisinau, an hour. The machines' tests and the kit's stories share it.
 */
export const visitFixture: Appointment = {
  id: 61,
  client_name: 'Elena Popescu',
  client_phone: '+37369123456',
  client_comments: '',
  time_of_receipt: '10:00',
  date_of_receipt: '2030-05-13',
  duration: '01:00',
  confirmation: true,
  status: 'confirmed',
  doctor: 21,
  lang: 'ro',
  source: 'page',
  service: 5,
  starts_at: '2030-05-13T07:00:00.000Z',
  ends_at: '2030-05-13T08:00:00.000Z',
  time_zone: 'Europe/Chisinau',
  awaiting_email: false,
};
