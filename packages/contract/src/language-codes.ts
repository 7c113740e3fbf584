/**
 * Interface languages (spec 1). The first one is the default. Free of zod, so that the web
 * app's entry chunk can use it (`@academy/contract/languages`) without the schema library.
 */
export const LANGUAGES = ['ro', 'ru', 'en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ro';
/** Translation fallback order (spec 4, Language): ru, then ro. */
export const FALLBACK_LANGUAGES: readonly Language[] = ['ru', 'ro'];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
