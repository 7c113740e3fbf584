import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@academy/contract/languages';
import type { i18n as I18n, Resource } from 'i18next';
import { createI18nInstance } from './create';
import en from './en.json';
import es from './es.json';
import { flowTexts } from './flow-texts';
import fr from './fr.json';
import ro from './ro.json';
import ru from './ru.json';

import { sections } from './sections';

type Tree = { [key: string]: string | Tree };
const base = { ro, ru, en, fr, es } satisfies Record<Language, typeof ro>;

/**
 * The `flows` namespace in each language: the texts of the message keys the machines emit
 * (`login.invalidData`), one file per flow in ./flows (see flow-texts.ts). Views translate them
 * with `useFlowMessage`; every key a machine exports in a `*_MESSAGE_KEYS` list must be here.
 */
export const flowMessages: Record<Language, Tree> = flowTexts;

/**
 * The `ui` namespace in each language: the kit's own strings. Besides the base files, each area
 * of the kit keeps its texts in `sections/<area>.json` (the five languages), under the key `<area>`.
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
 * Creates an i18next instance with the `ui` namespace plus the caller's namespaces in all five
 * languages (Storybook, tests; the web app loads only its language: see `loadUiMessages`).
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
  return createI18nInstance({ language: options.language ?? DEFAULT_LANGUAGE, resources });
}

export { createI18nInstance } from './create';
export { findKeyProblems, flattenKeys, type KeyProblem } from './keys';
export { loadUiMessages } from './load-language';
export { useCoursePageTranslation } from './page-texts/course-page';
export { useVisitBookingTranslation } from './page-texts/visit-booking';
