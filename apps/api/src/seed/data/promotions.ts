import { sql } from 'drizzle-orm';
import { media, t } from '../text';

/** The promotions page: the first ends in 30 days, the others run until withdrawn. */
export const PROMOTIONS = [
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
];
