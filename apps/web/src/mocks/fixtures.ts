import {
  type Certificate,
  type CertificateVerification,
  type Course,
  type MeResponse,
  type Order,
  orderType,
  type Product,
  type Profile,
  type Session,
} from '@academy/contract';
import type { SessionData } from '@academy/machines';
import type {
  AboutPage,
  Article,
  Author,
  FaqItem,
  HeroSlide,
  Promotion,
  RegionInfo,
  ReviewSlide,
} from '../api/content';
import type { Country } from '../api/countries';
import type { CourseCategory, CourseModule } from '../api/courses';
import type { CourseAccess, Payment, Protocol, UsefulInfo } from '../api/dashboard';
import type { Brand, Cashback, ShopCategory } from '../api/shop';
import { courseDetailFixture } from './course-detail.fixtures';

/**
 * Fixed API answers for page stories and unit tests: deterministic (fixed dates, no random), in
 * Romanian like the seed, in the shapes of spec 7 and the contract's schemas (fixtures.test.ts).
 * Images are the demo files Storybook serves from .storybook/public.
 */
export const aboutFixture: AboutPage = {
  id: 1,
  title: 'Despre academie',
  short_description: '<p>Educație online pentru cosmetologi și medici din 2016.</p>',
  mission:
    '<p>Misiunea noastră este să facem accesibile cele mai bune practici de cosmetologie, medicină estetică, masaj și medicina longevității.</p>',
};

export const authorFixture: Author = {
  id: 1,
  title: 'Autorul cursurilor',
  sub_title: 'Dr. Ecaterina Lungu',
  specialization: 'Dermatolog, cosmetolog, medic al longevității',
  description_short: '20 de ani de practică și peste 5000 de studenți.',
  image: '/demo/catalogue/person-5.svg',
  gallery_about_author: [],
};

export const faqFixture: FaqItem[] = [
  {
    id: 1,
    name: 'Cum primesc accesul la curs?',
    description: '<p>Imediat după plată, în cabinetul personal.</p>',
  },
  { id: 2, name: 'Primesc certificat?', description: '<p>Da, după ultima lecție.</p>' },
];

export const countriesFixture: Country[] = [
  { code: 'MD', name: 'Moldova', phone_code: '+373', flag: '🇲🇩' },
  { code: 'RO', name: 'Romania', phone_code: '+40', flag: '🇷🇴' },
];

export const regionInfoFixture: RegionInfo = {
  id: 1,
  phone_eu: '+44 20 7946 0958',
  phone_md: '+373 69 123 456',
  phone_ro: '+40 721 234 567',
  phone_ru: '+7 495 123 45 67',
  address_eu: 'Londra',
  address_md: 'str. București 67, Chișinău',
  address_ro: 'Bd. Unirii 15, București',
  address_ru: 'Moscova',
};

// Home (spec 2.3) ------------------------------------------------------------------------------

const heroImages = (n: number) => ({
  image: `/demo/catalogue/hero-${n}-pc.svg`,
  image_mobile_thumbnail: `/demo/catalogue/hero-${n}-mobile.svg`,
  image_tablet_thumbnail: `/demo/catalogue/hero-${n}-tablet.svg`,
  image_laptop_thumbnail: `/demo/catalogue/hero-${n}-laptop.svg`,
  image_pc_thumbnail: `/demo/catalogue/hero-${n}-pc.svg`,
});

export const heroSlidesFixture: HeroSlide[] = [
  {
    id: 1,
    ...heroImages(1),
    title: 'Medicina estetică predată de practicieni',
    description: 'Cursuri video cu protocoale pe care le aplicați chiar de mâine în cabinet.',
    button_link: '/ro/category',
    button_is_active: true,
    button_name: 'Vezi cursurile',
  },
  {
    id: 2,
    ...heroImages(2),
    title: 'Nou: toxina botulinică în practică',
    description: 'Opt ore de cazuri clinice, de la evaluare la control.',
    button_link: '/ro/course/4',
    button_is_active: true,
    button_name: 'Descoperă cursul',
  },
];

