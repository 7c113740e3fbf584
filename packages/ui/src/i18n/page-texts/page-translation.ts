import { LANGUAGES, type Language } from '@academy/contract/languages';
import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';

type Tree = { [key: string]: string | Tree };

/**
 * The translation hook of a page whose texts travel with its own views, not in the language
 * chunk every page loads (Home's JavaScript must not grow for another page): `<page>.json` in
 * this folder holds the five languages; the hook adds them to the instance before the views
 * first translate, on the server as in the browser, so both renders agree. The views read the
 * `ui` namespace (the default) and the page's own (`t('<namespace>:key')`).
 */
export function usePageTranslation(namespace: string, texts: Record<Language, Tree>) {
  const { i18n } = useContext(I18nContext) ?? {};
  addTexts(i18n ?? getI18n(), namespace, texts);
  return useTranslation(['ui', namespace]);
}

/** Adds the namespace once per instance and language (a new object: no shared tree changes). */
function addTexts(i18n: I18n, namespace: string, texts: Record<Language, Tree>) {
  for (const language of LANGUAGES) {
    if (i18n.hasResourceBundle(language, namespace)) continue;
    i18n.addResourceBundle(language, namespace, structuredClone(texts[language]));
  }
}
