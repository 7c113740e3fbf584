import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  aboutPage,
  authorGallery,
  authors,
  blogArticles,
  faqItems,
  heroSlides,
  promotions,
  regionInfo,
  reviewSlides,
  usefulInfo,
} from '../db/schema';
import { media, t } from './text';

const FAQ = [
  [
    t(
      'Cum primesc acces la curs?',
      'Как получить доступ к курсу?',
      'How do I get access to a course?',
      'Comment accéder à un cours ?',
      '¿Cómo accedo a un curso?',
    ),
    t(
      '<p>După plată, cursul apare în <strong>Cabinet → Cursuri</strong>.</p>',
      '<p>После оплаты курс появится в <strong>Кабинет → Курсы</strong>.</p>',
      '<p>After payment the course appears in <strong>Dashboard → Courses</strong>.</p>',
      '<p>Après le paiement, le cours apparaît dans <strong>Espace → Cours</strong>.</p>',
      '<p>Tras el pago, el curso aparece en <strong>Panel → Cursos</strong>.</p>',
    ),
  ],
  [
    t(
      'Primesc certificat?',
      'Выдаётся ли сертификат?',
      'Do I get a certificate?',
      'Vais-je recevoir un certificat ?',
      '¿Recibo un certificado?',
    ),
    t(
      '<p>Da, la finalizarea tuturor lecțiilor.</p>',
      '<p>Да, после прохождения всех уроков.</p>',
      '<p>Yes, once every lesson is completed.</p>',
      '<p>Oui, une fois toutes les leçons terminées.</p>',
      '<p>Sí, al completar todas las lecciones.</p>',
    ),
  ],
  [
    t(
      'Cine poate cumpăra în magazin?',
      'Кто может покупать в магазине?',
      'Who can buy in the shop?',
      'Qui peut acheter dans la boutique ?',
      '¿Quién puede comprar en la tienda?',
    ),
    t(
      '<p>Cosmetologii și medicii din Moldova, România și Rusia, după verificarea diplomei.</p>',
      '<p>Косметологи и врачи из Молдовы, Румынии и России после проверки диплома.</p>',
      '<p>Cosmetologists and doctors in Moldova, Romania and Russia, once their diploma is verified.</p>',
      '<p>Les esthéticiennes et médecins de Moldavie, Roumanie et Russie, après vérification du diplôme.</p>',
      '<p>Cosmetólogos y médicos de Moldavia, Rumanía y Rusia, tras verificar su diploma.</p>',
    ),
  ],
  [
    t(
      'Cât durează verificarea contului?',
      'Сколько длится проверка аккаунта?',
      'How long does account verification take?',
      'Combien de temps dure la vérification du compte ?',
      '¿Cuánto tarda la verificación de la cuenta?',
    ),
    t(
      '<p>Până la 24 de ore.</p>',
      '<p>До 24 часов.</p>',
      '<p>Up to 24 hours.</p>',
      "<p>Jusqu'à 24 heures.</p>",
      '<p>Hasta 24 horas.</p>',
    ),
  ],
  [
    t(
      'Livrarea este gratuită?',
      'Доставка бесплатная?',
      'Is delivery free?',
      'La livraison est-elle gratuite ?',
      '¿El envío es gratuito?',
    ),
    t(
      '<p>În Chișinău peste 1200 lei, în regiuni peste 1500 lei, în România peste 500 lei.</p>',
      '<p>В Кишинёве от 1200 лей, в регионах от 1500 лей, в Румынии от 500 лей.</p>',
      '<p>In Chisinau over 1200 lei, in the regions over 1500 lei, in Romania over 500 lei.</p>',
      '<p>À Chisinau au-delà de 1200 lei, en région au-delà de 1500 lei, en Roumanie au-delà de 500 lei.</p>',
      '<p>En Chisináu a partir de 1200 lei, en las regiones de 1500 lei, en Rumanía de 500 lei.</p>',
    ),
  ],
  [
    t(
      'Pot viziona cursurile de pe telefon?',
      'Можно смотреть курсы с телефона?',
      'Can I watch courses on my phone?',
      'Puis-je regarder les cours sur mon téléphone ?',
      '¿Puedo ver los cursos en el móvil?',
    ),
    t(
      '<p>Da, pe orice dispozitiv cu browser.</p>',
      '<p>Да, на любом устройстве с браузером.</p>',
      '<p>Yes, on any device with a browser.</p>',
      '<p>Oui, sur tout appareil doté d’un navigateur.</p>',
      '<p>Sí, en cualquier dispositivo con navegador.</p>',
    ),
  ],
] as const;

