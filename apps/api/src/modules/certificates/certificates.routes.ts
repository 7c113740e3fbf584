import { DEFAULT_LANGUAGE, isLanguage } from '@academy/contract';
import { certificatesEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { HttpError } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { route } from '../../lib/route';
import { verificationUrl } from './certificate.mail';
import { renderCertificatePdf } from './certificate.pdf';
import { certificateByCode } from './certificates.service';

export const certificateCodeRoutes = new Hono<AppEnv>();

const unknownCode = () => new HttpError(404, 'No certificate has this code.');

route(certificateCodeRoutes, certificatesEndpoints.verify, async (_c, { db, code, lang, json }) => {
  const found = await certificateByCode(db, code);
  if (!found?.certificate.code) throw unknownCode();
  const { certificate } = found;
  // The course in the reader's language: the certificate keeps every translation of its title.
  return json({
    code: found.certificate.code,
    holder_name: certificate.holderName ?? '',
    course_title: pick(certificate.courseName, lang),
    issued_at: certificate.created.toISOString(),
  });
});

route(certificateCodeRoutes, certificatesEndpoints.pdf, async (c, { db, code, user, raw }) => {
  const found = await certificateByCode(db, code);
  if (!found?.certificate.code || found.userId !== user.id) throw unknownCode();
  const { certificate } = found;
  const lang = isLanguage(certificate.lang) ? certificate.lang : DEFAULT_LANGUAGE;
  const pdf = await renderCertificatePdf({
    code: certificate.code ?? code,
    holderName: certificate.holderName ?? '',
    courseTitle: pick(certificate.courseName, lang),
    issuedAt: certificate.created,
    lang,
    verifyUrl: verificationUrl(c.var.config, lang, code),
  });
  return raw(
    new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.length),
        'Content-Disposition': `attachment; filename="certificate-${code}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    }),
  );
});
