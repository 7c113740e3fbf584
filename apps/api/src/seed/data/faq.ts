import { t } from '../text';

/** The FAQ page's questions and answers (HTML), in their order. */
export const FAQ = [
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
