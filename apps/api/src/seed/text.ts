import { LANGUAGES, type Language } from '@academy/contract';
import type { Translated } from '../db/tables/common';

/** A translated text in the order ro, ru, en, fr, es. */
export const t = (ro: string, ru: string, en: string, fr: string, es: string): Translated => ({
  ro,
  ru,
  en,
  fr,
  es,
});

/** A text written by one rule in each language (a packaging through Intl, say). */
export const inEachLanguage = (write: (lang: Language) => string): Translated =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, write(lang)])) as Translated;

/** Each language's text with `{x}` replaced by that language's value of `x`. */
export function fill(template: Translated, values: Record<string, Translated>): Translated {
  const out = { ...template };
  for (const lang of Object.keys(out) as (keyof Translated)[]) {
    out[lang] = out[lang].replace(/\{(\w+)\}/g, (_, key: string) => values[key]?.[lang] ?? '');
  }
  return out;
}

export const media = (path: string) => `/media/demo/${path}`;
