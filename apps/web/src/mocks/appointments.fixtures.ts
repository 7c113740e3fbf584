import type { Appointment } from '@academy/contract';
import { meFixture } from './fixtures';

const visit = (patch: Partial<Appointment> & Pick<Appointment, 'id'>): Appointment => ({
  client_name: 'Elena Popescu',
  client_phone: '+37369123456',
  client_comments: '',
  time_of_receipt: '10:00',
  date_of_receipt: '2026-11-26',
  duration: '00:30',
  confirmation: false,
  status: 'new',
  doctor: meFixture.id,
  lang: 'ro',
  source: 'page',
  ...patch,
});

/**
 * The demo specialist's appointments (issue 13): two new requests from the public page, one in
 * the hour of a confirmed visit (its confirm is refused), confirmed visits and a cancelled one.
 */
export const appointmentsFixture: Appointment[] = [
  visit({
    id: 13,
    date_of_receipt: '2026-11-20',
    time_of_receipt: '16:00',
    client_name: 'Olga Lungu',
    status: 'cancelled',
  }),
  visit({
    id: 11,
    date_of_receipt: '2026-11-25',
    time_of_receipt: '11:00',
    client_name: 'Ana Ciobanu',
    client_comments: 'Peeling, a doua ședință',
    duration: '01:00',
    confirmation: true,
    status: 'confirmed',
    source: 'dashboard',
  }),
  visit({ id: 1, client_comments: 'Curățare facială' }),
  visit({
    id: 14,
    client_name: 'Maria Rusu',
    confirmation: true,
    status: 'confirmed',
    source: 'dashboard',
  }),
  // Booked on the public page with the 30-minute consultation (issue 28).
  visit({
    id: 2,
    time_of_receipt: '17:30',
    client_name: 'Irina Moraru',
    service: 11,
    service_name: {
      ro: 'Consultație',
      ru: 'Консультация',
      en: 'Consultation',
      fr: 'Consultation',
      es: 'Consulta',
    },
  }),
];

/** The new request whose hour (26 November, 10:00) Maria Rusu's confirmed visit holds. */
export const appointmentTakenFixture = appointmentsFixture.find((a) => a.id === 1) as Appointment;
/** A new request in a free hour: it can be confirmed. */
export const appointmentFreeFixture = appointmentsFixture.find((a) => a.id === 2) as Appointment;
