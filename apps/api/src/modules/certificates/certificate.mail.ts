import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@academy/contract';
import { pagePath } from '@academy/contract/pages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { certificates, profiles, users } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../lib/mailer';
import { formatIssueDate, renderCertificatePdf } from './certificate.pdf';

/** Absolute URL of the public verification page of the web app. */
export const verificationUrl = (config: Config, lang: Language, code: string) =>
  `${config.publicUrl}${pagePath(lang, 'certificate', { code })}`;

/** The certificate mail in the five languages. */
const TEXTS: Record<
  Language,
  {
    subject: (course: string) => string;
    hello: (name: string) => string;
    body: (course: string) => string;
    attached: string;
    code: string;
    issued: string;
    verify: string;
    footer: string;
  }
> = {
  ro: {
    subject: (course) => `Certificatul dumneavoastră: ${course}`,
    hello: (name) => `Bună ziua, ${name}!`,
    body: (course) =>
      `Felicitări! Ați finalizat cursul „${course}” și ați primit certificatul de absolvire.`,
    attached: 'Certificatul în format PDF este atașat acestui mesaj.',
    code: 'Codul certificatului',
    issued: 'Data eliberării',
    verify: 'Verificați certificatul',
    footer: 'Cu drag, echipa Academiei',
  },
  ru: {
    subject: (course) => `Ваш сертификат: ${course}`,
    hello: (name) => `Здравствуйте, ${name}!`,
    body: (course) =>
      `Поздравляем! Вы завершили курс «${course}» и получили сертификат об окончании.`,
    attached: 'Сертификат в формате PDF приложен к этому письму.',
    code: 'Код сертификата',
    issued: 'Дата выдачи',
    verify: 'Проверить сертификат',
    footer: 'С уважением, команда Академии',
  },
  en: {
    subject: (course) => `Your certificate: ${course}`,
    hello: (name) => `Hello ${name},`,
    body: (course) =>
      `Congratulations! You have completed the course “${course}” and earned its certificate of completion.`,
    attached: 'The certificate is attached to this message as a PDF.',
    code: 'Certificate code',
    issued: 'Date of issue',
    verify: 'Verify the certificate',
    footer: 'Best regards, the Academy team',
  },
  fr: {
    subject: (course) => `Votre certificat : ${course}`,
    hello: (name) => `Bonjour ${name},`,
    body: (course) =>
      `Félicitations ! Vous avez terminé le cours « ${course} » et obtenu son certificat de réussite.`,
    attached: 'Le certificat est joint à ce message au format PDF.',
    code: 'Code du certificat',
    issued: 'Date de délivrance',
    verify: 'Vérifier le certificat',
    footer: "Cordialement, l'équipe de l'Académie",
  },
  es: {
    subject: (course) => `Su certificado: ${course}`,
    hello: (name) => `Hola, ${name}:`,
    body: (course) =>
      `¡Enhorabuena! Ha completado el curso «${course}» y ha obtenido su certificado de finalización.`,
    attached: 'El certificado se adjunta a este mensaje en formato PDF.',
    code: 'Código del certificado',
    issued: 'Fecha de emisión',
    verify: 'Verificar el certificado',
    footer: 'Saludos cordiales, el equipo de la Academia',
  },
};

export interface CertificateMail {
  to: string;
  lang: Language;
  code: string;
  holderName: string;
  courseTitle: string;
  issuedAt: Date;
}

/** Mails a newly issued certificate: its verification link, the PDF attached. */
export async function sendCertificateMail(
  deps: { config: Config; mailer: Mailer },
  mail: CertificateMail,
) {
  const t = TEXTS[mail.lang];
  const url = verificationUrl(deps.config, mail.lang, mail.code);
  const pdf = await renderCertificatePdf({ ...mail, verifyUrl: url });
  const { text, html } = renderMail(mail.lang, t.subject(mail.courseTitle), {
    paragraphs: [t.hello(mail.holderName), t.body(mail.courseTitle), t.attached],
    rows: [
      [t.code, mail.code],
      [t.issued, formatIssueDate(mail.issuedAt, mail.lang)],
    ],
    link: { label: t.verify, url },
    footer: t.footer,
  });
  await deps.mailer.send({
    to: mail.to,
    subject: t.subject(mail.courseTitle),
    text,
    html,
    attachments: [
      { filename: `certificate-${mail.code}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  });
}

/** Mails a course certificate the academy issued, as it is stored (the outbox's job). */
export async function sendIssuedCertificateMail(
  deps: { db: Db; config: Config; mailer: Mailer },
  certificateId: number,
) {
  const [row] = await deps.db
    .select({ certificate: certificates, email: users.email })
    .from(certificates)
    .innerJoin(profiles, eq(profiles.id, certificates.userProfileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(certificates.id, certificateId));
  if (!row?.certificate.code) throw new Error(`certificate ${certificateId} is not a course's`);
  const { certificate } = row;
  const lang = isLanguage(certificate.lang) ? certificate.lang : DEFAULT_LANGUAGE;
  await sendCertificateMail(deps, {
    to: row.email,
    lang,
    code: certificate.code ?? '',
    holderName: certificate.holderName ?? '',
    courseTitle: pick(certificate.courseName ?? {}, lang),
    issuedAt: certificate.created,
  });
}
