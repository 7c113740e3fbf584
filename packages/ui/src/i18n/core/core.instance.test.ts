import { LANGUAGES, type Language } from '@academy/contract/languages';
import type { i18n as I18n, Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '../create';
import { allResources, namespaces, referenceI18n } from './parity-fixture';

/** Both instances over the same texts (each its own copy: i18next merges into what it is given). */
function both(language: Language, resources: () => Resource = () => allResources()) {
  return [
    referenceI18n(language, resources()),
    createI18nInstance({ language, resources: resources() }),
  ] as const;
}

/** The instance's language state, as react-i18next reads it. */
const state = (i18n: I18n) => ({
  language: i18n.language,
  languages: i18n.languages,
  resolvedLanguage: i18n.resolvedLanguage,
  ready: i18n.hasLoadedNamespace('ui'),
  initialized: i18n.isInitialized,
});

/** Records an instance's events (react-i18next re-renders on 'languageChanged', store 'added'). */
function record(i18n: I18n) {
  const events: unknown[] = [];
  const on =
    (name: string) =>
    (...args: unknown[]) =>
      events.push([name, ...args]);
  i18n.on('languageChanged', on('languageChanged'));
  i18n.store.on('added', on('added'));
  return events;
}

/** One language's texts alone, as the web app starts (apps/web/src/i18n/load.ts). */
const only = (language: Language) => () => ({
  [language]: structuredClone(allResources()[language] ?? {}),
});

describe('the kit core behaves as i18next', () => {
  it('clones an instance into another language over the same texts', async () => {
    for (const instance of both('ro', only('ro'))) {
      const clone = instance.cloneInstance({ lng: 'fr' });
      // The texts come after the clone, into the original: the clone sees them (one store).
      instance.addResourceBundle('fr', 'ui', structuredClone(allResources().fr?.ui), true, false);
      expect(clone.getFixedT('fr', 'ui')('dialog.close')).toBe(
        referenceI18n('fr', allResources()).t('dialog.close', { ns: 'ui' }),
      );
      await instance.changeLanguage('ru');
      expect([instance.language, clone.language]).toEqual(['ru', 'fr']);
      expect(clone.cloneInstance().language).toBe('fr');
    }
  });

  it('changes language: the same state, events and t, in every direction', async () => {
    for (const from of LANGUAGES) {
      const instances = both(from);
      const logs = instances.map(record);
      expect(state(instances[1])).toEqual(state(instances[0]));
      for (const to of [...LANGUAGES, from]) {
        const [tReference, tOurs] = await Promise.all(
          instances.map((i18n) => i18n.changeLanguage(to)),
        );
        expect(state(instances[1])).toEqual(state(instances[0]));
        expect(tOurs?.('dialog.close', { ns: 'ui' })).toBe(
          tReference?.('dialog.close', { ns: 'ui' }),
        );
      }
      expect(logs[1]).toEqual(logs[0]);
      expect(logs[0]).toHaveLength(LANGUAGES.length + 1);
    }
  });

  it('adds texts later as the web app does: same answers, bundles and events', () => {
    const instances = both('ru', only('ru'));
    const logs = instances.map(record);
    const ask = (i18n: I18n) =>
      ['dialog.close', 'experts.directory.title', 'login.invalidData', 'home.heading'].flatMap(
        (key) =>
          LANGUAGES.map((lng) => [
            i18n.t(key, { ns: 'ui', lng }),
            i18n.exists(key, { ns: 'flows', lng }),
          ]),
      );
    expect(ask(instances[1])).toEqual(ask(instances[0]));
    for (const [lng, ns, texts, deep, overwrite] of [
      ['ro', 'ui', { dialog: { close: 'Închide' }, extra: { a: 'A' } }, true, false],
      ['ru', 'ui', { dialog: { close: 'other' }, extra: { b: 'B {{count}}' } }, true, false],
      ['ru', 'ui', { dialog: { close: 'overwritten' } }, true, true],
      ['en', 'web', { home: { heading: 'Hi' } }, false, false],
      ['ru', 'flows', { login: { more: 'M' } }, false, false],
    ] as const) {
      for (const i18n of instances)
        i18n.addResourceBundle(lng, ns, structuredClone(texts), deep, overwrite);
      expect(ask(instances[1])).toEqual(ask(instances[0]));
      for (const l of LANGUAGES) {
        for (const n of [...Object.keys(namespaces), 'none']) {
          expect(instances[1].hasResourceBundle(l, n)).toBe(instances[0].hasResourceBundle(l, n));
          expect(instances[1].getResourceBundle(l, n)).toEqual(
            instances[0].getResourceBundle(l, n),
          );
        }
      }
    }
    const extra = (i18n: I18n) => [
      i18n.t('ui:extra.b', { count: 2 }),
      i18n.t('ui:extra.a'),
      i18n.t('ui:dialog.close'),
    ];
    expect(extra(instances[1])).toEqual(extra(instances[0]));
    expect(logs[1]).toEqual(logs[0]);
    expect(state(instances[1])).toEqual(state(instances[0]));
  });

  it('reports the missing keys alike (the light pages check, apps/web/src/test)', () => {
    const calls = both('ro', only('ro')).map((i18n) => {
      const seen: unknown[] = [];
      i18n.options.saveMissing = true;
      i18n.options.missingKeyHandler = (...args) => seen.push(args.slice(0, 4));
      i18n.t('experts.directory.title', { ns: 'ui' });
      i18n.t('ui:nothing.here', { count: 3 });
      i18n.t('flows:toast text', { defaultValue: 'toast text' });
      i18n.t('dialog.close', { ns: 'ui' });
      i18n.t('dialog', { ns: 'ui' });
      return seen;
    });
    expect(calls[1]).toEqual(calls[0]);
    expect(calls[0]?.length).toBeGreaterThan(3);
  });

  it('keeps the methods bound, and the getFixedT of react-i18next', () => {
    for (const [reference, ours] of [both('fr'), both('ro')]) {
      const { t: tReference } = reference;
      const { t: tOurs } = ours;
      expect(tOurs?.('dialog.close', { ns: 'ui' })).toBe(
        tReference?.('dialog.close', { ns: 'ui' }),
      );
      const fixed = [reference, ours].map((i18n) => i18n.getFixedT('ru', 'flows'));
      expect(fixed[1]?.('login.invalidData')).toBe(fixed[0]?.('login.invalidData'));
      expect(fixed[1]?.('ui:dialog.close', 'fallback')).toBe(
        fixed[0]?.('ui:dialog.close', 'fallback'),
      );
      expect(fixed[1]?.('absent', 'fallback {{x}}')).toBe(fixed[0]?.('absent', 'fallback {{x}}'));
    }
  });
});
