import { FALLBACK_LANGUAGES, LANGUAGES, type Language } from '@academy/contract/languages';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next instance over the given resources; the last namespace is the default one.
 * Falls back to ru, then ro (spec 4, Language).
 */
export function createI18nInstance({
  language,
  resources,
}: {
  language: Language;
  resources: Resource;
}): I18n {
  const namespaces = Object.keys(Object.values(resources)[0] ?? {});
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: [...FALLBACK_LANGUAGES],
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: namespaces.at(-1),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
