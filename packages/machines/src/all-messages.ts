import type { Language } from '@academy/contract';
import { LANGUAGES } from '@academy/contract';
import type { Translations } from './messages';

/** Every flow's messages; each flow module adds its own object here. */
const allMessages: Record<string, Translations>[] = [];

/** The `flows` namespace per language, for i18next. */
export function flowMessagesByLanguage(): Record<Language, Record<string, string>> {
  const merged = Object.assign({}, ...allMessages) as Record<string, Translations>;
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(Object.entries(merged).map(([key, texts]) => [key, texts[lang]])),
    ]),
  ) as Record<Language, Record<string, string>>;
}
