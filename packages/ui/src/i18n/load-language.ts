import type { Language } from '@academy/contract/languages';

type Tree = { [key: string]: string | Tree };
/** A language's files by path, as `languages/<lang>.ts` gathers them. */
export type LanguageFiles = Record<string, unknown>;

/**
 * The section a file of `sections/` or `member-sections/` holds: its name (`sections/shop.json`, all
 * five languages) or its folder's (`sections/shop/ro.json`, one language); none for the base file
 * (`ro.json`).
 */
export function sectionOfPath(path: string): string | undefined {
  const parts = path.replace(/\?.*$/, '').split('/');
  const at = parts.findIndex((part) => part === 'sections' || part === 'member-sections');
  if (at < 0) return undefined;
  return parts.length - at > 2 ? parts[at + 1] : parts[at + 1]?.replace(/\.json$/, '');
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
