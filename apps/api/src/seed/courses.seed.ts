import type { Db } from '../db/client';
import {
  courseBanners,
  courseCategories,
  courseChapters,
  courseModules,
  courses,
  courseTagLinks,
  courseTags,
  courseVideos,
  protocols,
} from '../db/schema';
import type { Translated } from '../db/tables/common';
import { fill, media, t } from './text';

const CATEGORIES = [
  {
    id: 3,
    slug: 'cosmetology',
    name: t('Cosmetologie', 'Косметология', 'Cosmetology', 'Cosmétologie', 'Cosmetología'),
  },
  {
    id: 4,
    slug: 'medicine',
    name: t(
      'Medicină estetică',
      'Эстетическая медицина',
      'Aesthetic medicine',
      'Médecine esthétique',
      'Medicina estética',
    ),
  },
  { id: 8, slug: 'massage', name: t('Masaj', 'Массаж', 'Massage', 'Massage', 'Masaje') },
  {
    id: 10,
    slug: 'longevity',
    name: t(
      'Medicina longevității',
      'Медицина долголетия',
      'Longevity medicine',
      'Médecine de la longévité',
      'Medicina de la longevidad',
    ),
  },
] as const;

const MODULES: Record<number, Translated[]> = {
  3: [
    t('Îngrijire de bază', 'Базовый уход', 'Basic care', 'Soins de base', 'Cuidado básico'),
    t('Peelinguri', 'Пилинги', 'Peels', 'Peelings', 'Peelings'),
    t(
      'Aparatură',
      'Аппаратная косметология',
      'Hardware cosmetology',
      'Cosmétologie instrumentale',
      'Aparatología',
    ),
  ],
  4: [
    t('Injecții', 'Инъекции', 'Injections', 'Injections', 'Inyecciones'),
    t(
      'Fire și complicații',
      'Нити и осложнения',
      'Threads and complications',
      'Fils et complications',
      'Hilos y complicaciones',
    ),
  ],
  8: [
    t('Masaj facial', 'Массаж лица', 'Facial massage', 'Massage du visage', 'Masaje facial'),
    t('Masaj corporal', 'Массаж тела', 'Body massage', 'Massage du corps', 'Masaje corporal'),
  ],
  10: [
    t('Diagnostic', 'Диагностика', 'Diagnostics', 'Diagnostic', 'Diagnóstico'),
    t(
      'Nutriție și stil de viață',
      'Питание и образ жизни',
      'Nutrition and lifestyle',
      'Nutrition et mode de vie',
      'Nutrición y estilo de vida',
    ),
  ],
};

