import { describe, expect, it } from 'vitest';
import { localizedPath, pathWithLanguage, switchLanguagePath } from './language-path';

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

describe('localizedPath', () => {
  it('puts a flow path under the language', () => {
    expect(localizedPath('ro', '/dashboard/courses')).toBe('/ro/dashboard/courses');
    expect(localizedPath('ru', '/')).toBe('/ru');
  });

  it('keeps a full path of the site', () => {
    expect(localizedPath('ro', '/en/course/3?x=1')).toBe('/en/course/3?x=1');
  });

  it('refuses anything that leaves the site', () => {
    expect(localizedPath('ro', '//evil.example/x')).toBe('/ro');
    expect(localizedPath('ro', 'https://evil.example')).toBe('/ro');
    expect(localizedPath('ro', '/\\evil.example')).toBe('/ro');
  });
});
