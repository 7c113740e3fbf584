import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../index';
import { findKeyProblems } from '../keys';
import { loadUiMessages } from '../load-language';
import { coursePageTexts, useCoursePageTranslation } from './course-page';

describe('the course page texts', () => {
  it('have every key in all five languages, each count in its own plural forms', () => {
    expect(findKeyProblems(coursePageTexts)).toEqual([]);
  });

  it('stay out of the language chunk every page loads (Home)', async () => {
    expect(Object.keys(await loadUiMessages('ro', { member: false }))).not.toContain('course-page');
  });

  it('are in the ui namespace once a course view has rendered', () => {
    const i18n = createI18n({ language: 'ru' });
    expect(i18n.hasResourceBundle('ru', 'course-page')).toBe(false);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useCoursePageTranslation(), { wrapper });
    expect(result.current.t('course-page:duration.minutes', { count: 5 })).toBe('5 минут');
    expect(i18n.t('course-page:outcomes')).toBe('Чему вы научитесь');
  });
});
