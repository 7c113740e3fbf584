/**
 * Interface languages (spec 1). The first one is the default. Free of zod, so that the web
 * app's entry chunk can use it (`@academy/contract/languages`) without the schema library.
 */
export const LANGUAGES = ['ro', 'ru', 'en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ro';
/**
 * Each language named in itself, so a reader finds theirs whatever the page's language: the
 * language menu, a caption track's label in the player.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ro: 'Română',
  ru: 'Русский',
  en: 'English',
  fr: 'Français',
  es: 'Español',
};
/** Translation fallback order (spec 4, Language): ru, then ro. */
export const FALLBACK_LANGUAGES: readonly Language[] = ['ru', 'ro'];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
