import {
  countryName,
  type DeliveryType,
  formatMoney,
  type Language,
  type PaymentType,
} from '@academy/contract';
import { pagePath } from '@academy/contract/pages';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type OrderContact, orderItems, orders, users } from '../../db/schema';
import { type MailSection, renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';
import { formatMailDate, ORDER_MAIL_TEXTS, orderMailLanguage } from './order-mail';
import { SHOP_MAIL_TEXTS, type ShopMailTexts } from './shop-mail.texts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export interface ShopMailDeps {
  config: Config;
  mailer: Mailer;
  db: Db;
}

/** A shop order as its mails read it: the order, its lines, the reader and their language. */
export interface ShopMail {
  order: OrderRow;
  items: ItemRow[];
  contact: Partial<OrderContact>;
  lang: Language;
  to: string;
  name: string;
}

/**
 * The order, its lines and who reads about it: the e-mail and name typed in the order form
 * (the account's when the order has none), in the order's language (else the profile's).
 */
export async function loadOrderMail(db: Db, orderId: number): Promise<ShopMail | null> {
  const [row] = await db
    .select({ order: orders, email: users.email, first: users.firstName, last: users.lastName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const contact = (row.order.contact ?? {}) as Partial<OrderContact>;
  const formName = [contact.first_name, contact.surname].filter(Boolean).join(' ');
  return {
    order: row.order,
    items,
    contact,
    lang: await orderMailLanguage(db, row.order),
    to: contact.email || row.email,
    name: formName || `${row.first} ${row.last}`.trim(),
  };
}

const itemsSection = (t: ShopMailTexts, mail: ShopMail): MailSection => ({
  heading: t.items,
  rows: mail.items.map((item) => [
    `${item.title} × ${item.quantity}`,
    formatMoney(item.lineTotal, mail.order.currency, mail.lang),
  ]),
});

/** The address lines of the order form, as one line (its country in the mail's language). */
function addressOf(t: ShopMailTexts, contact: Partial<OrderContact>, lang: Language): string {
  return [
    [contact.street, contact.house_number].filter(Boolean).join(' '),
    contact.block ? `${t.block} ${contact.block}` : '',
    contact.flat ? `${t.flat} ${contact.flat}` : '',
    contact.district,
    contact.city,
    contact.postcode,
    contact.country ? countryName(contact.country, lang) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function deliveryPrice(t: ShopMailTexts, mail: ShopMail): string {
  const { order, lang } = mail;
  if (order.deliveryByWeight) return t.byWeight;
  return order.deliveryPrice > 0 ? formatMoney(order.deliveryPrice, order.currency, lang) : t.free;
}

/**
 * The confirmation of a placed shop order: its lines, totals, delivery and address, and what
 * happens next (cash: a call to confirm, payment on delivery or pickup; card: the payment page).
 */
export async function sendShopOrderConfirmation(deps: ShopMailDeps, orderId: number) {
  const mail = await loadOrderMail(deps.db, orderId);
  if (mail?.order.kind !== 'shop') return;
  const { order, lang, contact } = mail;
  const t = SHOP_MAIL_TEXTS[lang];
  const common = ORDER_MAIL_TEXTS[lang];
  const money = (amount: number) => formatMoney(amount, order.currency, lang);
  const deliveryType = (order.deliveryType ?? 'courier') as DeliveryType;
  const pickup = deliveryType === 'pickup';
  const card = order.paymentType === 'card';
  const subject = t.subject(order.id);
  const { text, html } = renderMail(lang, subject, {
    paragraphs: [
      common.hello(mail.name),
      t.received(order.id),
      card ? t.nextCard : t.nextCash(pickup),
    ],
    sections: [
      itemsSection(t, mail),
      {
        heading: t.totals,
        rows: [
          [t.subtotal, money(order.subtotal)],
          ...(order.discount > 0
            ? [[t.promo(order.promoCode), `−${money(order.discount)}`] as [string, string]]
            : []),
          [t.deliveryPrice, deliveryPrice(t, mail)],
          ...(order.cashbackUsed > 0
            ? [[t.cashbackUsed, `−${money(order.cashbackUsed)}`] as [string, string]]
            : []),
          [t.total, money(order.total)],
        ],
      },
      {
        heading: t.delivery,
        rows: [
          [t.deliveryType, t.deliveryTypes[deliveryType] ?? deliveryType],
          [t.payment, t.paymentTypes[order.paymentType as PaymentType] ?? order.paymentType],
          [t.recipient, [mail.name, contact.phone].filter(Boolean).join(', ')],
          ...(contact.company_name ? [[t.company, contact.company_name] as [string, string]] : []),
          ...(contact.carrier_office
            ? [[t.carrierOffice, contact.carrier_office] as [string, string]]
            : []),
          ...(pickup ? [] : [[t.address, addressOf(t, contact, lang)] as [string, string]]),
          [common.order, String(order.id)],
        ],
      },
    ],
    link: card
      ? {
          label: t.pay,
          url: `${deps.config.publicUrl}${pagePath(lang, 'payment')}?order=${order.id}`,
        }
      : { label: t.orders, url: `${deps.config.publicUrl}${pagePath(lang, 'dashboardOrders')}` },
    footer: common.footer,
  });
  await deps.mailer.send({ to: mail.to, subject, text, html });
}

/** The receipt of a paid shop order: its lines, the amount, the date and the cashback earned. */
export async function sendShopPaymentReceipt(deps: ShopMailDeps, orderId: number) {
  const mail = await loadOrderMail(deps.db, orderId);
  if (mail?.order.kind !== 'shop') return;
  const { order, lang } = mail;
  const t = SHOP_MAIL_TEXTS[lang];
  const common = ORDER_MAIL_TEXTS[lang];
  const subject = common.receiptSubject(order.id);
  const { text, html } = renderMail(lang, subject, {
    paragraphs: [common.hello(mail.name), t.paid(order.id)],
    rows: [
      [common.amount, formatMoney(order.total, order.currency, lang)],
      [common.date, formatMailDate(lang, order.paidAt ?? new Date())],
      [common.order, String(order.id)],
      [t.cashbackEarned, formatMoney(order.cashbackEarned, order.currency, lang)],
    ],
    sections: [itemsSection(t, mail)],
    link: { label: t.orders, url: `${deps.config.publicUrl}${pagePath(lang, 'dashboardOrders')}` },
    footer: common.footer,
  });
  await deps.mailer.send({ to: mail.to, subject, text, html });
}
