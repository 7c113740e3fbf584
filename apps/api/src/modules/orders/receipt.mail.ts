import { formatMoney, type Language } from '@academy/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { orderItems, orders, users } from '../../db/schema';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';
import { formatMailDate, ORDER_MAIL_TEXTS, orderMailLanguage } from './order-mail';
import { type ShopMailDeps, sendShopPaymentReceipt } from './shop.mail';

/** The receipt of a paid course in the five languages (beside the texts all order mails share). */
const TEXTS: Record<Language, { body: string; course: string; open: string }> = {
  ro: {
    body: 'Vă mulțumim pentru achiziție! Plata a fost primită, iar cursul este deja disponibil în contul dumneavoastră.',
    course: 'Curs',
    open: 'Începeți cursul',
  },
  ru: {
    body: 'Спасибо за покупку! Оплата получена, курс уже доступен в вашем личном кабинете.',
    course: 'Курс',
    open: 'Начать курс',
  },
  en: {
    body: 'Thank you for your purchase! Your payment has been received and the course is now available in your account.',
    course: 'Course',
    open: 'Start the course',
  },
  fr: {
    body: 'Merci pour votre achat ! Votre paiement a bien été reçu et le cours est désormais disponible dans votre compte.',
    course: 'Cours',
    open: 'Commencer le cours',
  },
  es: {
    body: '¡Gracias por su compra! Hemos recibido su pago y el curso ya está disponible en su cuenta.',
    course: 'Curso',
    open: 'Empezar el curso',
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
  const common = ORDER_MAIL_TEXTS[receipt.lang];
  const t = TEXTS[receipt.lang];
  const subject = common.receiptSubject(receipt.orderId);
  const { text, html } = renderMail(receipt.lang, subject, {
    paragraphs: [common.hello(receipt.name), t.body],
    rows: [
      [t.course, receipt.courseTitle],
      [common.amount, formatMoney(receipt.amount, receipt.currency, receipt.lang)],
      [common.date, formatMailDate(receipt.lang, receipt.paidAt)],
      [common.order, String(receipt.orderId)],
    ],
    link: {
      label: t.open,
      url: `${deps.config.publicUrl}/${receipt.lang}/course-inner/${receipt.accessId}`,
    },
    footer: common.footer,
  });
  await deps.mailer.send({ to: receipt.to, subject, text, html });
}

/**
 * The receipt of an order just paid: the shop's, or a course's with the link to its player, in
 * the order's language (else the buyer's profile's). A course order without access (refunded
 * since) gets none.
 */
export async function sendOrderReceipt(
  deps: ShopMailDeps,
  orderId: number,
  accessId: number | null,
) {
  const { db } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} is gone`);
  if (order.kind === 'shop') return sendShopPaymentReceipt(deps, orderId);
  if (accessId === null) return;
  const [[item], lang, [user]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    orderMailLanguage(db, order),
    db.select().from(users).where(eq(users.id, order.userId)),
  ]);
  if (!user) throw new Error(`order ${order.id}: its buyer is gone`);
  await sendCourseReceipt(deps, {
    to: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    lang,
    orderId: order.id,
    courseTitle: item?.title ?? '',
    amount: order.total,
    currency: order.currency,
    paidAt: order.paidAt ?? new Date(),
    accessId,
  });
}
