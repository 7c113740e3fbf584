import type { Language } from '@academy/contract/languages';

type Tree = { [key: string]: string | Tree };

/**
 * The `ui` namespace in one language, loaded on demand: the visitor's texts (one chunk per
 * language), with `member` those of the screens after a login (another chunk per language), and
 * with `staff` the back office's (a third).
 */
export async function loadUiMessages(
  language: Language,
  { member = true, staff = member }: { member?: boolean; staff?: boolean } = {},
): Promise<Tree> {
  const [core, after, office] = await Promise.all([
    import(`./languages/${language}.ts`),
    member ? import(`./languages/${language}.member.ts`) : { default: {} },
    staff ? import(`./languages/${language}.staff.ts`) : { default: {} },
  ]);
  return { ...core.default, ...after.default, ...office.default };
}
