import type { Language } from '@academy/contract/languages';

type Tree = { [key: string]: string | Tree };

const none = { default: {}, flows: {} };

/**
 * The `ui` namespace in one language, loaded on demand: the texts of a visitor's light first
 * screens (one chunk per language), with `inner` those of the other public pages (another chunk),
 * with `member` those of the screens after a login (a third), and with `staff` the back office's
 * (a fourth).
 */
export async function loadUiMessages(
  language: Language,
  {
    member = true,
    staff = member,
    inner = member,
  }: { member?: boolean; staff?: boolean; inner?: boolean } = {},
): Promise<Tree> {
  const [core, more, after, office] = await Promise.all([
    import(`./languages/${language}.ts`),
    inner ? import(`./languages/${language}.inner.ts`) : none,
    member ? import(`./languages/${language}.member.ts`) : none,
    staff ? import(`./languages/${language}.staff.ts`) : none,
  ]);
  return { ...core.default, ...more.default, ...after.default, ...office.default };
}
