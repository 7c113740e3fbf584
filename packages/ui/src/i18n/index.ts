import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGES,
  LANGUAGES,
  type Language,
} from '@academy/contract/languages';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import ro from './ro.json';
import ru from './ru.json';

import { sections } from './sections';

type Tree = { [key: string]: string | Tree };
const base = { ro, ru, en, fr, es } satisfies Record<Language, typeof ro>;

/**
 * The `ui` namespace in each language: the kit's own strings. Besides the base files, each area
 * of the kit keeps its texts in `sections/<area>/<lang>.json`, found under the key `<area>`.
 */
export const uiMessages = Object.fromEntries(
  LANGUAGES.map((lang): [Language, Tree] => [
    lang,
    {
      ...base[lang],
      ...Object.fromEntries(Object.entries(sections).map(([name, texts]) => [name, texts[lang]])),
    },
  ]),
) as Record<Language, Tree>;

/**
 * Creates an i18next instance with the `ui` namespace plus the caller's namespaces
 * (the web app adds `web`). Falls back to ru, then ro (spec 4, Language).
 */
export function createI18n(options: {
  language?: Language;
  namespaces?: Record<string, Record<Language, object>>;
}): I18n {
  const all = { ui: uiMessages, ...options.namespaces };
  const resources: Resource = {};
  for (const lang of LANGUAGES) {
    resources[lang] = Object.fromEntries(
      Object.entries(all).map(([ns, messages]) => [ns, messages[lang] as Record<string, unknown>]),
    );
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: options.language ?? DEFAULT_LANGUAGE,
    fallbackLng: [...FALLBACK_LANGUAGES],
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(all),
    defaultNS: Object.keys(all).at(-1),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export { findKeyProblems, flattenKeys, type KeyProblem } from './keys';
