import type { Language } from '@academy/contract';
import { isAllowedCertificateFile } from '../registration/registration.validation';

/** A certificate or diploma (spec 3, Certificate); titles and course names per language. */
export interface Certificate {
  id: number;
  image: string;
  show: boolean;
  for_completing_the_course: boolean;
  user_profile_id?: number | null;
  id_course?: number | null;
  title_ro?: string | null;
  title_ru?: string | null;
  title_en?: string | null;
  title_fr?: string | null;
  title_es?: string | null;
  course_name_ro?: string | null;
  course_name_ru?: string | null;
  course_name_en?: string | null;
  course_name_fr?: string | null;
  course_name_es?: string | null;
  /** A course certificate's unique code, checked on the public verification page. */
  code?: string | null;
  /** A course certificate's PDF, made by the server on completion. */
  pdf?: string | null;
}

/** Structurally a browser `File`: the check reads only its name and MIME type. */
export interface CertificateFile {
  name: string;
  type: string;
}

/**
 * Spec 5, Files: an allowed image or pdf extension with a matching MIME type (a video passes,
 * as the spec's extension check treats it as pdf). One rule with registration's upload, so the
 * implementation is shared from there.
 */
export function isAllowedCertificateUpload(file: CertificateFile): boolean {
  return isAllowedCertificateFile(file);
}

/** Whether a file is shown as a PDF (embedded viewer) rather than an image (spec 2.9). */
export function isPdfCertificate(image: string): boolean {
  return /\.pdf($|\?)/i.test(image);
}

/**
 * The caption: the title in the interface language, else the first part of the file name
 * (spec 2.9, My page).
 */
export function certificateCaption(certificate: Certificate, lang: Language): string {
  const title = certificate[`title_${lang}`];
  if (title) return title;
  const fileName = certificate.image.split('?')[0]?.split('/').pop() ?? '';
  return fileName.split(/[._-]/)[0] ?? '';
}

/** The share of an upload sent, 0 to 1 (0 while the size is unknown). */
export function uploadFraction(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(1, loaded / total);
}

/** The course's name in the interface language, for a course completion certificate. */
export function certificateCourseName(certificate: Certificate, lang: Language): string | null {
  return certificate[`course_name_${lang}`] ?? null;
}
