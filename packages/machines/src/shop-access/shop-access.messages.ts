import { defineMessages } from '../messages';

export const shopAccessMessages = defineMessages({
  'shopAccess.registeredOnly': {
    ro: 'doar pentru utilizatorii înregistrați',
    ru: 'только для зарегистрированных пользователей',
    en: 'for registered users only',
    fr: 'réservé aux utilisateurs inscrits',
    es: 'solo para usuarios registrados',
  },
  'shopAccess.notInRegion': {
    ro: 'nu este disponibil în regiunea dvs.',
    ru: 'недоступно в вашем регионе',
    en: 'not available in your region',
    fr: 'non disponible dans votre région',
    es: 'no disponible en su región',
  },
});
