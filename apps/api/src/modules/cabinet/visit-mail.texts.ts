import type { Language } from '@academy/contract';

/** A visit's date and time as the mails show them (the time with its zone named). */
export interface When {
  specialist: string;
  date: string;
  time: string;
}

/** The visit mails in the five languages (the greeting and the signature are the order mails'). */
export const VISIT_MAIL_TEXTS: Record<
  Language,
  {
    receivedSubject: string;
    received: (w: When) => string;
    confirmedSubject: string;
    confirmed: (w: When) => string;
    invitationAttached: string;
    manageHint: string;
    cancelLink: string;
    rescheduleLink: string;
    cancelledSubject: string;
    cancelled: (w: When) => string;
    withdrawalAttached: string;
    eventTitle: (specialist: string) => string;
    newRequestSubject: (w: When) => string;
    newRequest: (client: string) => string;
    visitorCancelledSubject: (w: When) => string;
    visitorCancelled: (client: string) => string;
    hourFreed: string;
    autoConfirmed: string;
    toConfirm: string;
    openRequests: string;
    labels: {
      specialist: string;
      date: string;
      time: string;
      address: string;
      name: string;
      phone: string;
      email: string;
      comment: string;
    };
  }
> = {
  ro: {
    receivedSubject: 'Cererea de programare a fost primită',
    received: (w) =>
      `Cererea dumneavoastră de programare la ${w.specialist} pentru ${w.date}, ora ${w.time}, a fost primită. Specialistul o va confirma, iar atunci veți primi un nou mesaj.`,
    confirmedSubject: 'Programarea este confirmată',
    confirmed: (w) =>
      `${w.specialist} a confirmat programarea dumneavoastră pentru ${w.date}, ora ${w.time}.`,
    invitationAttached: 'Invitația pentru calendarul dumneavoastră este atașată acestui mesaj.',
    manageHint:
      'Dacă planurile se schimbă, puteți muta sau anula programarea prin linkurile de mai jos.',
    cancelLink: 'Anulați programarea',
    rescheduleLink: 'Mutați programarea',
    cancelledSubject: 'Programarea a fost anulată',
    cancelled: (w) =>
      `Programarea dumneavoastră la ${w.specialist} pentru ${w.date}, ora ${w.time}, a fost anulată.`,
    withdrawalAttached: 'Fișierul atașat o elimină din calendarul dumneavoastră.',
    eventTitle: (specialist) => `Programare la ${specialist}`,
    newRequestSubject: (w) => `Cerere nouă de programare: ${w.date}, ${w.time}`,
    newRequest: (client) => `${client} a cerut o programare pe pagina dumneavoastră.`,
    visitorCancelledSubject: (w) => `Vizită anulată de client: ${w.date}, ${w.time}`,
    visitorCancelled: (client) => `${client} și-a anulat vizita prin linkul din mesajul primit.`,
    hourFreed: 'Ora este din nou liberă pe pagina dumneavoastră.',
    autoConfirmed: 'A fost confirmată automat (confirmarea automată este activă).',
    toConfirm: 'Confirmați-o sau anulați-o în lista de cereri.',
    openRequests: 'Deschideți cererile',
    labels: {
      specialist: 'Specialist',
      date: 'Data',
      time: 'Ora',
      address: 'Adresa',
      name: 'Nume',
      phone: 'Telefon',
      email: 'E-mail',
      comment: 'Comentariu',
    },
  },
  ru: {
    receivedSubject: 'Заявка на приём получена',
    received: (w) =>
      `Ваша заявка на приём к специалисту ${w.specialist} на ${w.date}, ${w.time}, получена. Специалист подтвердит её, и вы получите новое письмо.`,
    confirmedSubject: 'Приём подтверждён',
    confirmed: (w) => `${w.specialist} подтвердил(а) ваш приём на ${w.date}, ${w.time}.`,
    invitationAttached: 'Приглашение для вашего календаря приложено к письму.',
    manageHint: 'Если планы изменятся, вы можете перенести или отменить приём по ссылкам ниже.',
    cancelLink: 'Отменить приём',
    rescheduleLink: 'Перенести приём',
    cancelledSubject: 'Приём отменён',
    cancelled: (w) => `Ваш приём у специалиста ${w.specialist} на ${w.date}, ${w.time}, отменён.`,
    withdrawalAttached: 'Приложенный файл удалит его из вашего календаря.',
    eventTitle: (specialist) => `Приём: ${specialist}`,
    newRequestSubject: (w) => `Новая заявка на приём: ${w.date}, ${w.time}`,
    newRequest: (client) => `${client} записывается на приём через вашу страницу.`,
    visitorCancelledSubject: (w) => `Клиент отменил визит: ${w.date}, ${w.time}`,
    visitorCancelled: (client) => `${client} отменил(а) визит по ссылке из письма.`,
    hourFreed: 'Это время снова свободно на вашей странице.',
    autoConfirmed: 'Заявка подтверждена автоматически (включено автоподтверждение).',
    toConfirm: 'Подтвердите или отмените её в списке заявок.',
    openRequests: 'Открыть заявки',
    labels: {
      specialist: 'Специалист',
      date: 'Дата',
      time: 'Время',
      address: 'Адрес',
      name: 'Имя',
      phone: 'Телефон',
      email: 'E-mail',
      comment: 'Комментарий',
    },
  },
  en: {
    receivedSubject: 'Your visit request has been received',
    received: (w) =>
      `Your request for a visit with ${w.specialist} on ${w.date} at ${w.time} has been received. The specialist will confirm it, and you will receive another message then.`,
    confirmedSubject: 'Your visit is confirmed',
    confirmed: (w) => `${w.specialist} has confirmed your visit on ${w.date} at ${w.time}.`,
    invitationAttached: 'The invitation for your calendar is attached to this message.',
    manageHint: 'If your plans change, you can move or cancel the visit with the links below.',
    cancelLink: 'Cancel the visit',
    rescheduleLink: 'Move the visit',
    cancelledSubject: 'Your visit has been cancelled',
    cancelled: (w) =>
      `Your visit with ${w.specialist} on ${w.date} at ${w.time} has been cancelled.`,
    withdrawalAttached: 'The attached file removes it from your calendar.',
    eventTitle: (specialist) => `Visit: ${specialist}`,
    newRequestSubject: (w) => `New visit request: ${w.date}, ${w.time}`,
    newRequest: (client) => `${client} asked for a visit on your page.`,
    visitorCancelledSubject: (w) => `Visit cancelled by the client: ${w.date}, ${w.time}`,
    visitorCancelled: (client) => `${client} cancelled their visit with the link in their e-mail.`,
    hourFreed: 'The hour is free again on your page.',
    autoConfirmed: 'It was confirmed automatically (auto-confirmation is on).',
    toConfirm: 'Confirm or cancel it in your requests list.',
    openRequests: 'Open the requests',
    labels: {
      specialist: 'Specialist',
      date: 'Date',
      time: 'Time',
      address: 'Address',
      name: 'Name',
      phone: 'Phone',
      email: 'E-mail',
      comment: 'Comment',
    },
  },
  fr: {
    receivedSubject: 'Votre demande de rendez-vous a été reçue',
    received: (w) =>
      `Votre demande de rendez-vous avec ${w.specialist} le ${w.date} à ${w.time} a été reçue. Le spécialiste la confirmera et vous recevrez alors un nouveau message.`,
    confirmedSubject: 'Votre rendez-vous est confirmé',
    confirmed: (w) => `${w.specialist} a confirmé votre rendez-vous du ${w.date} à ${w.time}.`,
    invitationAttached: "L'invitation pour votre agenda est jointe à ce message.",
    manageHint:
      'Si vos projets changent, vous pouvez déplacer ou annuler le rendez-vous avec les liens ci-dessous.',
    cancelLink: 'Annuler le rendez-vous',
    rescheduleLink: 'Déplacer le rendez-vous',
    cancelledSubject: 'Votre rendez-vous a été annulé',
    cancelled: (w) =>
      `Votre rendez-vous avec ${w.specialist} le ${w.date} à ${w.time} a été annulé.`,
    withdrawalAttached: 'Le fichier joint le retire de votre agenda.',
    eventTitle: (specialist) => `Rendez-vous : ${specialist}`,
    newRequestSubject: (w) => `Nouvelle demande de rendez-vous : ${w.date}, ${w.time}`,
    newRequest: (client) => `${client} a demandé un rendez-vous sur votre page.`,
    visitorCancelledSubject: (w) => `Rendez-vous annulé par le client : ${w.date}, ${w.time}`,
    visitorCancelled: (client) => `${client} a annulé son rendez-vous avec le lien de son e-mail.`,
    hourFreed: 'Ce créneau est de nouveau libre sur votre page.',
    autoConfirmed: 'Elle a été confirmée automatiquement (la confirmation automatique est active).',
    toConfirm: 'Confirmez-la ou annulez-la dans votre liste de demandes.',
    openRequests: 'Ouvrir les demandes',
    labels: {
      specialist: 'Spécialiste',
      date: 'Date',
      time: 'Heure',
      address: 'Adresse',
      name: 'Nom',
      phone: 'Téléphone',
      email: 'E-mail',
      comment: 'Commentaire',
    },
  },
  es: {
    receivedSubject: 'Hemos recibido su solicitud de cita',
    received: (w) =>
      `Hemos recibido su solicitud de cita con ${w.specialist} el ${w.date} a las ${w.time}. El especialista la confirmará y entonces recibirá otro mensaje.`,
    confirmedSubject: 'Su cita está confirmada',
    confirmed: (w) => `${w.specialist} ha confirmado su cita del ${w.date} a las ${w.time}.`,
    invitationAttached: 'La invitación para su calendario se adjunta a este mensaje.',
    manageHint: 'Si sus planes cambian, puede cambiar o cancelar la cita con los enlaces de abajo.',
    cancelLink: 'Cancelar la cita',
    rescheduleLink: 'Cambiar la cita',
    cancelledSubject: 'Su cita ha sido cancelada',
    cancelled: (w) => `Su cita con ${w.specialist} el ${w.date} a las ${w.time} ha sido cancelada.`,
    withdrawalAttached: 'El archivo adjunto la elimina de su calendario.',
    eventTitle: (specialist) => `Cita: ${specialist}`,
    newRequestSubject: (w) => `Nueva solicitud de cita: ${w.date}, ${w.time}`,
    newRequest: (client) => `${client} ha solicitado una cita en su página.`,
    visitorCancelledSubject: (w) => `Cita cancelada por el cliente: ${w.date}, ${w.time}`,
    visitorCancelled: (client) => `${client} ha cancelado su cita con el enlace de su correo.`,
    hourFreed: 'La hora vuelve a estar libre en su página.',
    autoConfirmed: 'Se confirmó automáticamente (la confirmación automática está activada).',
    toConfirm: 'Confírmela o cancélela en su lista de solicitudes.',
    openRequests: 'Abrir las solicitudes',
    labels: {
      specialist: 'Especialista',
      date: 'Fecha',
      time: 'Hora',
      address: 'Dirección',
      name: 'Nombre',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      comment: 'Comentario',
    },
  },
};