/** [category, module index, name, price €, discount %, free, new] */
const COURSES: [number, number, Translated, number, number, boolean, boolean][] = [
  [
    3,
    0,
    t(
      'Bazele îngrijirii faciale',
      'Основы ухода за лицом',
      'Fundamentals of facial care',
      'Les bases du soin du visage',
      'Fundamentos del cuidado facial',
    ),
    0,
    0,
    true,
    false,
  ],
  [
    3,
    1,
    t(
      'Peelingurile chimice de la A la Z',
      'Химические пилинги от А до Я',
      'Chemical peels from A to Z',
      'Les peelings chimiques de A à Z',
      'Peelings químicos de la A a la Z',
    ),
    189,
    20,
    false,
    true,
  ],
  [
    3,
    0,
    t(
      'Tratamentul acneei și post-acneei',
      'Лечение акне и постакне',
      'Acne and post-acne treatment',
      "Traitement de l'acné et de ses cicatrices",
      'Tratamiento del acné y post-acné',
    ),
    149,
    0,
    false,
    false,
  ],
  [
    3,
    2,
    t(
      'Microneedling în practică',
      'Микронидлинг на практике',
      'Microneedling in practice',
      'Le microneedling en pratique',
      'Microneedling en la práctica',
    ),
    129,
    10,
    false,
    false,
  ],
  [
    3,
    2,
    t(
      'Curățarea ultrasonică a feței',
      'Ультразвуковая чистка лица',
      'Ultrasonic facial cleansing',
      'Nettoyage du visage par ultrasons',
      'Limpieza facial por ultrasonido',
    ),
    79,
    0,
    false,
    true,
  ],
  [
    3,
    1,
    t(
      'Pigmentarea: cauze și corecție',
      'Пигментация: причины и коррекция',
      'Pigmentation: causes and correction',
      'Pigmentation : causes et correction',
      'Pigmentación: causas y corrección',
    ),
    159,
    15,
    false,
    false,
  ],
  [
    4,
    0,
    t(
      'Bazele terapiei cu toxină botulinică',
      'Основы ботулинотерапии',
      'Botulinum therapy basics',
      'Les bases de la toxine botulique',
      'Fundamentos de la toxina botulínica',
    ),
    349,
    0,
    false,
    true,
  ],
  [
    4,
    0,
    t(
      'Conturarea buzelor cu filleri',
      'Контурная пластика губ',
      'Lip contouring with fillers',
      'Le contour des lèvres aux fillers',
      'Perfilado de labios con rellenos',
    ),
    299,
    25,
    false,
    false,
  ],
  [
    4,
    0,
    t(
      'Biorevitalizarea',
      'Биоревитализация',
      'Biorevitalization',
      'La biorevitalisation',
      'Biorrevitalización',
    ),
    219,
    0,
    false,
    false,
  ],
  [
    4,
    1,
    t(
      'Lifting cu fire',
      'Нитевой лифтинг',
      'Thread lifting',
      'Le lifting par fils',
      'Lifting con hilos',
    ),
    399,
    10,
    false,
    false,
  ],
  [
    4,
    0,
    t(
      'Mezoterapia scalpului',
      'Мезотерапия волосистой части головы',
      'Scalp mesotherapy',
      'La mésothérapie du cuir chevelu',
      'Mesoterapia capilar',
    ),
    179,
    0,
    false,
    false,
  ],
  [
    4,
    1,
    t(
      'Complicații în medicina estetică',
      'Осложнения в эстетической медицине',
      'Complications in aesthetic medicine',
      'Les complications en médecine esthétique',
      'Complicaciones en medicina estética',
    ),
    0,
    0,
    true,
    true,
  ],
  [
    8,
    0,
    t(
      'Masaj facial sculptural',
      'Скульптурный массаж лица',
      'Sculptural face massage',
      'Massage sculptural du visage',
      'Masaje facial escultural',
    ),
    119,
    30,
    false,
    true,
  ],
  [
    8,
    1,
    t(
      'Masaj de drenaj limfatic',
      'Лимфодренажный массаж',
      'Lymphatic drainage massage',
      'Massage drainant lymphatique',
      'Masaje de drenaje linfático',
    ),
    99,
    0,
    false,
    false,
  ],
  [
    8,
    0,
    t('Masaj bucal', 'Буккальный массаж', 'Buccal massage', 'Massage buccal', 'Masaje bucal'),
    139,
    0,
    false,
    false,
  ],
  [
    8,
    1,
    t(
      'Masaj anticelulitic',
      'Антицеллюлитный массаж',
      'Anti-cellulite massage',
      'Massage anticellulite',
      'Masaje anticelulítico',
    ),
    89,
    15,
    false,
    false,
  ],
  [
    8,
    0,
    t(
      'Tehnici gua sha',
      'Техники гуаша',
      'Gua sha techniques',
      'Techniques de gua sha',
      'Técnicas de gua sha',
    ),
    0,
    0,
    true,
    false,
  ],
  [
    8,
    1,
    t(
      'Masaj relaxant al spatelui',
      'Расслабляющий массаж спины',
      'Relaxing back massage',
      'Massage relaxant du dos',
      'Masaje relajante de espalda',
    ),
    69,
    0,
    false,
    false,
  ],
  [
    10,
    0,
    t(
      'Introducere în medicina longevității',
      'Введение в медицину долголетия',
      'Introduction to longevity medicine',
      'Introduction à la médecine de la longévité',
      'Introducción a la medicina de la longevidad',
    ),
    0,
    0,
    true,
    true,
  ],
  [
    10,
    1,
    t(
      'Nutriția pentru o îmbătrânire sănătoasă',
      'Питание для здорового старения',
      'Nutrition for healthy ageing',
      'La nutrition pour bien vieillir',
      'Nutrición para un envejecimiento saludable',
    ),
    159,
    20,
    false,
    false,
  ],
  [
    10,
    0,
    t(
      'Markerii de laborator ai îmbătrânirii',
      'Лабораторные маркеры старения',
      'Laboratory markers of ageing',
      'Les marqueurs biologiques du vieillissement',
      'Marcadores de laboratorio del envejecimiento',
    ),
    199,
    0,
    false,
    false,
  ],
  [
    10,
    1,
    t(
      'Echilibrul hormonal după 40 de ani',
      'Гормональный баланс после 40',
      'Hormonal balance after 40',
      "L'équilibre hormonal après 40 ans",
      'Equilibrio hormonal después de los 40',
    ),
    249,
    10,
    false,
    true,
  ],
  [
    10,
    1,
    t(
      'Somnul și recuperarea',
      'Сон и восстановление',
      'Sleep and recovery',
      'Le sommeil et la récupération',
      'Sueño y recuperación',
    ),
    89,
    0,
    false,
    false,
  ],
  [
    10,
    0,
    t(
      'Micronutrienți și suplimente',
      'Микронутриенты и добавки',
      'Micronutrients and supplements',
      'Micronutriments et compléments',
      'Micronutrientes y suplementos',
    ),
    129,
    0,
    false,
    false,
  ],
];

