import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authors, courses } from '../db/schema';
import type { Translated } from '../db/tables/common';
import { t } from './text';

/** What a course of each category teaches (by category id, spec 7.3's fixed ids). */
const OUTCOMES: Record<number, Translated[]> = {
  3: [
    t(
      'Evaluați tipul și starea pielii și alegeți îngrijirea potrivită',
      'Оценивать тип и состояние кожи и подбирать подходящий уход',
      'Assess skin type and condition and choose the right care',
      'Évaluer le type et l’état de la peau et choisir les bons soins',
      'Evaluar el tipo y el estado de la piel y elegir el cuidado adecuado',
    ),
    t(
      'Efectuați procedura pas cu pas, în siguranță',
      'Проводить процедуру шаг за шагом и безопасно',
      'Carry out the procedure step by step, safely',
      'Réaliser la procédure pas à pas, en toute sécurité',
      'Realizar el procedimiento paso a paso, con seguridad',
    ),
    t(
      'Combinați procedurile într-un plan de îngrijire pe termen lung',
      'Сочетать процедуры в долгосрочный план ухода',
      'Combine procedures into a long-term care plan',
      'Combiner les procédures dans un plan de soins à long terme',
      'Combinar los procedimientos en un plan de cuidado a largo plazo',
    ),
  ],
  4: [
    t(
      'Cunoașteți anatomia zonelor de risc și cum le evitați',
      'Знать анатомию опасных зон и как их избегать',
      'Know the anatomy of the danger zones and how to avoid them',
      'Connaître l’anatomie des zones à risque et comment les éviter',
      'Conocer la anatomía de las zonas de riesgo y cómo evitarlas',
    ),
    t(
      'Alegeți preparatul, doza și tehnica pentru fiecare pacient',
      'Подбирать препарат, дозу и технику для каждого пациента',
      'Choose the product, dose and technique for each patient',
      'Choisir le produit, la dose et la technique pour chaque patient',
      'Elegir el producto, la dosis y la técnica para cada paciente',
    ),
    t(
      'Recunoașteți și tratați complicațiile la timp',
      'Вовремя распознавать и устранять осложнения',
      'Recognise and treat complications in time',
      'Reconnaître et traiter les complications à temps',
      'Reconocer y tratar las complicaciones a tiempo',
    ),
  ],
  8: [
    t(
      'Stăpâniți mișcările de bază și ritmul unui masaj complet',
      'Владеть базовыми приёмами и ритмом полного массажа',
      'Master the basic strokes and the rhythm of a full massage',
      'Maîtriser les gestes de base et le rythme d’un massage complet',
      'Dominar los movimientos básicos y el ritmo de un masaje completo',
    ),
    t(
      'Adaptați presiunea și tehnica la corpul pacientului',
      'Подстраивать давление и технику под тело пациента',
      'Adapt pressure and technique to the patient’s body',
      'Adapter la pression et la technique au corps du patient',
      'Adaptar la presión y la técnica al cuerpo del paciente',
    ),
    t(
      'Cunoașteți contraindicațiile și lucrați fără riscuri',
      'Знать противопоказания и работать без рисков',
      'Know the contraindications and work without risk',
      'Connaître les contre-indications et travailler sans risque',
      'Conocer las contraindicaciones y trabajar sin riesgos',
    ),
  ],
  10: [
    t(
      'Citiți analizele de bază din perspectiva longevității',
      'Читать базовые анализы с точки зрения долголетия',
      'Read the basic lab tests from a longevity point of view',
      'Lire les analyses de base sous l’angle de la longévité',
      'Leer los análisis básicos desde el punto de vista de la longevidad',
    ),
    t(
      'Alcătuiți un plan de nutriție, somn și mișcare',
      'Составлять план питания, сна и движения',
      'Draw up a plan for nutrition, sleep and exercise',
      'Établir un plan de nutrition, de sommeil et d’activité',
      'Elaborar un plan de nutrición, sueño y ejercicio',
    ),
    t(
      'Urmăriți rezultatele pacientului în timp',
      'Отслеживать результаты пациента во времени',
      'Follow the patient’s results over time',
      'Suivre les résultats du patient dans le temps',
      'Seguir los resultados del paciente a lo largo del tiempo',
    ),
  ],
};

/** What every course gives: its protocols. */
const PROTOCOLS = t(
  'Aplicați protocoalele cursului din prima zi în cabinet',
  'Применять протоколы курса с первого дня в кабинете',
  'Apply the course’s protocols in your practice from day one',
  'Appliquer les protocoles du cours dès le premier jour en cabinet',
  'Aplicar los protocolos del curso desde el primer día en la consulta',
);

/**
 * The course page's selling points of the demo courses (issue 25): what each teaches, by its
 * category, and its instructor, the academy's author (seeded with the content, after the courses).
 */
export async function seedCourseSellingPoints(db: Db) {
  const [author] = await db.select({ id: authors.id }).from(authors).orderBy(asc(authors.id));
  const rows = await db.select({ id: courses.id, categoryId: courses.categoryId }).from(courses);
  for (const row of rows) {
    await db
      .update(courses)
      .set({
        outcomes: [...(OUTCOMES[row.categoryId] ?? []), PROTOCOLS],
        authorId: author?.id ?? null,
      })
      .where(eq(courses.id, row.id));
  }
}
