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

/**
 * Compares the files of the five languages: every key present in any language must be present,
 * and non-empty, in all of them. Returns the problems found (none when complete).
 */
export function findKeyProblems(files: Record<Language, Tree>): KeyProblem[] {
  const keysByLanguage = new Map(
    LANGUAGES.map((lang) => [lang, new Set(flattenKeys(files[lang]))]),
  );
  const union = new Set([...keysByLanguage.values()].flatMap((keys) => [...keys]));
  const reference = keysByLanguage.get('ro') ?? new Set<string>();
  const problems: KeyProblem[] = [];
  for (const language of LANGUAGES) {
    const keys = keysByLanguage.get(language) ?? new Set<string>();
    for (const key of union) {
      if (!keys.has(key)) {
        problems.push({ language, key, problem: reference.has(key) ? 'missing' : 'extra' });
      } else if (lookup(files[language], key).trim() === '') {
        problems.push({ language, key, problem: 'empty' });
      }
    }
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
