import type { Language } from '@academy/contract';
import type { Config } from '../../config';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';

/** The receipt of a paid course in the five languages. */
const TEXTS: Record<
  Language,
  {
    subject: (order: number) => string;
    hello: (name: string) => string;
    body: string;
    course: string;
    amount: string;
    date: string;
    order: string;
    open: string;
    footer: string;
  }
> = {
  ro: {
    subject: (order) => `Confirmarea plății: comanda nr. ${order}`,
    hello: (name) => (name ? `Bună ziua, ${name}!` : 'Bună ziua!'),
    body: 'Vă mulțumim pentru achiziție! Plata a fost primită, iar cursul este deja disponibil în contul dumneavoastră.',
    course: 'Curs',
    amount: 'Suma achitată',
    date: 'Data plății',
    order: 'Numărul comenzii',
    open: 'Începeți cursul',
    footer: 'Cu drag, echipa Academiei',
  },
  ru: {
    subject: (order) => `Подтверждение оплаты: заказ № ${order}`,
    hello: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    body: 'Спасибо за покупку! Оплата получена, курс уже доступен в вашем личном кабинете.',
    course: 'Курс',
    amount: 'Оплаченная сумма',
    date: 'Дата оплаты',
    order: 'Номер заказа',
    open: 'Начать курс',
    footer: 'С уважением, команда Академии',
  },
  en: {
    subject: (order) => `Payment receipt: order no. ${order}`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'Thank you for your purchase! Your payment has been received and the course is now available in your account.',
    course: 'Course',
    amount: 'Amount paid',
    date: 'Payment date',
    order: 'Order number',
    open: 'Start the course',
    footer: 'Best regards, the Academy team',
  },
  fr: {
    subject: (order) => `Reçu de paiement : commande n° ${order}`,
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: 'Merci pour votre achat ! Votre paiement a bien été reçu et le cours est désormais disponible dans votre compte.',
    course: 'Cours',
    amount: 'Montant payé',
    date: 'Date du paiement',
    order: 'Numéro de commande',
    open: 'Commencer le cours',
    footer: "Cordialement, l'équipe de l'Académie",
  },
  es: {
    subject: (order) => `Recibo de pago: pedido n.º ${order}`,
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: '¡Gracias por su compra! Hemos recibido su pago y el curso ya está disponible en su cuenta.',
    course: 'Curso',
    amount: 'Importe pagado',
    date: 'Fecha de pago',
    order: 'Número de pedido',
    open: 'Empezar el curso',
    footer: 'Saludos cordiales, el equipo de la Academia',
  },
};

export interface CourseReceipt {
  to: string;
  name: string;
  lang: Language;
  orderId: number;
  courseTitle: string;
  amount: number;
  currency: string;
  paidAt: Date;
  accessId: number;
}

/** Mails the receipt of a paid course with the link to its player. */
export async function sendCourseReceipt(
  deps: { config: Config; mailer: Mailer },
  receipt: CourseReceipt,
) {
  const t = TEXTS[receipt.lang];
  const amount = new Intl.NumberFormat(receipt.lang, {
    style: 'currency',
    currency: receipt.currency,
  }).format(receipt.amount);
  const date = new Intl.DateTimeFormat(receipt.lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(receipt.paidAt);
  const subject = t.subject(receipt.orderId);
  const { text, html } = renderMail(receipt.lang, subject, {
    paragraphs: [t.hello(receipt.name), t.body],
    rows: [
      [t.course, receipt.courseTitle],
      [t.amount, amount],
      [t.date, `${date} UTC`],
      [t.order, String(receipt.orderId)],
    ],
    link: {
      label: t.open,
      url: `${deps.config.publicUrl}/${receipt.lang}/course-inner/${receipt.accessId}`,
    },
    footer: t.footer,
  });
  await deps.mailer.send({ to: receipt.to, subject, text, html });
}