/** The home tabs' categories (3, 4, 8; spec 7.3) and longevity medicine (10; spec 3). */
export const categoriesFixture: CourseCategory[] = [
  { id: 3, name: 'Cosmetologie', slug: 'cosmetology' },
  { id: 4, name: 'Medicină estetică', slug: 'medicine' },
  { id: 8, name: 'Masaj', slug: 'massage' },
  { id: 10, name: 'Medicina longevității', slug: 'longevity' },
];

export const modulesFixture: CourseModule[] = [
  { id: 31, name: 'Îngrijirea pielii', category: 3 },
  { id: 32, name: 'Peeling-uri chimice', category: 3 },
  { id: 41, name: 'Injectabile', category: 4 },
  { id: 81, name: 'Masaj facial', category: 8 },
];

function course(
  id: number,
  title: string,
  place: { category: number; module: number | null },
  offer: Partial<Pick<Course, 'price' | 'discount' | 'is_new' | 'is_free' | 'time'>> = {},
): Course {
  // Eight demo covers, reused in turn.
  const image = `/demo/catalogue/course-${((id - 1) % 8) + 1}.svg`;
  return {
    id,
    name: title,
    title,
    image,
    image_thumbnail: image,
    discount: 0,
    preview_video_link: '',
    brand: [{ id: 1, title: 'Academia' }],
    price: 100,
    time: '4 ore',
    is_new: false,
    is_free: false,
    ...place,
    ...offer,
  };
}

/** Nine courses: one more than a catalogue page (8), so 'load more' shows unfiltered. */
export const coursesFixture: Course[] = [
  course(1, 'Bazele cosmetologiei estetice', { category: 3, module: 31 }, { is_new: true }),
  course(
    2,
    'Peeling-uri chimice sigure',
    { category: 3, module: 32 },
    { price: 150, discount: 20 },
  ),
  course(
    3,
    'Îngrijirea pielii sensibile',
    { category: 3, module: 31 },
    { price: 0, is_free: true },
  ),
  course(
    4,
    'Toxina botulinică în practică',
    { category: 4, module: 41 },
    { price: 300, discount: 15, time: '8 ore' },
  ),
  course(5, 'Biorevitalizare și mezoterapie', { category: 4, module: 41 }, { price: 220 }),
  course(6, 'Masaj facial sculptural', { category: 8, module: 81 }, { price: 80, discount: 10 }),
  course(7, 'Drenaj limfatic manual', { category: 8, module: 81 }, { price: 70, time: '3 ore' }),
  course(
    8,
    'Introducere în medicina longevității',
    { category: 10, module: null },
    { price: 180, is_new: true },
  ),
  course(
    9,
    'Nutriție și hormoni după 40 de ani',
    { category: 10, module: null },
    { price: 160, discount: 25 },
  ),
];

