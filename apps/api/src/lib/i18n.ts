import { FALLBACK_LANGUAGES, type Language } from '@academy/contract';

/** The text in `lang`, else in the spec's fallback order (ru, then ro), else ''. */
export function pick(
  text: Partial<Record<Language, string>> | null | undefined,
  lang: Language,
): string {
  if (!text) return '';
  const direct = text[lang];
  if (direct) return direct;
  for (const fallback of FALLBACK_LANGUAGES) {
    const value = text[fallback];
    if (value) return value;
  }
  return '';
}
