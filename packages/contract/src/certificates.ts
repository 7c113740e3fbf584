import { z } from 'zod';

/** A course certificate's public code: random base32 (RFC 4648 alphabet), 16 characters. */
export const CERTIFICATE_CODE_PATTERN = /^[A-Z2-7]{10,32}$/;

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
