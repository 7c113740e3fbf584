import type { Language } from '@academy/contract';
import { DEFAULT_LANGUAGE, isLanguage } from '@academy/contract/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type orders, profiles } from '../../db/schema';

/**
 * What the order mails share (the course receipt, the shop order's confirmation and its receipt):
 * the greeting, the signature, the receipt's subject and labels, money and dates in the reader's
 * language, and which language that is.
 */
export const ORDER_MAIL_TEXTS: Record<
  Language,
  {
    hello: (name: string) => string;
    footer: string;
    receiptSubject: (order: number) => string;
    order: string;
    amount: string;
    date: string;
  }
> = {
  ro: {
    hello: (name) => (name ? `Bună ziua, ${name}!` : 'Bună ziua!'),
    footer: 'Cu drag, echipa Academiei',
    receiptSubject: (order) => `Confirmarea plății: comanda nr. ${order}`,
    order: 'Numărul comenzii',
    amount: 'Suma achitată',
    date: 'Data plății',
  },
  ru: {
    hello: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    footer: 'С уважением, команда Академии',
    receiptSubject: (order) => `Подтверждение оплаты: заказ № ${order}`,
    order: 'Номер заказа',
    amount: 'Оплаченная сумма',
    date: 'Дата оплаты',
  },
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    footer: 'Best regards, the Academy team',
    receiptSubject: (order) => `Payment receipt: order no. ${order}`,
    order: 'Order number',
    amount: 'Amount paid',
    date: 'Payment date',
  },
  fr: {
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    footer: "Cordialement, l'équipe de l'Académie",
    receiptSubject: (order) => `Reçu de paiement : commande n° ${order}`,
    order: 'Numéro de commande',
    amount: 'Montant payé',
    date: 'Date du paiement',
  },
  es: {
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    footer: 'Saludos cordiales, el equipo de la Academia',
    receiptSubject: (order) => `Recibo de pago: pedido n.º ${order}`,
    order: 'Número de pedido',
    amount: 'Importe pagado',
    date: 'Fecha de pago',
  },
};

/** A moment in `lang`, in UTC (the server does not know the reader's time zone). */
export function formatMailDate(lang: Language, date: Date): string {
  const text = new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}

/**
 * The language of an order's mails: the interface language the order was placed in, else the
 * language of the buyer's profile, else the default.
 */
export async function orderMailLanguage(
  db: Db,
  order: Pick<typeof orders.$inferSelect, 'lang' | 'userId'>,
): Promise<Language> {
  if (isLanguage(order.lang)) return order.lang;
  const [profile] = await db
    .select({ lang: profiles.lang })
    .from(profiles)
    .where(eq(profiles.userId, order.userId));
  return isLanguage(profile?.lang) ? profile.lang : DEFAULT_LANGUAGE;
}