const TAGS = [
  t('Online', 'Онлайн', 'Online', 'En ligne', 'En línea'),
  t('Certificat', 'Сертификат', 'Certificate', 'Certificat', 'Certificado'),
  t('Practică', 'Практика', 'Practice', 'Pratique', 'Práctica'),
  t('Protocoale', 'Протоколы', 'Protocols', 'Protocoles', 'Protocolos'),
];

const DESCRIPTION = t(
  'Cursul „{name}” combină teoria actuală cu demonstrații practice filmate în cabinet.',
  'Курс «{name}» сочетает актуальную теорию и практические демонстрации, снятые в кабинете.',
  'The course "{name}" combines up-to-date theory with practical demonstrations filmed in the clinic.',
  'Le cours « {name} » associe une théorie actuelle à des démonstrations pratiques filmées en cabinet.',
  'El curso «{name}» combina teoría actual con demostraciones prácticas grabadas en la clínica.',
);

const CHAPTERS: [Translated, Translated][] = [
  [
    t('Introducere', 'Введение', 'Introduction', 'Introduction', 'Introducción'),
    t(
      'Scopul cursului și indicațiile.',
      'Цели курса и показания.',
      'Aims of the course and indications.',
      'Objectifs du cours et indications.',
      'Objetivos del curso e indicaciones.',
    ),
  ],
  [
    t(
      'Bazele teoretice',
      'Теоретические основы',
      'Theoretical foundations',
      'Bases théoriques',
      'Fundamentos teóricos',
    ),
    t(
      'Anatomie, mecanisme de acțiune, contraindicații.',
      'Анатомия, механизмы действия, противопоказания.',
      'Anatomy, mechanisms of action, contraindications.',
      "Anatomie, mécanismes d'action, contre-indications.",
      'Anatomía, mecanismos de acción, contraindicaciones.',
    ),
  ],
  [
    t(
      'Protocol practic',
      'Практический протокол',
      'Practical protocol',
      'Protocole pratique',
      'Protocolo práctico',
    ),
    t(
      'Procedura pas cu pas pe model.',
      'Процедура шаг за шагом на модели.',
      'The procedure step by step on a model.',
      'La procédure pas à pas sur un modèle.',
      'El procedimiento paso a paso en un modelo.',
    ),
  ],
];

