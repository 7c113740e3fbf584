import { formatMoney, type Language } from '@academy/contract';
import { pagePath } from '@academy/contract/pages';
import { renderMail } from '../../lib/mail-layout';
import type { CancelReason } from './order-life.service';
import { ORDER_MAIL_TEXTS } from './order-mail';
import { loadOrderMail, type ShopMailDeps } from './shop.mail';

/** The mails of an order's later life, in the five languages. */
const TEXTS: Record<
  Language,
  {
    subject: {
      cancelled: (order: number) => string;
      shipped: (order: number) => string;
      delivered: (order: number) => string;
      refunded: (order: number) => string;
    };
    cancelled: Record<CancelReason, (order: number) => string>;
    returned: (cashback: string) => string;
    shipped: (order: number) => string;
    tracking: string;
    delivered: (order: number) => string;
    refunded: (order: number, amount: string) => string;
    orders: string;
  }
> = {
  ro: {
    subject: {
      cancelled: (o) => `Comanda nr. ${o} a fost anulată`,
      shipped: (o) => `Comanda nr. ${o} a fost expediată`,
      delivered: (o) => `Comanda nr. ${o} a fost livrată`,
      refunded: (o) => `Rambursare pentru comanda nr. ${o}`,
    },
    cancelled: {
      buyer: (o) => `Ați anulat comanda nr. ${o}. Nu vi se va percepe nicio plată.`,
      expired: (o) =>
        `Comanda nr. ${o} nu a fost achitată la timp și a fost anulată, iar produsele au fost eliberate. Puteți plasa o comandă nouă oricând.`,
      staff: (o) =>
        `Comanda nr. ${o} a fost anulată de echipa noastră. Pentru detalii, răspundeți la acest mesaj.`,
    },
    returned: (c) => `Cashback-ul folosit (${c}) a fost returnat în contul dumneavoastră.`,
    shipped: (o) => `Comanda nr. ${o} a fost predată curierului.`,
    tracking: 'Numărul de urmărire',
    delivered: (o) => `Comanda nr. ${o} a fost livrată. Vă mulțumim că ați ales Academia!`,
    refunded: (o, a) =>
      `Am rambursat ${a} pentru comanda nr. ${o}. Suma poate apărea în cont în câteva zile lucrătoare.`,
    orders: 'Comenzile mele',
  },
  ru: {
    subject: {
      cancelled: (o) => `Заказ № ${o} отменён`,
      shipped: (o) => `Заказ № ${o} отправлен`,
      delivered: (o) => `Заказ № ${o} доставлен`,
      refunded: (o) => `Возврат средств по заказу № ${o}`,
    },
    cancelled: {
      buyer: (o) => `Вы отменили заказ № ${o}. Оплата списана не будет.`,
      expired: (o) =>
        `Заказ № ${o} не был оплачен вовремя и отменён, товары снова доступны. Вы можете оформить новый заказ в любое время.`,
      staff: (o) =>
        `Заказ № ${o} отменён нашей командой. Чтобы узнать подробности, ответьте на это письмо.`,
    },
    returned: (c) => `Использованный кэшбэк (${c}) возвращён на ваш счёт.`,
    shipped: (o) => `Заказ № ${o} передан курьеру.`,
    tracking: 'Номер отслеживания',
    delivered: (o) => `Заказ № ${o} доставлен. Спасибо, что выбрали Академию!`,
    refunded: (o, a) =>
      `Мы вернули ${a} по заказу № ${o}. Деньги могут поступить на счёт в течение нескольких рабочих дней.`,
    orders: 'Мои заказы',
  },
  en: {
    subject: {
      cancelled: (o) => `Order no. ${o} cancelled`,
      shipped: (o) => `Order no. ${o} shipped`,
      delivered: (o) => `Order no. ${o} delivered`,
      refunded: (o) => `Refund for order no. ${o}`,
    },
    cancelled: {
      buyer: (o) => `You cancelled order no. ${o}. You will not be charged.`,
      expired: (o) =>
        `Order no. ${o} was not paid in time, so it was cancelled and its products were released. You can place a new order at any time.`,
      staff: (o) => `Order no. ${o} was cancelled by our team. Reply to this e-mail for details.`,
    },
    returned: (c) => `The cashback you used (${c}) is back in your balance.`,
    shipped: (o) => `Order no. ${o} is on its way: it was handed to the courier.`,
    tracking: 'Tracking number',
    delivered: (o) => `Order no. ${o} was delivered. Thank you for choosing the Academy!`,
    refunded: (o, a) =>
      `We refunded ${a} for order no. ${o}. It may take a few working days to reach your account.`,
    orders: 'My orders',
  },
  fr: {
    subject: {
      cancelled: (o) => `Commande n° ${o} annulée`,
      shipped: (o) => `Commande n° ${o} expédiée`,
      delivered: (o) => `Commande n° ${o} livrée`,
      refunded: (o) => `Remboursement de la commande n° ${o}`,
    },
    cancelled: {
      buyer: (o) => `Vous avez annulé la commande n° ${o}. Rien ne vous sera débité.`,
      expired: (o) =>
        `La commande n° ${o} n'a pas été payée à temps : elle a été annulée et ses produits remis en vente. Vous pouvez passer une nouvelle commande à tout moment.`,
      staff: (o) =>
        `La commande n° ${o} a été annulée par notre équipe. Répondez à ce message pour en savoir plus.`,
    },
    returned: (c) => `Le cashback utilisé (${c}) a été recrédité sur votre solde.`,
    shipped: (o) => `La commande n° ${o} a été remise au transporteur.`,
    tracking: 'Numéro de suivi',
    delivered: (o) => `La commande n° ${o} a été livrée. Merci d'avoir choisi l'Académie !`,
    refunded: (o, a) =>
      `Nous avons remboursé ${a} pour la commande n° ${o}. Le montant peut mettre quelques jours ouvrés à apparaître sur votre compte.`,
    orders: 'Mes commandes',
  },
  es: {
    subject: {
      cancelled: (o) => `Pedido n.º ${o} cancelado`,
      shipped: (o) => `Pedido n.º ${o} enviado`,
      delivered: (o) => `Pedido n.º ${o} entregado`,
      refunded: (o) => `Reembolso del pedido n.º ${o}`,
    },
    cancelled: {
      buyer: (o) => `Has cancelado el pedido n.º ${o}. No se te cobrará nada.`,
      expired: (o) =>
        `El pedido n.º ${o} no se pagó a tiempo, por lo que se canceló y sus productos quedaron libres. Puedes hacer un pedido nuevo cuando quieras.`,
      staff: (o) =>
        `Nuestro equipo ha cancelado el pedido n.º ${o}. Responde a este correo para más detalles.`,
    },
    returned: (c) => `El cashback que usaste (${c}) ha vuelto a tu saldo.`,
    shipped: (o) => `El pedido n.º ${o} se ha entregado al mensajero.`,
    tracking: 'Número de seguimiento',
    delivered: (o) => `El pedido n.º ${o} se ha entregado. ¡Gracias por elegir la Academia!`,
    refunded: (o, a) =>
      `Hemos reembolsado ${a} del pedido n.º ${o}. Puede tardar unos días hábiles en llegar a tu cuenta.`,
    orders: 'Mis pedidos',
  },
};

