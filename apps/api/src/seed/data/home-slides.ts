import { media, t } from '../text';

/** Home's hero slides: [title, description, the button's link]; the third's button is hidden. */
export const HERO_SLIDES = [
  [
    t(
      'Frumusețe care durează',
      'Красота, которая остаётся',
      'Beauty that lasts',
      'Une beauté qui dure',
      'Belleza que perdura',
    ),
    t(
      'Cursuri video de la practicieni',
      'Видеокурсы от практиков',
      'Video courses by practitioners',
      'Des cours vidéo par des praticiens',
      'Cursos en vídeo de profesionales',
    ),
    '/ro/category',
  ],
  [
    t(
      'Învață de la medici',
      'Учитесь у врачей',
      'Learn from doctors',
      'Apprenez avec des médecins',
      'Aprende de médicos',
    ),
    t(
      'Medicină estetică și longevitate',
      'Эстетическая медицина и долголетие',
      'Aesthetic and longevity medicine',
      'Médecine esthétique et longévité',
      'Medicina estética y longevidad',
    ),
    '/ro/category#medicine',
  ],
  [
    t(
      'Cosmetică profesională',
      'Профессиональная косметика',
      'Professional cosmetics',
      'Cosmétiques professionnels',
      'Cosmética profesional',
    ),
    t(
      'Pentru specialiști verificați',
      'Для проверенных специалистов',
      'For verified specialists',
      'Pour les spécialistes vérifiés',
      'Para especialistas verificados',
    ),
    '/ro/shop-category',
  ],
] as const;

/** The hero slides' button. */
export const HERO_BUTTON = t(
  'Află mai mult',
  'Подробнее',
  'Learn more',
  'En savoir plus',
  'Saber más',
);

/** Home's reviews of students, in their order. */
export const REVIEW_SLIDES = [
  {
    name: 'Ana Rusu',
    profession: t('Cosmetolog', 'Косметолог', 'Cosmetologist', 'Esthéticienne', 'Cosmetóloga'),
    text: t(
      'Cursul de peelinguri mi-a schimbat practica.',
      'Курс по пилингам изменил мою практику.',
      'The peels course changed my practice.',
      'Le cours sur les peelings a changé ma pratique.',
      'El curso de peelings cambió mi práctica.',
    ),
    image: media('people/person-1.svg'),
    rating: 5,
    position: 0,
  },
  {
    name: 'Dr. Ion Ciobanu',
    profession: t(
      'Medic dermatolog',
      'Врач-дерматолог',
      'Dermatologist',
      'Dermatologue',
      'Dermatólogo',
    ),
    text: t(
      'Protocoale clare și video de calitate.',
      'Чёткие протоколы и качественные видео.',
      'Clear protocols and high-quality videos.',
      'Des protocoles clairs et des vidéos de qualité.',
      'Protocolos claros y vídeos de calidad.',
    ),
    image: media('people/person-2.svg'),
    rating: 5,
    position: 1,
  },
  {
    name: 'Elena Popescu',
    profession: t('Maseur', 'Массажист', 'Massage therapist', 'Masseuse', 'Masajista'),
    text: t(
      'Masajul bucal explicat pas cu pas.',
      'Буккальный массаж объяснён шаг за шагом.',
      'Buccal massage explained step by step.',
      'Le massage buccal expliqué pas à pas.',
      'El masaje bucal explicado paso a paso.',
    ),
    image: media('people/person-3.svg'),
    rating: 4,
    position: 2,
  },
  {
    name: 'Мария Волкова',
    profession: t('Asistentă medicală', 'Медсестра', 'Nurse', 'Infirmière', 'Enfermera'),
    text: t(
      'Am obținut certificatul în două săptămâni.',
      'Получила сертификат за две недели.',
      'I earned the certificate in two weeks.',
      "J'ai obtenu le certificat en deux semaines.",
      'Obtuve el certificado en dos semanas.',
    ),
    image: media('people/person-4.svg'),
    rating: 5,
    position: 3,
  },
];
