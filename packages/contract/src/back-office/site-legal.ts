import { z } from 'zod';
import { countedListSchema, fileSchema } from '../common';
import { LANGUAGES, type Language } from '../language-codes';

/**
 * The legal PDFs (spec 1, 7.5): a privacy policy, terms of use, a payment policy (the footer's
 * "payment security") per region and language, and Romania's cookie policy. Each slot is served
 * at its public paths: the PDF staff uploaded when there is one, else the one shipped with the
 * server. One list of slots and paths for the server that serves them and the editor's grid.
 */

export const LEGAL_KINDS = ['policy', 'terms', 'payment_policy', 'cookie'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
/** Russia, Romania, otherwise Moldova (spec 1). */
export const LEGAL_REGIONS = ['md', 'ro', 'ru'] as const;
export type LegalRegion = (typeof LEGAL_REGIONS)[number];

/** Terms and payment policy exist in ru, ro and en; es and fr readers get en (spec 7.5). */
const BY_LANGUAGE_THREE = ['ro', 'ru', 'en'] as const satisfies readonly Language[];

/** The languages each kind exists in, per region (the cookie policy: Romania's, in Romanian). */
export function legalLanguages(kind: LegalKind, region: LegalRegion): readonly Language[] {
  if (kind === 'cookie') return region === 'ro' ? ['ro'] : [];
  return kind === 'policy' ? LANGUAGES : BY_LANGUAGE_THREE;
}

export interface LegalSlot {
  kind: LegalKind;
  region: LegalRegion;
  lang: Language;
}

/** Every document the site links to, kind by kind, region by region, language by language. */
export const LEGAL_SLOTS: readonly LegalSlot[] = LEGAL_KINDS.flatMap((kind) =>
  LEGAL_REGIONS.flatMap((region) =>
    legalLanguages(kind, region).map((lang) => ({ kind, region, lang })),
  ),
);

export const isLegalSlot = ({ kind, region, lang }: LegalSlot) =>
  legalLanguages(kind, region).includes(lang);

/** Where es and fr readers are sent for a document kept in ru, ro and en only. */
const READ_IN_ENGLISH: readonly Language[] = ['es', 'fr'];

/**
 * The public paths that serve a slot, the first being its own (the footer's and the grid's
 * link). Moldova's terms and payment policy are also the language-only paths of spec 7.5, which
 * es and fr readers reach through the English one.
 */
export function legalDocumentPaths({ kind, region, lang }: LegalSlot): string[] {
  if (kind === 'policy') return [`/policy_${region}/policy_${lang}.pdf`];
  if (kind === 'cookie') return ['/cookie_ro/cookie_ro.pdf'];
  const [file, folder] = kind === 'terms' ? ['terms', 'terms'] : ['security', 'payment_policy'];
  const paths = [`/docs/${region}/${file}_${lang}.pdf`];
  if (region !== 'md') return paths;
  const languages = lang === 'en' ? [lang, ...READ_IN_ENGLISH] : [lang];
  return [...paths, ...languages.map((language) => `/${folder}/${folder}_${language}.pdf`)];
}

export const LEGAL_PDF_ONLY = 'Upload a PDF file.';
export const LEGAL_SLOT_UNKNOWN = 'This document does not exist in this language.';

/** An upload (multipart): the slot and its PDF, which replaces the one served until now. */
export const legalDocumentUploadSchema = z
  .object({
    kind: z.enum(LEGAL_KINDS),
    region: z.enum(LEGAL_REGIONS),
    lang: z.enum(LANGUAGES),
    file: fileSchema,
  })
  .refine(isLegalSlot, { path: ['lang'], message: LEGAL_SLOT_UNKNOWN });

export const legalDocumentSchema = z.object({
  kind: z.enum(LEGAL_KINDS),
  region: z.enum(LEGAL_REGIONS),
  lang: z.enum(LANGUAGES),
  /** Its own public path, where visitors get it. */
  path: z.string(),
  /** The uploaded one's id (to remove it), or null while the shipped document is served. */
  id: z.number().int().nullable(),
  source: z.enum(['uploaded', 'default']),
  updated: z.string().nullable(),
  /** Who uploaded it; null for the shipped one, or once that account is gone. */
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const legalDocumentListSchema = countedListSchema(legalDocumentSchema);
