import { z } from 'zod';

/** Interface languages (spec 1). The first one is the default. */
export const LANGUAGES = ['ro', 'ru', 'en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ro';
/** Translation fallback order (spec 4, Language): ru, then ro. */
export const FALLBACK_LANGUAGES: readonly Language[] = ['ru', 'ro'];

export const languageSchema = z.enum(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return languageSchema.safeParse(value).success;
}
