import { findKeyProblems } from '@academy/ui';
import { describe, expect, it } from 'vitest';
import { appNamespaces, createAppI18n, webMessages } from './index';

describe('web translations', () => {
  it('have every key in all five languages, none empty', () => {
    expect(findKeyProblems(webMessages)).toEqual([]);
  });

  it('flow messages are complete in all five languages', () => {
    expect(findKeyProblems(appNamespaces.flows)).toEqual([]);
  });

  it('translates the home heading in the requested language', () => {
    expect(createAppI18n('ru').t('home.heading')).toBe(webMessages.ru.home.heading);
    expect(createAppI18n('es').t('home.heading', { ns: 'web' })).toBe(webMessages.es.home.heading);
  });
});