/**
 * Tells the buyer what became of the order, in the order's language: cancelled (and why, with
 * the cashback returned), shipped (with the tracking number), delivered or refunded. Other
 * statuses have mails of their own (the confirmation, the receipt).
 */
export async function sendOrderStatusMail(deps: ShopMailDeps, orderId: number) {
  const mail = await loadOrderMail(deps.db, orderId);
  if (!mail) return;
  const { order, lang } = mail;
  const t = TEXTS[lang];
  const common = ORDER_MAIL_TEXTS[lang];
  const money = (amount: number) => formatMoney(amount, order.currency, lang);
  const status = order.status;
  if (
    status !== 'cancelled' &&
    status !== 'shipped' &&
    status !== 'delivered' &&
    status !== 'refunded'
  ) {
    return;
  }
  const reason = (order.cancelReason ?? 'staff') as CancelReason;
  const paragraphs = {
    cancelled: [
      t.cancelled[reason](order.id),
      ...(order.cashbackUsed > 0 ? [t.returned(money(order.cashbackUsed))] : []),
    ],
    shipped: [t.shipped(order.id)],
    delivered: [t.delivered(order.id)],
    refunded: [t.refunded(order.id, money(order.total))],
  }[status];
  const subject = t.subject[status](order.id);
  const { text, html } = renderMail(lang, subject, {
    paragraphs: [common.hello(mail.name), ...paragraphs],
    rows: [
      [common.order, String(order.id)],
      ...(status === 'shipped' && order.trackingNumber
        ? [[t.tracking, order.trackingNumber] as [string, string]]
        : []),
    ],
    link: { label: t.orders, url: `${deps.config.publicUrl}${pagePath(lang, 'dashboardOrders')}` },
    footer: common.footer,
  });
  await deps.mailer.send({ to: mail.to, subject, text, html });
}
