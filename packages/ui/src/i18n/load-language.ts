import type { Language } from '@academy/contract/languages';

type Tree = { [key: string]: string | Tree };
/** A language's files by path, as `languages/<lang>.ts` gathers them. */
export type LanguageFiles = Record<string, unknown>;

/**
 * The section a file of `sections/` or `member-sections/` holds, by its name
 * (`../sections/shop.json?lang=ro` → `shop`); none for the base file (`../ro.json`).
 */
export function sectionOfPath(path: string): string | undefined {
  const match = /(?:^|\/)(?:member-)?sections\/([\w-]+)\.json(?:\?.*)?$/.exec(path);
  return match?.[1];
}

/** Files by path as a tree under their names: `{ '../flows/login.json': t }` → `{ login: t }`. */
export function byFileName(files: Record<string, unknown>): Tree {
  return Object.fromEntries(
    Object.entries(files).map(([path, texts]) => [
      (path.split('/').at(-1) ?? '').replace(/\.json(\?.*)?$/, ''),
      texts as Tree,
    ]),
  );
}

/**
 * The `ui` namespace of one language from its files: the base file (`../ro.json`) plus each
 * section's texts in that language under the section's name (the same tree as `uiMessages[lang]`).
 */
export function uiMessagesFromFiles(files: LanguageFiles): Tree {
  const tree: Tree = {};
  for (const [path, texts] of Object.entries(files)) {
    const section = sectionOfPath(path);
    if (section) tree[section] = texts as Tree;
    else Object.assign(tree, texts);
  }
  return tree;
}

/**
 * The `ui` namespace in one language, loaded on demand: the visitor's texts (one chunk per
 * language), and with `member` those of the screens after a login (another chunk per language).
 */
export async function loadUiMessages(
  language: Language,
  { member = true }: { member?: boolean } = {},
): Promise<Tree> {
  const [core, after] = await Promise.all([
    import(`./languages/${language}.ts`),
    member ? import(`./languages/${language}.member.ts`) : { default: {} },
  ]);
  return uiMessagesFromFiles({ ...core.default, ...after.default } as LanguageFiles);
}
