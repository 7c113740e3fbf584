import type { Appointment } from '@academy/machines';

/** The day the stories take as today (a Wednesday), so the month and the marks never move. */
export const requestsTodayFixture = new Date(2026, 10, 25);

const visit = (patch: Partial<Appointment> & Pick<Appointment, 'id'>): Appointment => ({
  client_name: 'Elena Popescu',
  client_phone: '+37369123456',
  client_comments: '-',
  time_of_receipt: '10:00',
  date_of_receipt: '2026-11-26',
  duration: '00:30',
  confirmation: false,
  status: 'new',
  doctor: 7,
  lang: 'ro',
  ...patch,
});

/** A specialist's month: new requests, confirmed visits (one in a new request's hour), a cancelled one. */
export const requestsFixture: Appointment[] = [
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
    duration: '01:00',
    confirmation: true,
    status: 'confirmed',
    client_comments: 'Peeling, a doua ședință',
  }),
  visit({
    id: 12,
    date_of_receipt: '2026-11-25',
    time_of_receipt: '15:00',
    client_name: 'Vera Cojocaru',
    confirmation: true,
    status: 'confirmed',
  }),
  visit({ id: 1, client_comments: 'Curățare facială' }),
  visit({
    id: 14,
    time_of_receipt: '10:00',
    client_name: 'Maria Rusu',
    confirmation: true,
    status: 'confirmed',
  }),
  visit({ id: 2, time_of_receipt: '17:30', client_name: 'Irina Moraru' }),
  visit({
    id: 15,
    date_of_receipt: '2026-12-02',
    time_of_receipt: '09:00',
    client_name: 'Doina Roșca',
    confirmation: true,
    status: 'confirmed',
  }),
];

/** The first new request: the one whose hour a confirmed visit already holds. */
export const requestConflictFixture = requestsFixture.find((a) => a.id === 1) as Appointment;
