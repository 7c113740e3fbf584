import { LANGUAGES } from '@academy/contract/languages';
import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import texts from './course-page.json';

/** The course page's namespace: `t('course-page:outcomes')`. */
const NAMESPACE = 'course-page';

/** The course page's texts in the five languages (the key check reads them). */
export const coursePageTexts = texts;

/**
 * `useTranslation` of the `ui` namespace (the default) and the course page's own (`course-page:`).
 * Its texts are not in the visitor's language chunk, which every page loads (Home first, whose
 * JavaScript must not grow for another page): the course page's views bring them in their own
 * chunks and add them to the instance before they first translate, on the server as in the
 * browser, so both renders agree.
 */
export function useCoursePageTranslation() {
  const { i18n } = useContext(I18nContext) ?? {};
  addCoursePageTexts(i18n ?? getI18n());
  return useTranslation(['ui', NAMESPACE]);
}

/** Adds the namespace once per instance and language (a new object: no shared tree changes). */
function addCoursePageTexts(i18n: I18n) {
  for (const language of LANGUAGES) {
    if (i18n.hasResourceBundle(language, NAMESPACE)) continue;
    i18n.addResourceBundle(language, NAMESPACE, structuredClone(texts[language]));
  }
}
