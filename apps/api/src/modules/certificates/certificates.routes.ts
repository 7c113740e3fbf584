import { isLanguage } from '@academy/contract';
import { certificatesEndpoints } from '@academy/contract/endpoints';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { certificates, profiles } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { route } from '../../lib/route';
import { verificationUrl } from './certificate.mail';
import { renderCertificatePdf } from './certificate.pdf';

export const certificateCodeRoutes = new Hono<AppEnv>();

const unknownCode = () => new HttpError(404, 'No certificate has this code.');

/** A course certificate by its code, with the user who holds it. */
async function findByCode(db: Db, code: string) {
  const [row] = await db
    .select({ certificate: certificates, userId: profiles.userId })
    .from(certificates)
    .innerJoin(profiles, eq(profiles.id, certificates.userProfileId))
    .where(and(eq(certificates.code, code), eq(certificates.forCompletingTheCourse, true)));
  return row ?? null;
}

route(certificateCodeRoutes, certificatesEndpoints.verify, async (c, { code, lang, json }) => {
  const found = await findByCode(c.var.db, code);
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

route(certificateCodeRoutes, certificatesEndpoints.pdf, async (c, { code, user, raw }) => {
  const found = await findByCode(c.var.db, code);
  if (!found?.certificate.code || found.userId !== user.id) throw unknownCode();
  const { certificate } = found;
  const lang = isLanguage(certificate.lang) ? certificate.lang : 'ro';
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
