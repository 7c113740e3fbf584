import type { Language } from '@academy/contract';
import type { When } from '../cabinet/visit-mail.texts';

/** The reminders of a confirmed visit, a day and two hours before it (issue 28). */
export const REMINDER_TEXTS: Record<
  Language,
  {
    subject24h: (w: When) => string;
    subject2h: (w: When) => string;
    body: (w: When) => string;
  }
> = {
  ro: {
    subject24h: (w) => `Mâine: programarea la ${w.specialist}`,
    subject2h: (w) => `În curând: programarea la ${w.specialist}, ora ${w.time}`,
    body: (w) =>
      `Vă reamintim de programarea dumneavoastră la ${w.specialist} pe ${w.date}, ora ${w.time}.`,
  },
  ru: {
    subject24h: (w) => `Завтра: приём у специалиста ${w.specialist}`,
    subject2h: (w) => `Скоро: приём у специалиста ${w.specialist}, ${w.time}`,
    body: (w) => `Напоминаем о вашем приёме у специалиста ${w.specialist} ${w.date}, ${w.time}.`,
  },
  en: {
    subject24h: (w) => `Tomorrow: your visit with ${w.specialist}`,
    subject2h: (w) => `Soon: your visit with ${w.specialist} at ${w.time}`,
    body: (w) => `A reminder of your visit with ${w.specialist} on ${w.date} at ${w.time}.`,
  },
  fr: {
    subject24h: (w) => `Demain : votre rendez-vous avec ${w.specialist}`,
    subject2h: (w) => `Bientôt : votre rendez-vous avec ${w.specialist} à ${w.time}`,
    body: (w) => `Pour rappel, votre rendez-vous avec ${w.specialist} le ${w.date} à ${w.time}.`,
  },
  es: {
    subject24h: (w) => `Mañana: su cita con ${w.specialist}`,
    subject2h: (w) => `Pronto: su cita con ${w.specialist} a las ${w.time}`,
    body: (w) => `Le recordamos su cita con ${w.specialist} el ${w.date} a las ${w.time}.`,
  },
};