/** A course of the fixtures by id (a missing one is a mistake in the test). */
export function courseFixture(id: number): Course {
  const found = coursesFixture.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no course ${id} in the fixtures`);
  return found;
}

/** The course page's detail: in its own file (course-detail.fixtures.ts). */
export { courseDetailFixture };

export const brandsFixture: Brand[] = [
  'Dermalab',
  'Cosmedix',
  'Pelle Pura',
  'Lumina Skin',
  'Aqua Derm',
].map((name, index) => ({ id: index + 1, name, image: `/demo/catalogue/logo-${index + 1}.svg` }));

export const reviewsFixture: ReviewSlide[] = [
  {
    id: 1,
    name: 'Ana Popescu',
    profession: 'Cosmetolog, Chișinău',
    text: 'Protocoale clare și cazuri reale: am aplicat peelingul cu clientele chiar săptămâna următoare.',
    image: '/demo/catalogue/person-1.svg',
    rating: 5,
  },
  {
    id: 2,
    name: 'Elena Rusu',
    profession: 'Asistentă medicală',
    text: 'Urmăresc lecțiile între programări, iar progresul meu rămâne mereu salvat.',
    image: '/demo/catalogue/person-3.svg',
    rating: 5,
  },
];

// Blog and promotions (designed) ---------------------------------------------------------------

export const articlesFixture: Article[] = [
  {
    id: 1,
    slug: 'ingrijirea-pielii-iarna',
    title: 'Îngrijirea pielii iarna',
    excerpt: 'Cum adaptăm protocoalele când aerul devine rece și uscat.',
    image: '/demo/catalogue/article-1.svg',
    published_at: '2026-11-02T09:00:00.000Z',
    body: '<p>Frigul și încălzirea centrală usucă pielea. Alegem texturi mai bogate și reducem exfolierea.</p><h2>Ce recomandăm</h2><p>Hidratare în straturi și protecție solară zilnică.</p>',
  },
  {
    id: 2,
    slug: 'peeling-in-sezonul-rece',
    title: 'De ce peelingul se face în sezonul rece',
    excerpt: 'Soarele slab reduce riscul de pigmentare după proceduri.',
    image: '/demo/catalogue/article-2.svg',
    published_at: '2026-10-15T09:00:00.000Z',
    body: '<p>Între octombrie și martie pielea se reface fără expunere puternică la ultraviolete.</p>',
  },
];

export const promotionsFixture: Promotion[] = [
  {
    id: 1,
    title: 'Toamna longevității: −25 %',
    description: 'Reducere la cursul despre nutriție și hormoni după 40 de ani.',
    body: '<p>Până la 30 noiembrie, cursul „Nutriție și hormoni după 40 de ani” costă cu 25 % mai puțin.</p>',
    image: '/demo/catalogue/article-3.svg',
    discount: 25,
    course: 9,
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-11-30T23:59:59.000Z',
  },
  {
    id: 2,
    title: 'Peeling-uri chimice: −20 %',
    description: 'Protocoalele sezonului rece, la preț redus.',
    body: '<p>Cursul de peeling-uri chimice, cu 20 % mai ieftin toată luna.</p>',
    image: '/demo/catalogue/article-4.svg',
    discount: 20,
    course: 2,
    starts_at: '2026-10-20T00:00:00.000Z',
    ends_at: null,
  },
];

// Accounts (spec 7.1) --------------------------------------------------------------------------

/** The demo account's password: the login handler accepts only it (spec 8, Login non-OK). */
export const accountPasswordFixture = 'Derma2026';

export const meFixture: MeResponse = {
  id: 7,
  username: 'ana.rusu@academia.md',
  email: 'ana.rusu@academia.md',
  first_name: 'Ana',
  last_name: 'Rusu',
  profile_id: 7,
  role: null,
};

/** The demo user's course certificate's public code (spec 2.9; designed verification page). */
export const certificateCodeFixture = 'K7Q4M2X9PEEL3ZTA';

/** The demo user's certificates: one the academy issued for a course, and one own upload. */
export const certificatesFixture: Certificate[] = [
  {
    id: 31,
    image: `/certificates/${certificateCodeFixture}.pdf`,
    show: true,
    for_completing_the_course: true,
    user_profile_id: 7,
    id_course: 4,
    title_ro: null,
    title_ru: null,
    title_en: null,
    title_fr: null,
    title_es: null,
    course_name_ro: 'Peelinguri chimice: de la teorie la practică',
    course_name_ru: 'Химические пилинги: от теории к практике',
    course_name_en: 'Chemical peels: from theory to practice',
    course_name_fr: 'Peelings chimiques : de la théorie à la pratique',
    course_name_es: 'Peelings químicos: de la teoría a la práctica',
    code: certificateCodeFixture,
    pdf: `/certificates/${certificateCodeFixture}.pdf`,
    issued_at: '2026-03-12T09:30:00Z',
  },
  {
    id: 32,
    image: '/demo/content/diploma-2.svg',
    show: true,
    for_completing_the_course: false,
    user_profile_id: 7,
    id_course: null,
    title_ro: 'Diplomă de cosmetolog',
    title_ru: 'Диплом косметолога',
    title_en: 'Cosmetologist diploma',
    title_fr: 'Diplôme d’esthéticienne',
    title_es: 'Diploma de cosmetóloga',
    course_name_ro: null,
    course_name_ru: null,
    course_name_en: null,
    course_name_fr: null,
    course_name_es: null,
    code: null,
    pdf: null,
    issued_at: '2025-11-04T10:00:00Z',
  },
];

/** What the public verification page confirms for the demo certificate's code. */
export const certificateVerificationFixture: CertificateVerification = {
  code: certificateCodeFixture,
  holder_name: 'Ana Rusu',
  course_title: 'Peelinguri chimice: de la teorie la practică',
  issued_at: '2026-03-12T09:30:00Z',
};

export const profileFixture: Profile = {
  id: 7,
  name: 'Ana Rusu',
  description: '',
  image: null,
  specialization: 'Cosmetolog',
  consultation_price: null,
  currency: 'mdl',
  address: 'Chișinău',
  city: 'Moldova',
  type: 'cosmetology',
  landing_page_is_active: false,
  price: null,
  money_type: 'mdl',
  certificates_and_diplomas: certificatesFixture,
  user_page_slide: [],
};

/** The session a logged-in story or test starts with, as the app keeps it (spec 4). */
export const sessionFixture: SessionData = {
  token: '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b',
  user: { id: meFixture.id, username: meFixture.username },
  profile: {
    id: profileFixture.id,
    name: profileFixture.name,
    city: profileFixture.city,
    type: profileFixture.type,
    specialization: profileFixture.specialization,
  },
};

/** The demo user's signed-in devices (`GET /auth/sessions/`): this browser and a phone. */
export const deviceSessionsFixture: Session[] = [
  {
    id: 42,
    created: '2026-11-20T16:05:00Z',
    last_used: '2026-11-28T08:15:00Z',
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    current: true,
  },
  {
    id: 41,
    created: '2026-11-02T09:12:00Z',
    last_used: '2026-11-27T19:40:00Z',
    user_agent:
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    current: false,
  },
];

// Dashboard, learning side (spec 2.9) ----------------------------------------------------------

/**
 * The player's fields of an access record that the dashboard's cards do not read: empty here
 * (spread, so that the record stays valid while the player's contract grows).
 */
const noPlayerContent = {
  course_content: [],
  courses_video: [],
  loose_videos: [],
  stock_for_course: [],
};

/** The demo user's access to a course of the fixtures, as the dashboard lists it (spec 3). */
export function accessRecordFixture(id: number, courseId: number, progress: number): CourseAccess {
  const { name, image_thumbnail, time, brand } = courseFixture(courseId);
  return {
    ...{ certificate: null },
    id,
    full_progress: progress,
    playback_rate: 1,
    course: {
      ...noPlayerContent,
      id: courseId,
      name,
      image_thumbnail,
      time,
      total_video_count: 12,
      brand,
      total_practical_video: 4,
      total_theoretical_video: 8,
      completion_certificate: null,
    },
    access_courses_video_info: [],
  };
}

/** The demo user's purchased courses, newest first: in progress, not started, completed. */
export const accessListFixture: CourseAccess[] = [
  accessRecordFixture(12, 4, 45),
  accessRecordFixture(11, 2, 0),
  accessRecordFixture(10, 6, 100),
];

export const protocolsFixture: Protocol[] = [
  {
    id: 1,
    title: 'Protocol de peeling cu acid glicolic',
    file: '/media/protocols/peeling-glicolic.pdf',
    course: { id: 2, name: courseFixture(2).name },
  },
  {
    id: 2,
    title: 'Punctele de injectare: treimea superioară',
    file: '/media/protocols/toxina-treimea-superioara.pdf',
    course: { id: 4, name: courseFixture(4).name },
  },
];

/** The demo user's payments, newest first (spec 3). */
export const paymentsFixture: Payment[] = [
  {
    id: 9,
    order_id: 40,
    title: courseFixture(4).name,
    amount: 255,
    currency: 'EUR',
    date_creation: '2026-11-20T14:30:00.000Z',
    confirmed: true,
    paid_by_card: true,
  },
  {
    id: 7,
    order_id: 31,
    title: courseFixture(2).name,
    amount: 120,
    currency: 'EUR',
    date_creation: '2026-09-02T09:15:00.000Z',
    confirmed: false,
    paid_by_card: false,
  },
];

export const usefulInfoFixture: UsefulInfo[] = [
  {
    id: 1,
    title: 'Cum pregătiți cabinetul pentru proceduri injectabile',
    body: '<p>Lista de verificare înainte de fiecare pacient.</p><h3>Sterilizarea</h3><ul><li>Instrumentele</li><li>Suprafețele</li></ul>',
    image: '/demo/content/article-1.svg',
  },
  {
    id: 2,
    title: 'Fișa de consimțământ a pacientului',
    body: '<p>Ce trebuie să conțină fișa și cum o păstrați.</p>',
    image: null,
  },
];

// The course player (spec 2.5) ------------------------------------------------------------------

/** A video of the player's access record with the demo user's watch state. */
function playerVideoFixture(
  id: number,
  title: string,
  kind: 'theoretical' | 'practical',
  chapter: number | null,
  howManyViewed: number,
  entry: number | null,
  position = 0,
) {
  const link = kind === 'theoretical' ? '/demo/video/theory.mp4' : '/demo/video/practice.mp4';
  return {
    id,
    course_video: id,
    title,
    duration: '00:05',
    time: '00:05',
    video_link: link,
    image_thumbnail: '',
    kind,
    chapter,
    watched: howManyViewed >= 100,
    how_many_viewed: howManyViewed,
    entry,
    position,
    // An MP4 lesson (no HLS renditions): the player plays video_link.
    hls: null,
    poster: null,
    captions: [],
    thumbnails: null,
    status: 'ready' as const,
    free_preview: false,
  };
}

const playerVideos = [
  playerVideoFixture(41, 'Anatomia buzelor', 'theoretical', 1, 100, 501),
  // Left at 2 s (on whichever device): the player resumes there.
  playerVideoFixture(42, 'Alegerea filerului', 'theoretical', 1, 35, 502, 2),
  playerVideoFixture(43, 'Tehnica cu canulă', 'practical', 2, 0, null),
];

/** The demo user's access 12 as the player reads it: two chapters, three videos, 45 %, 1.5×. */
export const playerAccessFixture: CourseAccess = (() => {
  const record = accessRecordFixture(12, 4, 45);
  return {
    ...record,
    playback_rate: 1.5,
    course: {
      ...record.course,
      total_video_count: 3,
      total_theoretical_video: 2,
      total_practical_video: 1,
      course_content: [
        {
          id: 1,
          name: 'Teorie',
          description: 'Vase, zone de risc și proporții.',
          videos: playerVideos.slice(0, 2),
        },
        { id: 2, name: 'Practică', description: '', videos: playerVideos.slice(2) },
      ],
      loose_videos: [],
      courses_video: playerVideos,
      stock_for_course: [{ id: 1, image: '/demo/content/article-1.svg', link: '/ro/promotions/1' }],
    },
    access_courses_video_info: playerVideos.flatMap((video) =>
      video.entry === null
        ? []
        : [
            {
              id: video.entry,
              video: video.id,
              watched: video.watched,
              how_many_viewed: video.how_many_viewed,
            },
          ],
    ),
  };
})();

// Buying a course (issue 11) -------------------------------------------------------------------

/** The demo user's course order: number 100 + the course's id, at its discounted euro price. */
export function courseOrderFixture(courseId: number, status: Order['status'] = 'pending'): Order {
  const { title } = courseFixture(courseId);
  const price = courseDetailFixture(courseFixture(courseId)).final_price;
  return {
    id: 100 + courseId,
    kind: 'course',
    status,
    type: orderType(status),
    market: 'eu',
    currency: 'EUR',
    payment_type: 'card',
    delivery_type: null,
    items: [
      {
        id: 1000 + courseId,
        product: null,
        course: courseId,
        title,
        unit_price: price,
        quantity: 1,
        line_total: price,
      },
    ],
    subtotal: price,
    delivery_price: 0,
    delivery_by_weight: false,
    cashback_used: 0,
    cashback_earned: 0,
    total: price,
    created: '2026-03-02T10:00:00.000Z',
    paid_at: status === 'paid' ? '2026-03-02T10:05:00.000Z' : null,
    tracking_number: '',
    promo_code: '',
    discount: 0,
    contact: null,
  };
}

/** The access a course bought in the fixtures gets: 200 + the course's id. */
export const boughtAccessIdFixture = (courseId: number) => 200 + courseId;

// Shop (spec 2.7, 2.9 shop history, 7.4; issue 12) ----------------------------------------------

export const shopCategoriesFixture: ShopCategory[] = [
  { id: 1, name: 'Curățare' },
  { id: 2, name: 'Seruri' },
  { id: 3, name: 'Peeling-uri' },
  { id: 4, name: 'Măști' },
];

interface ProductSeed {
  title: string;
  category: number;
  brand: number;
  packaging: string;
  /** Moldova's professional price in MDL; Romania's and Russia's follow from it. */
  price: number;
  oldPrice?: number;
  /** A special offer in every market (Home's offers for a shop user). */
  offer?: boolean;
  /** Sold out in Moldova. */
  soldOut?: boolean;
}

/** A product in the contract's shape: every market priced, professional and client prices. */
function product(id: number, seed: ProductSeed): Product {
  const brand = brandsFixture.find((b) => b.id === seed.brand) ?? { id: seed.brand, name: '' };
  const tenth = (amount: number) => Math.round(amount * 10) / 10;
  const discount = seed.oldPrice ? Math.round((1 - seed.price / seed.oldPrice) * 100) : 0;
  /** Romania's (RON) and Russia's (RUB) prices follow Moldova's; clients pay a fifth more. */
  const at = (amount: number | undefined, rate: number) =>
    amount === undefined ? null : tenth(amount * rate);
  const [md, ro, ru, client] = [1, 0.26, 5.1, 1.2];
  return {
    id,
    title: seed.title,
    type: 'product',
    weight_packaging: seed.packaging,
    size_packaging: '',
    short_description: `${seed.title}, pentru uz profesional.`,
    description: `<p>${seed.title}: mod de utilizare în cabinet.</p>`,
    description2: '',
    ingredients: 'Aqua, Glycerin, Sodium Hyaluronate.',
    image_thumbnail: `/demo/shop/product-${((id - 1) % 8) + 1}.svg`,
    image2_thumbnail: null,
    brand: [{ id: brand.id, name: brand.name }],
    category: seed.category,
    tags: [],
    doctor: true,
    cosmetolog: true,
    catherine_store: false,
    stock: seed.soldOut ? 0 : 25,
    variants_weight_packaging: [],
    similar_products: [],
    price: at(seed.price, md),
    price_ro: at(seed.price, ro),
    price_ru: at(seed.price, ru),
    price_old: at(seed.oldPrice, md),
    price_old_ro: at(seed.oldPrice, ro),
    price_old_ru: at(seed.oldPrice, ru),
    old_price: seed.oldPrice ?? null,
    discount,
    discount_ro: discount,
    discount_ru: discount,
    client_price: at(seed.price, md * client),
    client_price_ro: at(seed.price, ro * client),
    client_price_ru: at(seed.price, ru * client),
    client_price_old: at(seed.oldPrice, md * client),
    client_price_old_ro: at(seed.oldPrice, ro * client),
    client_price_old_ru: at(seed.oldPrice, ru * client),
    client_discount: discount,
    client_discount_ro: discount,
    client_discount_ru: discount,
    is_special_offer: seed.offer ?? false,
    is_special_offer_ro: seed.offer ?? false,
    is_special_offer_ru: seed.offer ?? false,
    in_stock_for_md: !seed.soldOut,
    in_stock_for_ro: true,
    in_stock_for_ru: true,
    client_in_stock_for_md: !seed.soldOut,
    client_in_stock_for_ro: true,
    client_in_stock_for_ru: true,
  };
}

/** The demo shop: six products, three of them special offers, one sold out in Moldova. */
export const productsFixture: Product[] = [
  { title: 'Gel de curățare delicat', category: 1, brand: 1, packaging: '150 ml', price: 320 },
  {
    title: 'Ser cu acid hialuronic',
    category: 2,
    brand: 2,
    packaging: '30 ml',
    price: 587,
    oldPrice: 690,
    offer: true,
  },
  {
    title: 'Peeling glicolic 30%',
    category: 3,
    brand: 1,
    packaging: '50 ml',
    price: 850,
    oldPrice: 940,
    offer: true,
  },
  {
    title: 'Mască alginată',
    category: 4,
    brand: 3,
    packaging: '500 g',
    price: 349,
    oldPrice: 410,
    offer: true,
  },
  { title: 'Fluid SPF 50', category: 2, brand: 4, packaging: '50 ml', price: 560, soldOut: true },
  { title: 'Cremă de corp cu uree 10%', category: 4, brand: 3, packaging: '200 ml', price: 380 },
].map((seed, index) => product(index + 1, seed));

/** A product of the fixtures by id (a missing one is a mistake in the test). */
export function productFixture(id: number): Product {
  const found = productsFixture.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no product ${id} in the fixtures`);
  return found;
}

