import {
  countryName,
  type DeliveryType,
  formatMoney,
  type Language,
  type PaymentType,
} from '@academy/contract';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type OrderContact, orderItems, orders, users } from '../../db/schema';
import { type MailSection, renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';
import { formatMailDate, ORDER_MAIL_TEXTS, orderMailLanguage } from './order-mail';

/** The shop order's mails in the five languages (beside the texts all order mails share). */
const TEXTS: Record<
  Language,
  {
    subject: (order: number) => string;
    received: (order: number) => string;
    nextCash: (pickup: boolean) => string;
    nextCard: string;
    pay: string;
    paid: (order: number) => string;
    orders: string;
    items: string;
    totals: string;
    delivery: string;
    subtotal: string;
    deliveryPrice: string;
    free: string;
    byWeight: string;
    cashbackUsed: string;
    promo: (code: string) => string;
    total: string;
    cashbackEarned: string;
    deliveryType: string;
    payment: string;
    address: string;
    carrierOffice: string;
    recipient: string;
    company: string;
    flat: string;
    block: string;
    deliveryTypes: Record<DeliveryType, string>;
    paymentTypes: Record<PaymentType, string>;
  }
> = {
  ro: {
    subject: (order) => `Comanda nr. ${order} a fost primită`,
    received: (order) => `Vă mulțumim! Am primit comanda dumneavoastră nr. ${order}.`,
    nextCash: (pickup) =>
      `Vă vom suna în curând pentru a confirma comanda. Plata se face în numerar ${pickup ? 'la ridicare' : 'la livrare'}.`,
    nextCard:
      'Comanda va fi confirmată după plata cu cardul. O puteți achita acum pe pagina de plată:',
    pay: 'Achitați comanda',
    paid: (order) =>
      `Vă mulțumim! Plata pentru comanda nr. ${order} a fost primită. Pregătim acum comanda dumneavoastră.`,
    orders: 'Comenzile mele',
    items: 'Produse',
    totals: 'Total',
    delivery: 'Livrare și plată',
    subtotal: 'Subtotal',
    deliveryPrice: 'Livrare',
    free: 'gratuită',
    byWeight: 'după greutate, achitată transportatorului',
    cashbackUsed: 'Cashback folosit',
    promo: (code) => `Cod promoțional ${code}`,
    total: 'Total de plată',
    cashbackEarned: 'Cashback acumulat',
    deliveryType: 'Modul de livrare',
    payment: 'Modul de plată',
    address: 'Adresa',
    carrierOffice: 'Oficiul transportatorului',
    recipient: 'Destinatar',
    company: 'Companie',
    flat: 'ap.',
    block: 'bl.',
    deliveryTypes: {
      courier: 'Curier',
      office: 'Ridicare din oficiu',
      pickup: 'Ridicare din magazin',
      carrier_courier: 'Curierul operatorului poștal',
      carrier_office: 'Oficiul operatorului poștal',
    },
    paymentTypes: { cash: 'Numerar', card: 'Card bancar' },
  },
  ru: {
    subject: (order) => `Заказ № ${order} принят`,
    received: (order) => `Спасибо! Мы получили ваш заказ № ${order}.`,
    nextCash: (pickup) =>
      `Мы скоро позвоним вам, чтобы подтвердить заказ. Оплата наличными ${pickup ? 'при получении в магазине' : 'при доставке'}.`,
    nextCard:
      'Заказ будет подтверждён после оплаты картой. Оплатить его можно сейчас на странице оплаты:',
    pay: 'Оплатить заказ',
    paid: (order) => `Спасибо! Оплата заказа № ${order} получена. Мы уже собираем ваш заказ.`,
    orders: 'Мои заказы',
    items: 'Товары',
    totals: 'Итого',
    delivery: 'Доставка и оплата',
    subtotal: 'Сумма товаров',
    deliveryPrice: 'Доставка',
    free: 'бесплатно',
    byWeight: 'по весу, оплачивается перевозчику',
    cashbackUsed: 'Использованный кэшбэк',
    promo: (code) => `Промокод ${code}`,
    total: 'К оплате',
    cashbackEarned: 'Начисленный кэшбэк',
    deliveryType: 'Способ доставки',
    payment: 'Способ оплаты',
    address: 'Адрес',
    carrierOffice: 'Отделение перевозчика',
    recipient: 'Получатель',
    company: 'Компания',
    flat: 'кв.',
    block: 'корп.',
    deliveryTypes: {
      courier: 'Курьер',
      office: 'Самовывоз из офиса',
      pickup: 'Самовывоз из магазина',
      carrier_courier: 'Курьер почтового оператора',
      carrier_office: 'Отделение почтового оператора',
    },
    paymentTypes: { cash: 'Наличные', card: 'Банковская карта' },
  },
  en: {
    subject: (order) => `Order no. ${order} received`,
    received: (order) => `Thank you! We have received your order no. ${order}.`,
    nextCash: (pickup) =>
      `We will call you shortly to confirm the order. You pay in cash ${pickup ? 'when you pick it up' : 'on delivery'}.`,
    nextCard:
      'The order is confirmed once it is paid by card. You can pay for it now on the payment page:',
    pay: 'Pay for the order',
    paid: (order) =>
      `Thank you! Your payment for order no. ${order} has been received. We are now preparing your order.`,
    orders: 'My orders',
    items: 'Items',
    totals: 'Totals',
    delivery: 'Delivery and payment',
    subtotal: 'Subtotal',
    deliveryPrice: 'Delivery',
    free: 'free',
    byWeight: 'by weight, paid to the carrier',
    cashbackUsed: 'Cashback used',
    promo: (code) => `Promo code ${code}`,
    total: 'Total',
    cashbackEarned: 'Cashback earned',
    deliveryType: 'Delivery',
    payment: 'Payment',
    address: 'Address',
    carrierOffice: "Carrier's office",
    recipient: 'Recipient',
    company: 'Company',
    flat: 'flat',
    block: 'block',
    deliveryTypes: {
      courier: 'Courier',
      office: 'In office',
      pickup: 'Shop pickup',
      carrier_courier: "Postal carrier's courier",
      carrier_office: "Postal carrier's office",
    },
    paymentTypes: { cash: 'Cash', card: 'Bank card' },
  },
  fr: {
    subject: (order) => `Commande n° ${order} reçue`,
    received: (order) => `Merci ! Nous avons bien reçu votre commande n° ${order}.`,
    nextCash: (pickup) =>
      `Nous vous appellerons bientôt pour confirmer la commande. Vous payez en espèces ${pickup ? 'au retrait' : 'à la livraison'}.`,
    nextCard:
      'La commande est confirmée une fois payée par carte. Vous pouvez la payer dès maintenant sur la page de paiement :',
    pay: 'Payer la commande',
    paid: (order) =>
      `Merci ! Votre paiement pour la commande n° ${order} a bien été reçu. Nous préparons maintenant votre commande.`,
    orders: 'Mes commandes',
    items: 'Articles',
    totals: 'Totaux',
    delivery: 'Livraison et paiement',
    subtotal: 'Sous-total',
    deliveryPrice: 'Livraison',
    free: 'gratuite',
    byWeight: 'au poids, payée au transporteur',
    cashbackUsed: 'Cashback utilisé',
    promo: (code) => `Code promo ${code}`,
    total: 'Total à payer',
    cashbackEarned: 'Cashback gagné',
    deliveryType: 'Mode de livraison',
    payment: 'Mode de paiement',
    address: 'Adresse',
    carrierOffice: 'Point relais du transporteur',
    recipient: 'Destinataire',
    company: 'Société',
    flat: 'appt',
    block: 'bât.',
    deliveryTypes: {
      courier: 'Coursier',
      office: 'Retrait au bureau',
      pickup: 'Retrait en magasin',
      carrier_courier: 'Coursier du transporteur postal',
      carrier_office: 'Bureau du transporteur postal',
    },
    paymentTypes: { cash: 'Espèces', card: 'Carte bancaire' },
  },
  es: {
    subject: (order) => `Pedido n.º ${order} recibido`,
    received: (order) => `¡Gracias! Hemos recibido su pedido n.º ${order}.`,
    nextCash: (pickup) =>
      `Le llamaremos en breve para confirmar el pedido. Pagará en efectivo ${pickup ? 'al recogerlo' : 'a la entrega'}.`,
    nextCard:
      'El pedido se confirma una vez pagado con tarjeta. Puede pagarlo ahora en la página de pago:',
    pay: 'Pagar el pedido',
    paid: (order) =>
      `¡Gracias! Hemos recibido el pago del pedido n.º ${order}. Ya estamos preparando su pedido.`,
    orders: 'Mis pedidos',
    items: 'Productos',
    totals: 'Totales',
    delivery: 'Entrega y pago',
    subtotal: 'Subtotal',
    deliveryPrice: 'Entrega',
    free: 'gratuita',
    byWeight: 'según el peso, pagada al transportista',
    cashbackUsed: 'Cashback usado',
    promo: (code) => `Código promocional ${code}`,
    total: 'Total a pagar',
    cashbackEarned: 'Cashback obtenido',
    deliveryType: 'Forma de entrega',
    payment: 'Forma de pago',
    address: 'Dirección',
    carrierOffice: 'Oficina del transportista',
    recipient: 'Destinatario',
    company: 'Empresa',
    flat: 'piso',
    block: 'bloque',
    deliveryTypes: {
      courier: 'Mensajero',
      office: 'Recogida en oficina',
      pickup: 'Recogida en tienda',
      carrier_courier: 'Mensajero del operador postal',
      carrier_office: 'Oficina del operador postal',
    },
    paymentTypes: { cash: 'Efectivo', card: 'Tarjeta bancaria' },
  },
};

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type Texts = (typeof TEXTS)[Language];

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

const itemsSection = (t: Texts, mail: ShopMail): MailSection => ({
  heading: t.items,
  rows: mail.items.map((item) => [
    `${item.title} × ${item.quantity}`,
    formatMoney(item.lineTotal, mail.order.currency, mail.lang),
  ]),
});

/** The address lines of the order form, as one line (its country in the mail's language). */
function addressOf(t: Texts, contact: Partial<OrderContact>, lang: Language): string {
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

function deliveryPrice(t: Texts, mail: ShopMail): string {
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
  const t = TEXTS[lang];
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
      ? { label: t.pay, url: `${deps.config.publicUrl}/${lang}/payment?order=${order.id}` }
      : { label: t.orders, url: `${deps.config.publicUrl}/${lang}/dashboard/orders` },
    footer: common.footer,
  });
  await deps.mailer.send({ to: mail.to, subject, text, html });
}

/** The receipt of a paid shop order: its lines, the amount, the date and the cashback earned. */
export async function sendShopPaymentReceipt(deps: ShopMailDeps, orderId: number) {
  const mail = await loadOrderMail(deps.db, orderId);
  if (mail?.order.kind !== 'shop') return;
  const { order, lang } = mail;
  const t = TEXTS[lang];
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
    link: { label: t.orders, url: `${deps.config.publicUrl}/${lang}/dashboard/orders` },
    footer: common.footer,
  });
  await deps.mailer.send({ to: mail.to, subject, text, html });
}
