import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';
import { dirname, join } from 'node:path';
import type { Language } from '@academy/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * DejaVu Sans (npm dejavu-fonts-ttf) covers Romanian (ș, ț) and Cyrillic, which pdfkit's
 * standard fonts do not. Read once, embedded (subset) in every certificate.
 */
const fontFolder = join(
  dirname(nodeModule.createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => {
  fonts ??= {
    regular: readFileSync(join(fontFolder, 'DejaVuSans.ttf')),
    bold: readFileSync(join(fontFolder, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
};

const TEXTS: Record<
  Language,
  {
    heading: string;
    certifies: string;
    completed: string;
    issued: string;
    code: string;
    verify: string;
  }
> = {
  ro: {
    heading: 'Certificat de absolvire',
    certifies: 'Se certifică faptul că',
    completed: 'a finalizat cursul',
    issued: 'Data eliberării',
    code: 'Cod',
    verify: 'Verificați autenticitatea scanând codul QR sau la adresa',
  },
  ru: {
    heading: 'Сертификат об окончании',
    certifies: 'Настоящим подтверждается, что',
    completed: 'завершил(а) курс',
    issued: 'Дата выдачи',
    code: 'Код',
    verify: 'Проверить подлинность: отсканируйте QR-код или откройте',
  },
  en: {
    heading: 'Certificate of completion',
    certifies: 'This certifies that',
    completed: 'has completed the course',
    issued: 'Date of issue',
    code: 'Code',
    verify: 'Verify it by scanning the QR code or at',
  },
  fr: {
    heading: 'Certificat de réussite',
    certifies: 'Nous certifions que',
    completed: 'a terminé le cours',
    issued: 'Date de délivrance',
    code: 'Code',
    verify: 'Vérifiez son authenticité en scannant le code QR ou sur',
  },
  es: {
    heading: 'Certificado de finalización',
    certifies: 'Se certifica que',
    completed: 'ha completado el curso',
    issued: 'Fecha de emisión',
    code: 'Código',
    verify: 'Verifique su autenticidad escaneando el código QR o en',
  },
};

/** The course title in the quotation marks of the language. */
const QUOTES: Record<Language, (title: string) => string> = {
  ro: (title) => `„${title}”`,
  ru: (title) => `«${title}»`,
  en: (title) => `“${title}”`,
  fr: (title) => `« ${title} »`,
  es: (title) => `«${title}»`,
};

export interface CertificatePdfInput {
  code: string;
  holderName: string;
  courseTitle: string;
  issuedAt: Date;
  lang: Language;
  /** Absolute URL of the public verification page, encoded in the QR code. */
  verifyUrl: string;
}

/** The date as people of the language write it, e.g. "23 noiembrie 2026". */
export const formatIssueDate = (date: Date, lang: Language) =>
  new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** The certificate as a one-page A4 landscape PDF: name, course, date, code and a QR code. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const t = TEXTS[input.lang];
  const { regular, bold } = loadFonts();
  const qr = await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: `${t.heading}: ${input.courseTitle}`, Author: 'Academy', Subject: input.code },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  const inner = width - 112;
  doc
    .lineWidth(3)
    .strokeColor('#2f5d50')
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(1)
    .rect(36, 36, width - 72, height - 72)
    .stroke();
  doc
    .fillColor('#2f5d50')
    .font('bold')
    .fontSize(34)
    .text(t.heading, 56, 90, { width: inner, align: 'center' });
  doc.moveDown(0.6);
  doc
    .fillColor('#222222')
    .font('regular')
    .fontSize(16)
    .text(t.certifies, { width: inner, align: 'center' });
  doc.moveDown(0.8);
  doc.font('bold').fontSize(30).text(input.holderName, { width: inner, align: 'center' });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(16).text(t.completed, { width: inner, align: 'center' });
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(22)
    .text(QUOTES[input.lang](input.courseTitle), { width: inner, align: 'center' });
  const bottom = height - 190;
  doc.font('regular').fontSize(13).fillColor('#222222');
  doc.text(`${t.issued}: ${formatIssueDate(input.issuedAt, input.lang)}`, 72, bottom);
  doc.text(`${t.code}: ${input.code}`, 72, bottom + 24);
  doc
    .fontSize(10)
    .fillColor('#555555')
    .text(`${t.verify}`, 72, bottom + 56, { width: inner - 200 });
  doc.text(input.verifyUrl, { width: inner - 200, link: input.verifyUrl, underline: true });
  doc.image(qr, width - 72 - 120, bottom - 10, { width: 120, height: 120 });
  doc.end();
  return done;
}
