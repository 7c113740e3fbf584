import type { Language } from '@academy/contract/languages';

type Tree = { [key: string]: string | Tree };
/** A language's files by path, as `languages/<lang>.ts` gathers them. */
export type LanguageFiles = Record<string, unknown>;

/**
 * The `ui` namespace of one language from its files: the base file plus each section's file under
 * the section's name (the same tree as `uiMessages[lang]`).
 */
export function uiMessagesFromFiles(files: LanguageFiles): Tree {
  const tree: Tree = {};
  for (const [path, texts] of Object.entries(files)) {
    const parts = path.split('/');
    if (parts[1] === 'sections') tree[parts[2] as string] = texts as Tree;
    else Object.assign(tree, texts);
  }
  return tree;
}

/** The `ui` namespace in one language, loaded on demand (one chunk per language). */
export async function loadUiMessages(language: Language): Promise<Tree> {
  const files = await import(`./languages/${language}.ts`);
  return uiMessagesFromFiles(files.default as LanguageFiles);
}
