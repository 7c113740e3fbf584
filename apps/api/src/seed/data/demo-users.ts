import type { ProfileCurrency, StaffRole } from '@academy/contract';
import { media, t } from '../text';

/** The demo specialists' shown diploma (the seed's and the journeys' specialists alike). */
export const shownDiploma = (userProfileId: number) => ({
  userProfileId,
  image: media('gallery/diploma-1.svg'),
  show: true,
  title: t(
    'Diplomă de cosmetolog',
    'Диплом косметолога',
    'Cosmetology diploma',
    "Diplôme d'esthétique",
    'Diploma de cosmetología',
  ),
});

/** Every demo account has this password (listed in apps/api/README.md). */
export const DEMO_PASSWORD = 'Demo12345!';

/** A demo account: its profile, its specialist page if any, its staff role if any. */
export interface DemoUser {
  email: string;
  first: string;
  last: string;
  type: 'cosmetology' | 'doctor' | 'other';
  city: string;
  specialization?: string;
  specialist?: {
    landing: boolean;
    image: string | null;
    price: number;
    currency: ProfileCurrency;
    address: string;
  };
  active?: boolean;
  /** A back-office account (issue 25): its staff role. */
  role?: StaffRole;
}

/** The demo accounts: members of each market, one not yet activated, four specialists. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'student.md@academy.demo',
    first: 'Irina',
    last: 'Cebotari',
    type: 'cosmetology',
    city: 'Moldova',
    specialization: 'Cosmetolog',
  },
  {
    email: 'doctor.ro@academy.demo',
    first: 'Andrei',
    last: 'Ionescu',
    type: 'doctor',
    city: 'Romania',
    specialization: 'Medic dermatolog',
  },
  {
    email: 'client.ru@academy.demo',
    first: 'Ольга',
    last: 'Смирнова',
    type: 'other',
    city: 'Russian Federation',
  },
  {
    email: 'outside@academy.demo',
    first: 'Giulia',
    last: 'Rossi',
    type: 'cosmetology',
    city: 'Italy',
    specialization: 'Estetista',
  },
  {
    email: 'pending@academy.demo',
    first: 'Victor',
    last: 'Munteanu',
    type: 'doctor',
    city: 'Moldova',
    active: false,
  },
  {
    email: 'specialist@academy.demo',
    first: 'Natalia',
    last: 'Moraru',
    type: 'cosmetology',
    city: 'Moldova',
    specialization: 'Cosmetolog-estetician',
    specialist: {
      landing: true,
      image: media('people/person-6.svg'),
      price: 800,
      currency: 'mdl',
      address: 'str. Pușkin 22, Chișinău',
    },
  },
  {
    email: 'expert.doctor@academy.demo',
    first: 'Sergiu',
    last: 'Rotaru',
    type: 'doctor',
    city: 'Moldova',
    specialization: 'Medic estetician',
    specialist: {
      landing: true,
      image: null,
      price: 1200,
      currency: 'mdl',
      address: 'bd. Dacia 40, Chișinău',
    },
  },
  {
    email: 'expert.ro@academy.demo',
    first: 'Maria',
    last: 'Dumitrescu',
    type: 'doctor',
    city: 'Romania',
    specialization: 'Dermatolog',
    specialist: {
      landing: true,
      image: media('people/person-7.svg'),
      price: 90,
      currency: 'eur',
      address: 'Str. Victoriei 10, București',
    },
  },
  {
    email: 'expert.hidden@academy.demo',
    first: 'Tatiana',
    last: 'Lupu',
    type: 'cosmetology',
    city: 'Moldova',
    specialization: 'Maseur',
    specialist: {
      landing: false,
      image: media('people/person-8.svg'),
      price: 600,
      currency: 'mdl',
      address: 'Bălți',
    },
  },
];

/** The back office's demo staff, one per role (listed in the READMEs). */
export const DEMO_STAFF: DemoUser[] = (
  [
    ['admin', 'Alexandru', 'Popescu'],
    ['manager', 'Cristina', 'Rusu'],
    ['editor', 'Dan', 'Ciobanu'],
  ] as const
).map(([role, first, last]) => ({
  email: `${role}@academy.demo`,
  first,
  last,
  type: 'other',
  city: 'Moldova',
  role,
}));
