import { t } from '../text';

/** The dashboard's useful information for students, in its order. */
export const USEFUL_INFO = [
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
];
