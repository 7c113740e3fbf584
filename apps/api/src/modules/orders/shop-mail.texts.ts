import type { DeliveryType, Language, PaymentType } from '@academy/contract';

/** The shop order's mails in the five languages (beside the texts all order mails share). */
export const SHOP_MAIL_TEXTS: Record<
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

export type ShopMailTexts = (typeof SHOP_MAIL_TEXTS)[Language];