const HERO = [
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

const BUTTON = t('Află mai mult', 'Подробнее', 'Learn more', 'En savoir plus', 'Saber más');

export async function seedContent(db: Db) {
  await db
    .insert(faqItems)
    .values(FAQ.map(([name, description], position) => ({ name, description, position })));
  await db.insert(regionInfo).values({
    phoneEu: '+34 611 204 118',
    phoneMd: '+373 69 123 456',
    phoneRo: '+40 721 345 678',
    phoneRu: '+7 495 123 45 67',
    addressEu: 'Calle de Alcalá 48, 28014 Madrid, España',
    addressMd: 'str. Ștefan cel Mare 126, Chișinău, Moldova',
    addressRo: 'Bd. Unirii 15, București, România',
    addressRu: 'ул. Тверская 12, Москва, Россия',
  });
  await db.insert(heroSlides).values(
    HERO.map(([title, description, link], i) => ({
      image: media(`slides/hero-${i + 1}.svg`),
      imageMobileThumbnail: media(`slides/hero-${i + 1}-mobile.svg`),
      imageTabletThumbnail: media(`slides/hero-${i + 1}.svg`),
      imageLaptopThumbnail: media(`slides/hero-${i + 1}.svg`),
      imagePcThumbnail: media(`slides/hero-${i + 1}.svg`),
      title,
      description,
      buttonLink: link,
      buttonIsActive: i !== 2,
      buttonName: BUTTON,
      position: i,
    })),
  );
  await db.insert(reviewSlides).values([
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
  ]);
  await db.insert(aboutPage).values({
    title: t(
      'Despre academie',
      'Об академии',
      'About the academy',
      "À propos de l'académie",
      'Sobre la academia',
    ),
    shortDescription: t(
      'Educație online pentru cosmetologi și medici din 2016.',
      'Онлайн-обучение для косметологов и врачей с 2016 года.',
      'Online education for cosmetologists and doctors since 2016.',
      'Formation en ligne pour esthéticiennes et médecins depuis 2016.',
      'Formación en línea para cosmetólogos y médicos desde 2016.',
    ),
    mission: t(
      'Misiunea noastră este să facem accesibile cele mai bune practici de cosmetologie, medicină estetică, masaj și medicina longevității. Fiecare curs este filmat în cabinet real, cu pacienți reali, și însoțit de protocoale pe care le puteți aplica imediat. Credem că frumusețea este o consecință a sănătății.',
      'Наша миссия — сделать доступными лучшие практики косметологии, эстетической медицины, массажа и медицины долголетия. Каждый курс снят в настоящем кабинете с реальными пациентами и сопровождается протоколами, которые можно сразу применить. Мы верим, что красота — следствие здоровья.',
      'Our mission is to make the best practices of cosmetology, aesthetic medicine, massage and longevity medicine accessible. Every course is filmed in a real clinic with real patients and comes with protocols you can apply at once. We believe beauty follows from health.',
      'Notre mission est de rendre accessibles les meilleures pratiques de cosmétologie, de médecine esthétique, de massage et de médecine de la longévité. Chaque cours est filmé dans un vrai cabinet avec de vrais patients et accompagné de protocoles applicables immédiatement. Nous croyons que la beauté découle de la santé.',
      'Nuestra misión es hacer accesibles las mejores prácticas de cosmetología, medicina estética, masaje y medicina de la longevidad. Cada curso se graba en una clínica real con pacientes reales e incluye protocolos que puede aplicar de inmediato. Creemos que la belleza es consecuencia de la salud.',
    ),
  });
  const [author] = await db
    .insert(authors)
    .values({
      title: t(
        'Autorul cursurilor',
        'Автор курсов',
        'Author of the courses',
        'Autrice des cours',
        'Autora de los cursos',
      ),
      subTitle: t(
        'Dr. Ecaterina Lungu',
        'Д-р Екатерина Лунгу',
        'Dr. Ecaterina Lungu',
        'Dr Ecaterina Lungu',
        'Dra. Ecaterina Lungu',
      ),
      specialization: t(
        'Dermatolog, cosmetolog, medic al longevității',
        'Дерматолог, косметолог, врач превентивной медицины',
        'Dermatologist, cosmetologist, longevity physician',
        'Dermatologue, esthéticienne, médecin de la longévité',
        'Dermatóloga, cosmetóloga, médica de la longevidad',
      ),
      descriptionShort: t(
        '20 de ani de practică și peste 5000 de studenți.',
        '20 лет практики и более 5000 учеников.',
        '20 years of practice and more than 5,000 students.',
        '20 ans de pratique et plus de 5 000 élèves.',
        '20 años de práctica y más de 5000 alumnos.',
      ),
      image: media('people/person-5.svg'),
    })
    .returning({ id: authors.id });
  if (author) {
    await db.insert(authorGallery).values(
      [1, 2, 3, 4].map((n) => ({
        authorId: author.id,
        image: media(`gallery/diploma-${n}.svg`),
        imageThumbnail: media(`gallery/diploma-${n}.svg`),
      })),
    );
  }
  const articles = [
    [
      'skin-barrier',
      t(
        'Bariera cutanată: ce trebuie să știți',
        'Кожный барьер: что нужно знать',
        'The skin barrier: what to know',
        'La barrière cutanée : ce qu’il faut savoir',
        'La barrera cutánea: lo que hay que saber',
      ),
    ],
    [
      'spring-peels',
      t(
        'Peelingurile de primăvară',
        'Весенние пилинги',
        'Spring peels',
        'Les peelings de printemps',
        'Peelings de primavera',
      ),
    ],
    [
      'lymphatic-massage',
      t(
        'De ce funcționează drenajul limfatic',
        'Почему работает лимфодренаж',
        'Why lymphatic drainage works',
        'Pourquoi le drainage lymphatique fonctionne',
        'Por qué funciona el drenaje linfático',
      ),
    ],
    [
      'longevity-basics',
      t(
        'Longevitatea începe cu somnul',
        'Долголетие начинается со сна',
        'Longevity starts with sleep',
        'La longévité commence par le sommeil',
        'La longevidad empieza por el sueño',
      ),
    ],
  ] as const;
  await db.insert(blogArticles).values(
    articles.map(([slug, title], i) => ({
      slug,
      title,
      excerpt: t(
        'Un rezumat pentru specialiști.',
        'Краткий обзор для специалистов.',
        'A short overview for specialists.',
        'Un bref aperçu pour les spécialistes.',
        'Un breve resumen para especialistas.',
      ),
      body: t(
        `<h2>${title.ro}</h2><p>Ghid practic pentru cabinet, cu recomandări pentru pacienți.</p>`,
        `<h2>${title.ru}</h2><p>Практическое руководство для кабинета с рекомендациями для пациентов.</p>`,
        `<h2>${title.en}</h2><p>A practical guide for the clinic, with advice for patients.</p>`,
        `<h2>${title.fr}</h2><p>Un guide pratique pour le cabinet, avec des conseils pour les patients.</p>`,
        `<h2>${title.es}</h2><p>Una guía práctica para la clínica, con consejos para los pacientes.</p>`,
      ),
      image: media(`blog/article-${i + 1}.svg`),
      publishedAt: sql`now() - make_interval(days => ${(i + 1) * 9})`,
    })),
  );
  await db.insert(promotions).values([
    {
      title: t(
        '-20% la cursurile de cosmetologie',
        '-20% на курсы косметологии',
        '-20% on cosmetology courses',
        '-20 % sur les cours de cosmétologie',
        '-20 % en cursos de cosmetología',
      ),
      description: t(
        'Doar luna aceasta.',
        'Только в этом месяце.',
        'This month only.',
        'Ce mois-ci seulement.',
        'Solo este mes.',
      ),
      body: t(
        '<p>Reducerea se aplică automat.</p>',
        '<p>Скидка применяется автоматически.</p>',
        '<p>The discount applies automatically.</p>',
        '<p>La remise s’applique automatiquement.</p>',
        '<p>El descuento se aplica automáticamente.</p>',
      ),
      image: media('promotions/promo-1.svg'),
      discount: 20,
      courseId: null,
      endsAt: sql`now() + interval '30 days'`,
    },
    {
      title: t(
        'Pachet de masaj',
        'Пакет массажа',
        'Massage bundle',
        'Pack massage',
        'Pack de masaje',
      ),
      description: t(
        'Trei cursuri la preț de două.',
        'Три курса по цене двух.',
        'Three courses for the price of two.',
        'Trois cours pour le prix de deux.',
        'Tres cursos por el precio de dos.',
      ),
      body: t(
        '<p>Valabil pentru categoria Masaj.</p>',
        '<p>Действует для категории «Массаж».</p>',
        '<p>Valid for the Massage category.</p>',
        '<p>Valable pour la catégorie Massage.</p>',
        '<p>Válido para la categoría Masaje.</p>',
      ),
      image: media('promotions/promo-2.svg'),
      discount: 33,
      courseId: null,
      endsAt: null,
    },
    {
      title: t(
        'Curs gratuit de longevitate',
        'Бесплатный курс по долголетию',
        'Free longevity course',
        'Cours gratuit sur la longévité',
        'Curso gratuito de longevidad',
      ),
      description: t(
        'Începeți cu introducerea.',
        'Начните с введения.',
        'Start with the introduction.',
        "Commencez par l'introduction.",
        'Empiece por la introducción.',
      ),
      body: t(
        '<p>Acces imediat după înregistrare.</p>',
        '<p>Доступ сразу после регистрации.</p>',
        '<p>Access right after registration.</p>',
        "<p>Accès dès l'inscription.</p>",
        '<p>Acceso inmediato tras el registro.</p>',
      ),
      image: media('promotions/promo-3.svg'),
      discount: 100,
      courseId: null,
      endsAt: null,
    },
  ]);
  await db.insert(usefulInfo).values([
    {
      title: t(
        'Cum să vizionați cursurile',
        'Как смотреть курсы',
        'How to watch the courses',
        'Comment regarder les cours',
        'Cómo ver los cursos',
      ),
      body: t(
        '<p>Progresul se salvează automat.</p>',
        '<p>Прогресс сохраняется автоматически.</p>',
        '<p>Progress is saved automatically.</p>',
        '<p>La progression est enregistrée automatiquement.</p>',
        '<p>El progreso se guarda automáticamente.</p>',
      ),
      image: null,
      position: 0,
    },
    {
      title: t(
        'Protocoale și certificate',
        'Протоколы и сертификаты',
        'Protocols and certificates',
        'Protocoles et certificats',
        'Protocolos y certificados',
      ),
      body: t(
        '<p>Descărcați protocoalele din cabinet.</p>',
        '<p>Скачивайте протоколы в кабинете.</p>',
        '<p>Download the protocols from your dashboard.</p>',
        '<p>Téléchargez les protocoles depuis votre espace.</p>',
        '<p>Descargue los protocolos desde su panel.</p>',
      ),
      image: null,
      position: 1,
    },
    {
      title: t(
        'Pagina dumneavoastră de specialist',
        'Ваша страница специалиста',
        'Your specialist page',
        'Votre page de spécialiste',
        'Su página de especialista',
      ),
      body: t(
        '<p>Adăugați certificate și lucrări înainte/după.</p>',
        '<p>Добавьте сертификаты и работы до/после.</p>',
        '<p>Add certificates and before/after work.</p>',
        '<p>Ajoutez des certificats et des avant/après.</p>',
        '<p>Añada certificados y trabajos de antes/después.</p>',
      ),
      image: null,
      position: 2,
    },
  ]);
}
