import type { Translated } from '../../db/tables/common';
import { t } from '../text';

/** The tags every course draws from: each course has the first and one other. */
export const COURSE_TAGS = [
  t('Online', 'Онлайн', 'Online', 'En ligne', 'En línea'),
  t('Certificat', 'Сертификат', 'Certificate', 'Certificat', 'Certificado'),
  t('Practică', 'Практика', 'Practice', 'Pratique', 'Práctica'),
  t('Protocoale', 'Протоколы', 'Protocols', 'Protocoles', 'Protocolos'),
];

/** A course's description, `{name}` its name. */
export const COURSE_DESCRIPTION = t(
  'Cursul „{name}” combină teoria actuală cu demonstrații practice filmate în cabinet.',
  'Курс «{name}» сочетает актуальную теорию и практические демонстрации, снятые в кабинете.',
  'The course "{name}" combines up-to-date theory with practical demonstrations filmed in the clinic.',
  'Le cours « {name} » associe une théorie actuelle à des démonstrations pratiques filmées en cabinet.',
  'El curso «{name}» combina teoría actual con demostraciones prácticas grabadas en la clínica.',
);

/** Every course's chapters: [name, description]. */
export const COURSE_CHAPTERS: [Translated, Translated][] = [
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

/** A lesson's title by its kind, `{n}` its number. */
export const LESSON_TITLE = {
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
/** The title of a course's protocol, `{name}` the course's name. */
export const PROTOCOL_TITLE = t(
  'Protocol: {name}',
  'Протокол: {name}',
  'Protocol: {name}',
  'Protocole : {name}',
  'Protocolo: {name}',
);
