import type { Language } from '@academy/contract';
import type { When } from '../cabinet/visit-mail.texts';

/** The mails of a moved visit: to its visitor (the new time), and to the specialist. */
export const RESCHEDULE_TEXTS: Record<
  Language,
  {
    movedSubject: string;
    moved: (w: When) => string;
    invitationUpdated: string;
    visitorMovedSubject: (w: When) => string;
    visitorMoved: (client: string) => string;
    stillConfirmed: string;
  }
> = {
  ro: {
    movedSubject: 'Programarea a fost mutată',
    moved: (w) =>
      `Programarea dumneavoastră la ${w.specialist} este acum pe ${w.date}, ora ${w.time}.`,
    invitationUpdated: 'Invitația atașată actualizează evenimentul din calendarul dumneavoastră.',
    visitorMovedSubject: (w) => `Vizită mutată de client: ${w.date}, ${w.time}`,
    visitorMoved: (client) => `${client} și-a mutat vizita prin linkul din mesajul primit.`,
    stillConfirmed: 'Vizita rămâne confirmată la noua oră.',
  },
  ru: {
    movedSubject: 'Приём перенесён',
    moved: (w) => `Ваш приём у специалиста ${w.specialist} теперь ${w.date}, ${w.time}.`,
    invitationUpdated: 'Приложенное приглашение обновит событие в вашем календаре.',
    visitorMovedSubject: (w) => `Клиент перенёс визит: ${w.date}, ${w.time}`,
    visitorMoved: (client) => `${client} перенёс(ла) визит по ссылке из письма.`,
    stillConfirmed: 'Визит остаётся подтверждённым на новое время.',
  },
  en: {
    movedSubject: 'Your visit has been moved',
    moved: (w) => `Your visit with ${w.specialist} is now on ${w.date} at ${w.time}.`,
    invitationUpdated: 'The attached invitation updates the event in your calendar.',
    visitorMovedSubject: (w) => `Visit moved by the client: ${w.date}, ${w.time}`,
    visitorMoved: (client) => `${client} moved their visit with the link in their e-mail.`,
    stillConfirmed: 'The visit stays confirmed at the new time.',
  },
  fr: {
    movedSubject: 'Votre rendez-vous a été déplacé',
    moved: (w) => `Votre rendez-vous avec ${w.specialist} est désormais le ${w.date} à ${w.time}.`,
    invitationUpdated: "L'invitation jointe met à jour l'événement de votre agenda.",
    visitorMovedSubject: (w) => `Rendez-vous déplacé par le client : ${w.date}, ${w.time}`,
    visitorMoved: (client) => `${client} a déplacé son rendez-vous avec le lien de son e-mail.`,
    stillConfirmed: 'Le rendez-vous reste confirmé au nouvel horaire.',
  },
  es: {
    movedSubject: 'Su cita ha cambiado de hora',
    moved: (w) => `Su cita con ${w.specialist} es ahora el ${w.date} a las ${w.time}.`,
    invitationUpdated: 'La invitación adjunta actualiza el evento de su calendario.',
    visitorMovedSubject: (w) => `Cita cambiada por el cliente: ${w.date}, ${w.time}`,
    visitorMoved: (client) => `${client} ha cambiado su cita con el enlace de su correo.`,
    stillConfirmed: 'La cita sigue confirmada en la nueva hora.',
  },
};