/** A line of a shop order: the product's Moldovan price. */
function shopLine(id: number, productId: number, quantity: number): Order['items'][number] {
  const { title, price } = productFixture(productId);
  const unit = price ?? 0;
  return {
    id,
    product: productId,
    course: null,
    title,
    unit_price: unit,
    quantity,
    line_total: Math.round(unit * quantity * 10) / 10,
  };
}

/** A shop order of the demo user in Moldova (MDL), its totals as the server computes them. */
function shopOrder(
  id: number,
  fields: Pick<Order, 'status' | 'payment_type' | 'items' | 'created'> &
    Partial<Pick<Order, 'delivery_price' | 'cashback_used' | 'cashback_earned'>>,
): Order {
  const subtotal = Math.round(fields.items.reduce((sum, i) => sum + i.line_total, 0) * 10) / 10;
  const delivery = fields.delivery_price ?? 0;
  const used = fields.cashback_used ?? 0;
  return {
    id,
    kind: 'shop',
    type: orderType(fields.status),
    market: 'md',
    currency: 'MDL',
    delivery_type: 'courier',
    subtotal,
    delivery_price: delivery,
    delivery_by_weight: false,
    cashback_used: used,
    cashback_earned: fields.cashback_earned ?? 0,
    total: Math.round((subtotal - used + delivery) * 10) / 10,
    paid_at: fields.status === 'paid' ? fields.created : null,
    tracking_number: '',
    promo_code: '',
    discount: 0,
    contact: null,
    ...fields,
  };
}

