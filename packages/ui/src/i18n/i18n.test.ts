import { LANGUAGES } from '@academy/contract/languages';
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

  it("keeps the language's flows texts in its two chunks, each flow in one", async () => {
    const visitor = (await import('./languages/es')).flows;
    const member = (await import('./languages/es.member')).flows;
    expect({ ...visitor, ...member }).toEqual(flowMessages.es);
    expect(Object.keys(visitor).filter((flow) => flow in member)).toEqual([]);
    expect(Object.keys(visitor)).toContain('login');
    expect(Object.keys(member)).toContain('cart');
  });
});
