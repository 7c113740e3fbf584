import type { Language } from '@academy/contract/languages';

type Tree = { [key: string]: string | Tree };

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
  return { ...core.default, ...after.default };
}
