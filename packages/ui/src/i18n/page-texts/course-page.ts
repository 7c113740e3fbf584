import texts from './course-page.json';
import { usePageTranslation } from './page-translation';

/** The course page's texts in the five languages (the key check reads them). */
export const coursePageTexts = texts;

/** `useTranslation` of `ui` and the course page's own texts: `t('course-page:outcomes')`. */
export const useCoursePageTranslation = () => usePageTranslation('course-page', texts);
