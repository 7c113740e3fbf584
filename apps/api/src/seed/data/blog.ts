import type { Translated } from '../../db/tables/common';
import { t } from '../text';

/** The blog's articles, newest first: [slug, title]. */
export const ARTICLES = [
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

export const ARTICLE_EXCERPT = t(
  'Un rezumat pentru specialiști.',
  'Краткий обзор для специалистов.',
  'A short overview for specialists.',
  'Un bref aperçu pour les spécialistes.',
  'Un breve resumen para especialistas.',
);

/** An article's body: its title as heading and one paragraph. */
export const articleBody = (title: Translated) =>
  t(
    `<h2>${title.ro}</h2><p>Ghid practic pentru cabinet, cu recomandări pentru pacienți.</p>`,
    `<h2>${title.ru}</h2><p>Практическое руководство для кабинета с рекомендациями для пациентов.</p>`,
    `<h2>${title.en}</h2><p>A practical guide for the clinic, with advice for patients.</p>`,
    `<h2>${title.fr}</h2><p>Un guide pratique pour le cabinet, avec des conseils pour les patients.</p>`,
    `<h2>${title.es}</h2><p>Una guía práctica para la clínica, con consejos para los pacientes.</p>`,
  );
