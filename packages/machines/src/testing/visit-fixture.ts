import type { Appointment } from '@academy/contract';

/** A confirmed visit of a public request, as the visitor's links answer it (issue 28). */
export const visitFixture: Appointment = {
  id: 61,
  client_name: 'Elena',
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
  starts_at: '2030-05-13T07:00:00.000Z',
  ends_at: '2030-05-13T08:00:00.000Z',
  time_zone: 'Europe/Chisinau',
  awaiting_email: false,
};
