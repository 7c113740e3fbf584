import { LANGUAGES, type Language } from '@academy/contract/languages';
import * as machines from '@academy/machines';
import { describe, expect, it } from 'vitest';
import {
  createI18n,
  findKeyProblems,
  flattenKeys,
  flowMessages,
  loadUiMessages,
  uiMessages,
} from './index';

/** Every key the machines can emit: each flow exports its list as `<FLOW>_MESSAGE_KEYS`. */
const machineKeys = Object.entries(machines)
  .filter(([name]) => name.endsWith('_MESSAGE_KEYS'))
  .flatMap(([, keys]) => keys as readonly string[]);

describe('ui translations', () => {
  it('have every key in all five languages, none empty', () => {
    expect(findKeyProblems(uiMessages)).toEqual([]);
  });

  it('flows: every key in all five languages, none empty', () => {
    expect(findKeyProblems(flowMessages)).toEqual([]);
  });

  it('flows: a text for every key a machine can emit, and no text no machine emits', () => {
    expect(machineKeys.length).toBeGreaterThan(50);
    for (const language of LANGUAGES) {
      const texts = new Set(flattenKeys(flowMessages[language]));
      expect(
        machineKeys.filter((key) => !texts.has(key)),
        language,
      ).toEqual([]);
      expect(
        [...texts].filter((key) => !machineKeys.includes(key)),
        language,
      ).toEqual([]);
    }
  });

  it('falls back to ru, then ro', () => {
    const i18n = createI18n({
      language: 'fr',
      namespaces: {
        test: {
          ro: { a: 'ro-a', b: 'ro-b' },
          ru: { a: 'ru-a', b: 'ru-b' },
          en: { a: 'en-a', b: 'en-b' },
          fr: {},
          es: { a: 'es-a', b: 'es-b' },
        },
      },
    });
    expect(i18n.t('a', { ns: 'test' })).toBe('ru-a');
    expect(i18n.t('dialog.close', { ns: 'ui' })).toBe('Fermer');
  });
});

describe('plural forms', () => {
  it("picks each language's own form of a count", () => {
    const videos = (language: Language, count: number) =>
      createI18n({ language }).t('courses.coursePage.videoCount', { ns: 'ui', count });
    expect([1, 2, 20].map((count) => videos('ro', count))).toEqual([
      '1 videoclip',
      '2 videoclipuri',
      '20 de videoclipuri',
    ]);
    expect([1, 3].map((count) => videos('en', count))).toEqual(['1 video', '3 videos']);
    expect(videos('fr', 1)).toBe('1 vidéo');
    expect(videos('es', 4)).toBe('4 vídeos');
    const theory = (count: number) =>
      createI18n({ language: 'ru' }).t('courses.coursePage.theory', { ns: 'ui', count });
    expect([1, 3, 5, 21].map(theory)).toEqual([
      '1 теоретическое видео',
      '3 теоретических видео',
      '5 теоретических видео',
      '21 теоретическое видео',
    ]);
  });
});

describe('findKeyProblems', () => {
  const base = { a: 'x', nested: { b: 'y' } };
  it('reports a key one language lacks and a key only one language has', () => {
    const problems = findKeyProblems({
      ro: base,
      ru: base,
      en: { a: 'x', nested: {} },
      fr: { ...base, only: 'z' },
      es: { a: '', nested: { b: 'y' } },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { language: 'en', key: 'nested.b', problem: 'missing' },
        { language: 'ro', key: 'only', problem: 'extra' },
        { language: 'es', key: 'a', problem: 'empty' },
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('asks each language for its own plural forms, no fewer and no others', () => {
    const en = { n_one: 'x', n_other: 'x' };
    const problems = findKeyProblems({
      ro: { n_one: 'x', n_few: 'x', n_other: 'x' },
      ru: { n_one: 'x', n_few: 'x', n_other: 'x' },
      en: { ...en, n_few: 'x' },
      fr: { n_one: 'x', n_many: 'x', n_other: 'x' },
      es: { n: 'x' },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { language: 'ru', key: 'n_many', problem: 'missing' },
        { language: 'en', key: 'n_few', problem: 'extra' },
        { language: 'es', key: 'n_one', problem: 'missing' },
        { language: 'es', key: 'n', problem: 'extra' },
      ]),
    );
    expect(problems).toHaveLength(6);
  });
});

describe('loadUiMessages', () => {
  it('loads one language as the same tree as uiMessages', async () => {
    for (const language of ['ro', 'fr'] as const) {
      expect(await loadUiMessages(language)).toEqual(uiMessages[language]);
    }
  });

  it("leaves the screens after a login out of a visitor's texts", async () => {
    const visitor = await loadUiMessages('en', { member: false });
    expect(Object.keys(visitor)).toContain('shell');
    expect(Object.keys(visitor)).not.toContain('shop');
    expect(Object.keys(visitor)).not.toContain('checkout');
  });

  it("keeps the language's flows texts in its four chunks, each flow in one", async () => {
    const visitor = (await import('./languages/es')).flows;
    const inner = (await import('./languages/es.inner')).flows;
    const member = (await import('./languages/es.member')).flows;
    const staff = (await import('./languages/es.staff')).flows;
    expect({ ...visitor, ...inner, ...member, ...staff }).toEqual(flowMessages.es);
    const names = [visitor, inner, member, staff].flatMap((chunk) => Object.keys(chunk));
    expect(names).toHaveLength(new Set(names).size);
    expect(Object.keys(visitor)).toContain('contactForm');
    expect(Object.keys(inner)).toContain('login');
    expect(Object.keys(member)).toContain('cart');
    expect(Object.keys(staff)).toContain('staffAction');
  });

  it("leaves the inner pages' texts (specialists, purchase, sign-in) out of the first chunk", async () => {
    const first = await import('./languages/ro');
    const inner = await import('./languages/ro.inner');
    expect(Object.keys(first.default)).toContain('shell');
    expect(Object.keys(first.default)).not.toContain('experts');
    expect(Object.keys(inner.default)).toEqual(expect.arrayContaining(['experts', 'purchase']));
    expect(Object.keys(first.flows)).not.toContain('login');
    expect(await loadUiMessages('ro', { member: false, inner: true })).toEqual({
      ...first.default,
      ...inner.default,
    });
  });

  it("keeps the back office's texts out of a visitor's and a member's", async () => {
    const member = await loadUiMessages('ro', { member: true, staff: false });
    expect(Object.keys(member)).not.toContain('adminShell');
    const staff = await loadUiMessages('ro', { member: false, staff: true });
    expect(Object.keys(staff)).toContain('adminShell');
    expect(Object.keys((await import('./languages/ro.member')).flows)).not.toContain('staffAction');
  });
});
