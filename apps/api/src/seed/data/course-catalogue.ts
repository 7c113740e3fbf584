import type { Translated } from '../../db/tables/common';
import { t } from '../text';

/** The course catalogue's categories, by the fixed ids of spec 7.3, in their order on the site. */
export const COURSE_CATEGORIES = [
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

/** Each category's modules (by category id), in their order. */
export const COURSE_MODULES: Record<number, Translated[]> = {
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

/** A demo course: [category, module index, name, price €, discount %, free, new]. */
export type DemoCourse = [number, number, Translated, number, number, boolean, boolean];
