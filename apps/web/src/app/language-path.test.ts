import { describe, expect, it } from 'vitest';
import { pathWithLanguage, switchLanguagePath } from './language-path';

describe('pathWithLanguage', () => {
  it('keeps a path that has a valid language', () => {
    expect(pathWithLanguage('/fr/category', 'ro')).toBe('/fr/category');
  });

  it('puts a path without one under the stored language', () => {
    expect(pathWithLanguage('/', 'ro')).toBe('/ro');
    expect(pathWithLanguage('/category', 'ru')).toBe('/ru/category');
    expect(pathWithLanguage('/de/about', 'en')).toBe('/en/de/about');
  });

  it('uses es for a path starting with es', () => {
    expect(pathWithLanguage('/es-mx/about', 'ro')).toBe('/es/about');
    expect(pathWithLanguage('/espanol', 'ro')).toBe('/es');
  });
});

describe('switchLanguagePath', () => {
  it('changes only the language segment', () => {
    expect(switchLanguagePath('/ro/course/12', 'ru')).toBe('/ru/course/12');
    expect(switchLanguagePath('/ro', 'es')).toBe('/es');
  });
});
