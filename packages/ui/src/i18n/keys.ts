import { LANGUAGES, type Language } from '@academy/contract/languages';

type Tree = { [key: string]: string | Tree };

/** Flattens a nested translation file into dotted keys (`dialog.close`). */
export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

export interface KeyProblem {
  language: Language;
  key: string;
  problem: 'missing' | 'extra' | 'empty';
}

/** The suffix of a plural form: i18next picks `key_<form>` for `t(key, { count })`. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** The plural forms a language needs (Intl.PluralRules: ro one/few/other, ru one/few/many/other). */
export function pluralForms(language: Language): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/**
 * Compares the files of the five languages: every key present in any language must be present,
 * and non-empty, in all of them. A plural family (`videos_one`, `videos_few`, …) is one key whose
 * forms differ by language: each language must have exactly its own forms. Returns the problems
 * found (none when complete).
 */
export function findKeyProblems(files: Record<Language, Tree>): KeyProblem[] {
  const baseOf = (key: string) => key.replace(PLURAL_FORM, '');
  const keysByLanguage = new Map(
    LANGUAGES.map((lang) => [lang, new Set(flattenKeys(files[lang]))]),
  );
  const allKeys = [...keysByLanguage.values()].flatMap((keys) => [...keys]);
  const plurals = new Set(allKeys.filter((key) => PLURAL_FORM.test(key)).map(baseOf));
  const union = new Set(allKeys.map(baseOf));
  const reference = new Set([...(keysByLanguage.get('ro') ?? [])].map(baseOf));
  const problems: KeyProblem[] = [];
  for (const language of LANGUAGES) {
    const keys = keysByLanguage.get(language) ?? new Set<string>();
    const wanted = [...union].flatMap((base) =>
      plurals.has(base) ? pluralForms(language).map((form) => `${base}_${form}`) : [base],
    );
    for (const key of wanted) {
      if (!keys.has(key)) {
        problems.push({
          language,
          key,
          problem: reference.has(baseOf(key)) ? 'missing' : 'extra',
        });
      } else if (lookup(files[language], key).trim() === '') {
        problems.push({ language, key, problem: 'empty' });
      }
    }
    const unwanted = [...keys].filter((key) => !wanted.includes(key));
    for (const key of unwanted) problems.push({ language, key, problem: 'extra' });
  }
  return problems;
}

function lookup(tree: Tree, dotted: string): string {
  const value = dotted
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  return typeof value === 'string' ? value : '';
}
