import { countryName, isLanguage, LANGUAGE_NAMES, type Language } from '@academy/contract';
import { pagePath } from '@academy/contract/pages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { contactRequests, profiles, users } from '../../db/schema';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';

/** The staff mail of a new contact request, in the five languages. */
const TEXTS: Record<
  Language,
  {
    subject: (name: string) => string;
    intro: string;
    name: string;
    contact: string;
    country: string;
    language: string;
    inbox: string;
    footer: string;
  }
> = {
  ro: {
    subject: (n) => `Cerere de contact nouă: ${n}`,
    intro: 'Un vizitator a trimis formularul de contact al site-ului. Vă rugăm să-l contactați.',
    name: 'Nume',
    contact: 'Contact',
    country: 'Țara',
    language: 'Limba paginii',
    inbox: 'Deschide cererile',
    footer: 'Mesaj automat al Academiei',
  },
  ru: {
    subject: (n) => `Новая заявка на связь: ${n}`,
    intro: 'Посетитель отправил контактную форму сайта. Пожалуйста, свяжитесь с ним.',
    name: 'Имя',
    contact: 'Контакт',
    country: 'Страна',
    language: 'Язык страницы',
    inbox: 'Открыть заявки',
    footer: 'Автоматическое сообщение Академии',
  },
  en: {
    subject: (n) => `New contact request: ${n}`,
    intro: "A visitor sent the site's contact form. Please get in touch with them.",
    name: 'Name',
    contact: 'Contact',
    country: 'Country',
    language: 'Page language',
    inbox: 'Open the requests',
    footer: 'An automatic message from the Academy',
  },
  fr: {
    subject: (n) => `Nouvelle demande de contact : ${n}`,
    intro: 'Un visiteur a envoyé le formulaire de contact du site. Merci de le recontacter.',
    name: 'Nom',
    contact: 'Contact',
    country: 'Pays',
    language: 'Langue de la page',
    inbox: 'Ouvrir les demandes',
    footer: "Message automatique de l'Académie",
  },
  es: {
    subject: (n) => `Nueva solicitud de contacto: ${n}`,
    intro: 'Un visitante envió el formulario de contacto del sitio. Ponte en contacto con él.',
    name: 'Nombre',
    contact: 'Contacto',
    country: 'País',
    language: 'Idioma de la página',
    inbox: 'Abrir las solicitudes',
    footer: 'Mensaje automático de la Academia',
  },
};

export interface InboxMailDeps {
  config: Config;
  mailer: Mailer;
  db: Db;
}

/**
 * Tells one staff member of a new contact request, in their language (ro when unknown), with a
 * link to the inbox's new requests. A request or staff member gone since is not mailed.
 */
export async function sendContactRequestMail(
  deps: InboxMailDeps,
  requestId: number,
  staffId: number,
) {
  const [request] = await deps.db
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.id, requestId));
  const [staff] = await deps.db
    .select({ email: users.email, lang: profiles.lang })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, staffId));
  if (!request || !staff) return;
  const lang: Language = isLanguage(staff.lang) ? staff.lang : 'ro';
  const t = TEXTS[lang];
  const subject = t.subject(request.name);
  const pageLanguage = isLanguage(request.lang) ? LANGUAGE_NAMES[request.lang] : request.lang;
  const { text, html } = renderMail(lang, subject, {
    paragraphs: [t.intro],
    rows: [
      [t.name, request.name],
      [t.contact, request.contactData],
      [t.country, countryName(request.country, lang)],
      [t.language, pageLanguage],
    ],
    link: { label: t.inbox, url: `${deps.config.publicUrl}${pagePath(lang, 'adminRequests')}` },
    footer: t.footer,
  });
  await deps.mailer.send({ to: staff.email, subject, text, html });
}
