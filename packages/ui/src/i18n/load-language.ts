import type { Language } from '@academy/contract/languages';

type Tree = { [key: string]: string | Tree };
/** A language's files by path, as `languages/<lang>.ts` gathers them. */
export type LanguageFiles = Record<string, unknown>;

/**
 * The `ui` namespace of one language from its files: the base file (`../ro.json`) plus each
 * section's file (`../sections/<name>/ro.json`, `../member-sections/<name>/ro.json`) under the
 * section's name (the same tree as `uiMessages[lang]`).
 */
export function uiMessagesFromFiles(files: LanguageFiles): Tree {
  const tree: Tree = {};
  for (const [path, texts] of Object.entries(files)) {
    const parts = path.split('/');
    const section = parts.length > 2 ? parts.at(-2) : undefined;
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
