import type { Language } from '@academy/contract';
import type { When } from '../cabinet/visit-mail.texts';

/**
 * The one mail a public request sends before its visitor proves their address (issue 28): the
 * link that hands the request to the specialist. Nothing else goes out until it is opened.
 */
export const VISIT_CONFIRM_TEXTS: Record<
  Language,
  { subject: string; body: (w: When) => string; ignore: string; link: string }
> = {
  ro: {
    subject: 'Confirmați cererea de programare',
    body: (w) =>
      `Ați cerut o programare la ${w.specialist} pentru ${w.date}, ora ${w.time}. Deschideți linkul de mai jos pentru a confirma adresa de e-mail și a trimite cererea specialistului.`,
    ignore: 'Dacă nu ați cerut această programare, ignorați acest mesaj: nu va fi trimisă.',
    link: 'Confirmați cererea',
  },
  ru: {
    subject: 'Подтвердите заявку на приём',
    body: (w) =>
      `Вы записываетесь на приём к специалисту ${w.specialist} на ${w.date}, ${w.time}. Откройте ссылку ниже, чтобы подтвердить адрес e-mail и отправить заявку специалисту.`,
    ignore:
      'Если вы не записывались, просто проигнорируйте это письмо: заявка не будет отправлена.',
    link: 'Подтвердить заявку',
  },
  en: {
    subject: 'Confirm your visit request',
    body: (w) =>
      `You asked for a visit with ${w.specialist} on ${w.date} at ${w.time}. Open the link below to confirm your e-mail address and send the request to the specialist.`,
    ignore: 'If you did not ask for this visit, ignore this message: nothing will be sent.',
    link: 'Confirm the request',
  },
  fr: {
    subject: 'Confirmez votre demande de rendez-vous',
    body: (w) =>
      `Vous avez demandé un rendez-vous avec ${w.specialist} le ${w.date} à ${w.time}. Ouvrez le lien ci-dessous pour confirmer votre adresse e-mail et envoyer la demande au spécialiste.`,
    ignore: "Si vous n'avez pas demandé ce rendez-vous, ignorez ce message : rien ne sera envoyé.",
    link: 'Confirmer la demande',
  },
  es: {
    subject: 'Confirme su solicitud de cita',
    body: (w) =>
      `Ha solicitado una cita con ${w.specialist} el ${w.date} a las ${w.time}. Abra el enlace de abajo para confirmar su correo electrónico y enviar la solicitud al especialista.`,
    ignore: 'Si no ha solicitado esta cita, ignore este mensaje: no se enviará nada.',
    link: 'Confirmar la solicitud',
  },
};
