import type {
  Appointment,
  Certificate,
  Profile,
  PublicService,
  UserWithProfile,
  WorkSlide,
} from '@academy/contract';

/**
 * The specialists of the mock server (issue 13): two published pages (one with a photo and a
 * price, one without either, who confirms requests on arrival) and one hidden page.
 */
const noTexts = {
  title_ro: null,
  title_ru: null,
  title_en: null,
  title_fr: null,
  title_es: null,
  course_name_ro: null,
  course_name_ru: null,
  course_name_en: null,
  course_name_fr: null,
  course_name_es: null,
  code: null,
  pdf: null,
  id_course: null,
  for_completing_the_course: false,
  issued_at: '2026-02-01T09:00:00Z',
};

const certificate = (id: number, profile: number, patch: Partial<Certificate>): Certificate => ({
  ...noTexts,
  id,
  image: `/demo/content/diploma-${id % 5 || 5}.svg`,
  show: true,
  user_profile_id: profile,
  ...patch,
});

const slide = (id: number, user: number, title: string, description: string): WorkSlide => ({
  id,
  user,
  title,
  description,
  image: `/demo/catalogue/course-${id % 8 || 8}.svg`,
});

const profileBase = {
  city: 'Moldova',
  type: 'cosmetology',
  price: null,
  money_type: 'mdl',
  certificates_and_diplomas: [],
  user_page_slide: [],
} satisfies Partial<Profile>;

export const expertAnaFixture: UserWithProfile = {
  id: 21,
  profile: {
    ...profileBase,
    id: 121,
    name: 'Ana Munteanu',
    description:
      '<h3>Despre mine</h3><p>Lucrez cu pielea sensibilă de <strong>12 ani</strong>: peelinguri blânde și îngrijire după proceduri.</p><p>Mai multe pe <a href="https://example.md/ana">pagina mea</a>.</p>',
    image: '/demo/content/specialist.svg',
    specialization: 'Cosmetolog estetician',
    consultation_price: 500,
    currency: 'mdl',
    address: 'Chișinău, str. București 67',
    landing_page_is_active: true,
    certificates_and_diplomas: [
      certificate(41, 121, {
        title_ro: 'Diplomă de cosmetolog',
        title_en: 'Cosmetologist diploma',
      }),
      certificate(42, 121, {}),
      certificate(43, 121, { show: false, title_ro: 'Certificat ascuns' }),
    ],
    user_page_slide: [
      slide(51, 121, 'Peeling pentru pete pigmentare', '<p>Trei ședințe, la o lună distanță.</p>'),
      slide(52, 121, 'Îngrijire pentru acnee', '<p>Plan de trei luni.</p>'),
      slide(53, 121, 'Hidratare profundă', ''),
      slide(54, 121, 'Lifting fără ace', '<p>Masaj și microcurenți.</p>'),
    ],
  },
};

export const expertVictoriaFixture: UserWithProfile = {
  id: 22,
  profile: {
    ...profileBase,
    id: 122,
    name: 'Victoria Ceban',
    description: '',
    image: null,
    specialization: 'Asistentă medicală',
    consultation_price: null,
    currency: 'eur',
    address: '',
    landing_page_is_active: true,
  },
};

export const expertHiddenFixture: UserWithProfile = {
  id: 23,
  profile: {
    ...profileBase,
    id: 123,
    name: 'Irina Hidden',
    description: '',
    image: null,
    specialization: 'Cosmetolog',
    consultation_price: 300,
    currency: 'mdl',
    address: '',
    landing_page_is_active: false,
  },
};

/** The directory in the server's order: photos first, then the price, descending. */
export const expertsFixture: UserWithProfile[] = [expertAnaFixture, expertVictoriaFixture];

/** A visitor's address the mock server's rate limit refuses (429). */
export const rateLimitedEmailFixture = 'too-many@example.md';

/** A visitor's request to Ana for a free hour (Monday 13 May 2030, 11:00), as the form sends it. */
export const visitRequestFixture = {
  doctor: expertAnaFixture.id,
  client_name: 'Elena',
  client_phone: '+37369123456',
  client_email: 'elena@example.md',
  date_of_receipt: '2030-05-13',
  time_of_receipt: '11:00',
};

/** Ana's services (Victoria has none: her visits last the default half hour). */
export const expertServicesFixture: PublicService[] = [
  { id: 5, name: 'Consultație', duration: 60, price: 500, currency: 'mdl' },
  { id: 6, name: 'Peeling chimic', duration: 90, price: null, currency: 'mdl' },
];

/** The specialists' zone and working hours on weekdays, on their clock. */
export const slotsZoneFixture = 'Europe/Chisinau';
export const slotTimesFixture = ['09:00', '10:00', '11:00', '14:00', '15:00'];
/** The mock server's "today" (its first page of slots starts here: Sunday 12 May 2030). */
export const slotsTodayFixture = '2030-05-12';
/** Taken between the slots' answer and the request: Monday 13 May 2030 at 10:00 answers 409. */
export const takenSlotFixture = { date: '2030-05-13', time: '10:00' };

/** The links of the mock server's request 61: confirm (confirmed at once) and reschedule. */
export const visitLinkFixture = { id: 61, token: 'v1sit-l1nk-t0ken-0f-request-61' };
/** Request 62 is received (its specialist confirms it); request 63 was cancelled (410). */
export const receivedVisitIdFixture = 62;
export const goneVisitIdFixture = 63;

/** Request 61 as the links answer it: Monday 13 May 2030, 11:00 in Chisinau, an hour. */
export const linkedVisitFixture: Appointment = {
  id: visitLinkFixture.id,
  client_name: 'Elena Popescu',
  client_phone: '+37369123456',
  client_comments: '',
  client_email: 'elena@example.md',
  time_of_receipt: '11:00',
  date_of_receipt: '2030-05-13',
  duration: '01:00',
  confirmation: true,
  status: 'confirmed',
  doctor: expertAnaFixture.id,
  lang: 'ro',
  source: 'page',
  service: 5,
  starts_at: '2030-05-13T08:00:00.000Z',
  ends_at: '2030-05-13T09:00:00.000Z',
  time_zone: 'Europe/Chisinau',
  awaiting_email: false,
};

/** The signed token of the cancel link of the mock server's request 61. */
export const visitCancelFixture = { id: 61, token: 'c4ncel-t0ken-0f-request-61' };
