import type { Language, UserType } from '@academy/contract';

/** The accounts' mails (issue 26) in the five languages: to the user, and to staff. */
export interface AccountMailTexts {
  hello: (name: string) => string;
  footer: string;
  activatedSubject: string;
  activated: string;
  login: string;
  declinedSubject: string;
  declined: string;
  reason: string;
  declinedContact: string;
  registeredSubject: (name: string) => string;
  registered: string;
  email: string;
  phone: string;
  type: string;
  types: Record<UserType, string>;
  country: string;
  diploma: string;
  yes: string;
  no: string;
  review: string;
}

export const ACCOUNT_MAIL_TEXTS: Record<Language, AccountMailTexts> = {
  ro: {
    hello: (name) => (name ? `Bună ziua, ${name}!` : 'Bună ziua!'),
    footer: 'Cu drag, echipa Academiei',
    activatedSubject: 'Contul dumneavoastră este activ',
    activated:
      'Am verificat datele și diploma dumneavoastră: contul este activ. Vă puteți autentifica acum.',
    login: 'Autentificare',
    declinedSubject: 'Înregistrarea dumneavoastră a fost respinsă',
    declined: 'Din păcate, nu am putut confirma înregistrarea dumneavoastră.',
    reason: 'Motivul',
    declinedContact:
      'Dacă doriți să trimiteți alte documente sau aveți întrebări, răspundeți la acest mesaj.',
    registeredSubject: (name) => `Înregistrare nouă de verificat: ${name}`,
    registered: 'Un cont nou așteaptă verificarea diplomei și activarea (în 24 de ore).',
    email: 'E-mail',
    phone: 'Telefon',
    type: 'Tip',
    types: { cosmetology: 'Cosmetolog', doctor: 'Medic', other: 'Altul' },
    country: 'Țara',
    diploma: 'Diplomă încărcată',
    yes: 'da',
    no: 'nu',
    review: 'Deschide contul',
  },
  ru: {
    hello: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    footer: 'С уважением, команда Академии',
    activatedSubject: 'Ваш аккаунт активирован',
    activated: 'Мы проверили ваши данные и диплом: аккаунт активен. Теперь вы можете войти.',
    login: 'Войти',
    declinedSubject: 'Ваша регистрация отклонена',
    declined: 'К сожалению, мы не смогли подтвердить вашу регистрацию.',
    reason: 'Причина',
    declinedContact:
      'Если вы хотите прислать другие документы или у вас есть вопросы, ответьте на это письмо.',
    registeredSubject: (name) => `Новая регистрация на проверку: ${name}`,
    registered: 'Новый аккаунт ждёт проверки диплома и активации (в течение 24 часов).',
    email: 'E-mail',
    phone: 'Телефон',
    type: 'Тип',
    types: { cosmetology: 'Косметолог', doctor: 'Врач', other: 'Другое' },
    country: 'Страна',
    diploma: 'Диплом загружен',
    yes: 'да',
    no: 'нет',
    review: 'Открыть аккаунт',
  },
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    footer: 'Best regards, the Academy team',
    activatedSubject: 'Your account is active',
    activated:
      'We have checked your details and diploma: your account is active. You can log in now.',
    login: 'Log in',
    declinedSubject: 'Your registration was declined',
    declined: 'Unfortunately, we could not confirm your registration.',
    reason: 'Reason',
    declinedContact:
      'If you would like to send other documents or have questions, reply to this e-mail.',
    registeredSubject: (name) => `New registration to review: ${name}`,
    registered:
      'A new account is waiting for its diploma to be checked and to be activated (within 24 hours).',
    email: 'E-mail',
    phone: 'Phone',
    type: 'Type',
    types: { cosmetology: 'Cosmetologist', doctor: 'Doctor', other: 'Other' },
    country: 'Country',
    diploma: 'Diploma uploaded',
    yes: 'yes',
    no: 'no',
    review: 'Open the account',
  },
  fr: {
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    footer: "Cordialement, l'équipe de l'Académie",
    activatedSubject: 'Votre compte est actif',
    activated:
      'Nous avons vérifié vos informations et votre diplôme : votre compte est actif. Vous pouvez vous connecter dès maintenant.',
    login: 'Se connecter',
    declinedSubject: 'Votre inscription a été refusée',
    declined: "Malheureusement, nous n'avons pas pu confirmer votre inscription.",
    reason: 'Motif',
    declinedContact:
      "Si vous souhaitez envoyer d'autres documents ou avez des questions, répondez à ce message.",
    registeredSubject: (name) => `Nouvelle inscription à vérifier : ${name}`,
    registered:
      'Un nouveau compte attend la vérification de son diplôme et son activation (sous 24 heures).',
    email: 'E-mail',
    phone: 'Téléphone',
    type: 'Type',
    types: { cosmetology: 'Cosmétologue', doctor: 'Médecin', other: 'Autre' },
    country: 'Pays',
    diploma: 'Diplôme envoyé',
    yes: 'oui',
    no: 'non',
    review: 'Ouvrir le compte',
  },
  es: {
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    footer: 'Saludos cordiales, el equipo de la Academia',
    activatedSubject: 'Tu cuenta está activa',
    activated:
      'Hemos comprobado tus datos y tu diploma: tu cuenta está activa. Ya puedes iniciar sesión.',
    login: 'Iniciar sesión',
    declinedSubject: 'Tu registro ha sido rechazado',
    declined: 'Lamentablemente, no hemos podido confirmar tu registro.',
    reason: 'Motivo',
    declinedContact:
      'Si quieres enviar otros documentos o tienes preguntas, responde a este correo.',
    registeredSubject: (name) => `Nuevo registro por revisar: ${name}`,
    registered: 'Una cuenta nueva espera la revisión de su diploma y su activación (en 24 horas).',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    type: 'Tipo',
    types: { cosmetology: 'Cosmetóloga/o', doctor: 'Médico', other: 'Otro' },
    country: 'País',
    diploma: 'Diploma subido',
    yes: 'sí',
    no: 'no',
    review: 'Abrir la cuenta',
  },
};
