import { z } from 'zod';

/**
 * What a certificate's code may be in its paths (`/certificates/verify/{code}/`, the page's
 * `/certificate/{code}`): letters and digits, 6 to 64. Codes are issued as 16 random base32
 * characters; the wider pattern takes them as typed, and anything else is no route at all.
 */
export const CERTIFICATE_CODE_CHARS = '[A-Za-z0-9]{6,64}';

/**
 * Designed: `GET /{lang}/certificates/verify/{code}/`: what the public verification page
 * (`/{lang}/certificate/{code}`) confirms, and nothing else about the person.
 */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  holder_name: z.string(),
  /** In the language the certificate was issued in (the user's at the time). */
  course_title: z.string(),
  /** ISO date-time of issue. */
  issued_at: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