/**
 * The demo user's shop orders, newest first: a card order waiting for its payment (it spends
 * cashback), a paid card order and a cash order paid to the courier (each earned 5 %).
 */
export const shopOrdersFixture: Order[] = [
  shopOrder(312, {
    status: 'pending',
    payment_type: 'card',
    items: [shopLine(3121, 3, 1)],
    delivery_price: 50,
    cashback_used: 64.3,
    created: '2026-11-21T08:40:00.000Z',
  }),
  shopOrder(305, {
    status: 'paid',
    payment_type: 'card',
    items: [shopLine(3051, 2, 1), shopLine(3052, 4, 2)],
    cashback_earned: 64.3,
    created: '2026-10-14T12:05:00.000Z',
  }),
  shopOrder(298, {
    status: 'paid',
    payment_type: 'cash',
    items: [shopLine(2981, 1, 2)],
    delivery_price: 50,
    cashback_earned: 32,
    created: '2026-08-30T15:20:00.000Z',
  }),
];

/** Every order of the demo user (`GET /orders/`), shop and course, newest first. */
export const ordersFixture: Order[] = [
  ...shopOrdersFixture,
  { ...courseOrderFixture(4, 'paid'), created: '2026-03-02T10:00:00.000Z' },
];

/** The demo user's cashback (designed): earned on the paid orders, spent on the pending one. */
export const cashbackFixture: Cashback = {
  balance: { MDL: 32 },
  results: [
    { id: 3, order_id: 312, amount: -64.3, currency: 'MDL', created: '2026-11-21T08:40:00.000Z' },
    { id: 2, order_id: 305, amount: 64.3, currency: 'MDL', created: '2026-10-14T12:06:00.000Z' },
    { id: 1, order_id: 298, amount: 32, currency: 'MDL', created: '2026-09-02T09:00:00.000Z' },
  ],
  orders: shopOrdersFixture,
};
