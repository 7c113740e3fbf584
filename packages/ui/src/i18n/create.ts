import { FALLBACK_LANGUAGES, LANGUAGES, type Language } from '@academy/contract/languages';
import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18nCore } from './core/instance';

/**
 * An i18n instance over the given resources; the last namespace is the default one.
 * Falls back to ru, then ro (spec 4, Language). The kit's own core, not i18next's runtime (12 KB
 * gzip of every page's JavaScript): it does what react-i18next and this code ask of an i18next
 * instance, with i18next's results (core/core.parity.test.ts), so it is typed as one.
 */
export function createI18nInstance({
  language,
  resources,
}: {
  language: Language;
  resources: Resource;
}): I18n {
  const namespaces = Object.keys(Object.values(resources)[0] ?? {});
  const instance = new I18nCore({
    resources: resources as ConstructorParameters<typeof I18nCore>[0]['resources'],
    lng: language,
    fallbackLng: [...FALLBACK_LANGUAGES],
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: namespaces.at(-1) ?? 'translation',
    interpolation: { escapeValue: false },
  });
  // The instance hooks find without a provider (i18next's `use(initReactI18next)`).
  initReactI18next.init(instance as unknown as I18n);
  return instance as unknown as I18n;
}