const LESSON = {
  theoretical: t(
    'Lecția {n}: teorie',
    'Урок {n}: теория',
    'Lesson {n}: theory',
    'Leçon {n} : théorie',
    'Lección {n}: teoría',
  ),
  practical: t(
    'Lecția {n}: practică',
    'Урок {n}: практика',
    'Lesson {n}: practice',
    'Leçon {n} : pratique',
    'Lección {n}: práctica',
  ),
};
const PROTOCOL = t(
  'Protocol: {name}',
  'Протокол: {name}',
  'Protocol: {name}',
  'Protocole : {name}',
  'Protocolo: {name}',
);
const num = (n: number) => t(String(n), String(n), String(n), String(n), String(n));

export async function seedCourses(db: Db) {
  await db.insert(courseCategories).values(CATEGORIES.map((c, i) => ({ ...c, position: i })));
  const moduleIds = new Map<number, number[]>();
  for (const [category, names] of Object.entries(MODULES)) {
    const rows = await db
      .insert(courseModules)
      .values(names.map((name, position) => ({ categoryId: Number(category), name, position })))
      .returning({ id: courseModules.id });
    moduleIds.set(
      Number(category),
      rows.map((r) => r.id),
    );
  }
  const tagIds = (
    await db
      .insert(courseTags)
      .values(TAGS.map((title) => ({ title })))
      .returning()
  ).map((r) => r.id);
  const slugs = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.slug]));
  const ids: number[] = [];
  for (const [
    i,
    [category, moduleIndex, name, price, discount, isFree, isNew],
  ] of COURSES.entries()) {
    const cover = media(`courses/${slugs[category]}-${(i % 3) + 1}.svg`);
    const [course] = await db
      .insert(courses)
      .values({
        name,
        description: fill(DESCRIPTION, { name }),
        image: cover,
        imageThumbnail: cover,
        discount,
        // The trailer is no lesson's file: a lesson's MP4 is served with a signed URL only.
        previewVideoLink: media('trailer.mp4'),
        price,
        time: `${2 + (i % 5)}:${i % 2 ? '30' : '15'}:00`,
        categoryId: category,
        moduleId: moduleIds.get(category)?.[moduleIndex] ?? null,
        isNew,
        isFree,
        completionCertificate: media('certificates/course-certificate.pdf'),
        position: i,
      })
      .returning({ id: courses.id });
    if (!course) continue;
    ids.push(course.id);
    await db.insert(courseTagLinks).values([
      { courseId: course.id, tagId: tagIds[0] ?? 1 },
      { courseId: course.id, tagId: tagIds[1 + (i % 3)] ?? 1 },
    ]);
    const chapters = await db
      .insert(courseChapters)
      .values(
        CHAPTERS.map(([chapter, description], position) => ({
          courseId: course.id,
          name: chapter,
          description,
          position,
        })),
      )
      .returning({ id: courseChapters.id });
    // Every chapter lists its videos: one in the introduction and the theory, two in the practice.
    const chapterOf = (n: number) => chapters[Math.min(n, chapters.length) - 1]?.id ?? null;
    await db.insert(courseVideos).values(
      [1, 2, 3, 4].map((n) => {
        const kind = n <= 2 ? 'theoretical' : 'practical';
        return {
          courseId: course.id,
          chapterId: chapterOf(n),
          title: fill(LESSON[kind], { n: num(n) }),
          kind,
          time: `00:${String(8 + n * 3).padStart(2, '0')}:00`,
          videoLink: media(kind === 'theoretical' ? 'theory.mp4' : 'practice.mp4'),
          imageThumbnail: media(
            kind === 'theoretical' ? 'video/thumb-theory.svg' : 'video/thumb-practice.svg',
          ),
          position: n,
          // The first lesson of each course is its free preview: a visitor plays it on the page.
          freePreview: n === 1,
        };
      }),
    );
    await db.insert(courseBanners).values({
      courseId: course.id,
      image: media(`banners/banner-${(i % 3) + 1}.svg`),
      link: '/ro/promotions',
    });
    await db.insert(protocols).values({
      courseId: course.id,
      title: fill(PROTOCOL, { name }),
      file: media(`protocols/protocol-${(i % 3) + 1}.pdf`),
    });
  }
  return ids;
}
