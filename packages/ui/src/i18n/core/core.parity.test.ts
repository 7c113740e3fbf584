import { LANGUAGES, type Language } from '@academy/contract/languages';
import type { i18n as I18n, Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '../create';
import { allResources, namespaces, paths, referenceI18n } from './parity-fixture';

type Options = Record<string, unknown>;

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5];
const PLURAL = /_(zero|one|two|few|many|other)$/;

const PLACEHOLDER = /\{\{([^},]*)(,[^}]*)?\}\}/g;

/** Each key of a namespace (every language's, plural forms also as their bare key). */
const keysByNamespace = Object.fromEntries(
  Object.entries(namespaces).map(([ns, texts]) => {
    const all = LANGUAGES.flatMap((lang) => paths(texts[lang]));
    return [ns, [...new Set(all.flatMap((key) => [key, key.replace(PLURAL, '')]))]];
  }),
);
const keysOf = (ns: string): string[] => keysByNamespace[ns] ?? [];
/** The keys with plural forms, as their bare key. */
const pluralKeys = new Set(
  Object.entries(keysByNamespace).flatMap(([ns, keys]) =>
    keys.filter((key) => PLURAL.test(key)).map((key) => `${ns}:${key.replace(PLURAL, '')}`),
  ),
);

/** The texts of a key in every language, its plural forms' too. */
function textsOf(ns: string, key: string): string {
  const forms = ['', '_zero', '_one', '_two', '_few', '_many', '_other'];
  return LANGUAGES.flatMap((lang) =>
    forms.map((form) => String(getPath(namespaces[ns]?.[lang], `${key}${form}`) ?? '')),
  ).join(' ');
}

const getPath = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

/** Every variable name the texts use, each with a value: the number-formatted ones get all. */
const everyVariable = Object.fromEntries(
  [...JSON.stringify(namespaces).matchAll(PLACEHOLDER)].map((m) => [m[1]?.trim(), 7]),
);

/**
 * The option sets a key is asked with (`other`: another language than the instance's): none;
 * its variables as text, as numbers, and with a call's `interpolation` option (media-chrome's);
 * every count in COUNTS (the bare key answers where it has no plural forms), again with text
 * values where it has plural forms or a count; another language, alone and with a count.
 */
function optionSets(ns: string, key: string, other: Language): Options[] {
  const texts = textsOf(ns, key);
  const names = [...new Set([...texts.matchAll(PLACEHOLDER)].map((m) => m[1]?.trim() ?? ''))];
  const asText = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
  const asNumber = Object.fromEntries(names.map((name, i) => [name, 1234.5 + i]));
  const counted = names.includes('count') || pluralKeys.has(`${ns}:${key}`);
  return [
    {},
    ...(names.length > 0
      ? [asText, asNumber, { ...asText, interpolation: { escapeValue: false } }]
      : []),
    ...(texts.includes(', number}}') ? [everyVariable] : []),
    ...COUNTS.map((count) => ({ ...asNumber, count })),
    ...(counted ? COUNTS.map((count) => ({ ...asText, count })) : []),
    { lng: other },
    { ...asText, lng: other, count: 2 },
  ];
}

/**
 * Asks both instances for every key of every namespace with each of its option sets, in the
 * three ways the code asks (a hook's fixed t with its namespace, `ns:key`, `i18n.t` with `ns`),
 * in a list of keys (the back office's menu labels), and keys that are missing (alone and with
 * a defaultValue); returns the answers that differ.
 */
function differences(language: Language, resources: () => Resource) {
  const reference = referenceI18n(language, resources());
  const ours = createI18nInstance({ language, resources: resources() });
  const other = LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length] as Language;
  const found: unknown[] = [];
  let asked = 0;
  const compare = (ask: (i18n: I18n) => unknown, what: string) => {
    asked++;
    const [expected, actual] = [ask(reference), ask(ours)];
    if (expected !== actual) found.push({ what, expected, actual });
  };
  for (const ns of Object.keys(namespaces)) {
    const fixed = new Map([reference, ours].map((i18n) => [i18n, i18n.getFixedT(language, ns)]));
    for (const key of keysOf(ns)) {
      for (const options of optionSets(ns, key, other)) {
        const what = `${language} ${ns}:${key} ${JSON.stringify(options)}`;
        compare((i18n) => fixed.get(i18n)?.(key, options), what);
        compare((i18n) => i18n.t(`${ns}:${key}`, options), `prefix ${what}`);
      }
      compare((i18n) => i18n.t(key, { ns }), `ns option ${language} ${ns}:${key}`);
      compare((i18n) => i18n.t([`${key}Absent`, key], { ns, count: 3 }), `list ${ns}:${key}`);
      compare((i18n) => i18n.t([key, `${ns}:absent`], { ns }), `list, first ${ns}:${key}`);
      compare((i18n) => i18n.t([`${ns}:${key}Absent`, `${key}.absent`]), `list, none ${ns}:${key}`);
      compare((i18n) => i18n.t(`${ns}:${key}.missing`), `missing ${ns}:${key}`);
      compare(
        (i18n) => i18n.t(`${key}Missing`, { ns, defaultValue: 'D {{name}}', name: 'n' }),
        `default ${ns}:${key}`,
      );
      compare((i18n) => i18n.exists(key, { ns, lng: other }), `exists ${other} ${ns}:${key}`);
    }
  }
  return { found, asked };
}

/** Keys that are not plain paths: sentences with ':' (a toast's text as key), odd shapes. */
const ODD_KEYS = [
  'Eroare: încercați din nou',
  'Ошибка: повторите.позже',
  'ui:a b:c',
  'web:home:heading',
  'ui:',
  ':dialog.close',
  '',
  'dialog.close',
  'flows:login',
  'unknown:dialog.close',
  'a.b:c d',
];

describe('the kit core answers as i18next over every text', () => {
  let total = 0;
  for (const language of LANGUAGES) {
    it(`${language}: every key, every option set`, { timeout: 60_000 }, () => {
      const { found, asked } = differences(language, () => allResources());
      total += asked;
      expect(found.slice(0, 5)).toEqual([]);
      expect(asked).toBeGreaterThan(20_000);
    });

    it(`${language}: with texts missing, down the ru → ro chain`, { timeout: 60_000 }, () => {
      const { found, asked } = differences(language, () => allResources(true));
      total += asked;
      expect(found.slice(0, 5)).toEqual([]);
    });
  }

  it('keys that are sentences or odd shapes', () => {
    for (const language of LANGUAGES) {
      const reference = referenceI18n(language, allResources());
      const ours = createI18nInstance({ language, resources: allResources() });
      for (const key of ODD_KEYS) {
        for (const options of [{}, { ns: 'ui' }, { defaultValue: key }, { count: 3 }]) {
          expect(ours.t(key, options), `${language} ${key}`).toBe(reference.t(key, options));
          expect(ours.exists(key, options)).toBe(reference.exists(key, options));
        }
      }
    }
    // Reported so a reader sees the size of the proof (vitest prints it with --reporter=verbose).
    console.info(`core parity: ${total} comparisons over every text`);
  });
});
