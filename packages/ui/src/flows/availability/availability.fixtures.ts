import type { Availability, Service } from '@academy/contract/calendar';

/** Stories only: a specialist's hours as the journey sets them. */
export const AVAILABILITY: Availability = {
  time_zone: 'Europe/Chisinau',
  weekly: {
    mon: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
    tue: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
    wed: [{ start: '09:00', end: '13:00' }],
    thu: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
    fri: [{ start: '10:00', end: '16:00' }],
    sat: [],
    sun: [],
  },
  exceptions: [
    { date: '2026-12-24', ranges: [{ start: '09:00', end: '12:00' }] },
    { date: '2026-12-25', ranges: [] },
  ],
  buffer_before: 0,
  buffer_after: 15,
  min_notice: 120,
  horizon_days: 60,
  slot_step: 30,
};

/** A specialist who has set nothing: no hours, no dates. */
export const EMPTY_AVAILABILITY: Availability = {
  ...AVAILABILITY,
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  exceptions: [],
  buffer_after: 0,
};

const named = (ro: string, ru: string, en: string) => ({ ro, ru, en, fr: '', es: '' });

export const SERVICES: Service[] = [
  {
    id: 1,
    name: named('Consultație', 'Консультация', 'Consultation'),
    duration: 30,
    price: 300,
    currency: 'mdl',
    active: true,
    position: 0,
  },
  {
    id: 2,
    name: named('Peeling chimic', 'Химический пилинг', 'Chemical peel'),
    duration: 60,
    price: 850,
    currency: 'mdl',
    active: true,
    position: 1,
  },
  {
    id: 3,
    name: named('Control după procedură', 'Контроль после процедуры', 'Follow-up'),
    duration: 15,
    price: null,
    currency: 'mdl',
    active: false,
    position: 2,
  },
];

export const FEED_URL =
  'http://localhost:8000/api/calendar/3F2A9C0D4E5B6A7F8091A2B3C4D5E6F708192A3B/';
