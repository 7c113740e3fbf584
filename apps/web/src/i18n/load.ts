import type { Language } from '@academy/contract/languages';
import { createI18nInstance } from '@academy/ui';
import type { i18n as I18n } from 'i18next';

type Tree = { [key: string]: string | Tree };

/**
 * Every namespace of one language: the kit's, the flows' and the app's own. A copy: the i18n
 * store merges the texts added later (inner, member, staff) into the objects it was given, which
 * would change the modules' own for every instance made after (a test's, the server's next
 * language). A bundle added later is copied by the store itself.
 */
async function loadNamespaces(language: Language): Promise<Record<string, Tree>> {
  const texts: { ui: Tree; flows: Tree; web: Tree } = await import(`./languages/${language}.ts`);
  return structuredClone({ ui: texts.ui, flows: texts.flows, web: texts.web });
}

/** The app's instance (main.tsx), as soon as its creation starts: loaders wait for it. */
let appI18n: Promise<I18n> | null = null;
/**
 * The app's instance in each language made ready (`loadLanguage`): itself in its first language,
 * clones of it over its one store of texts in the others, each fixed in its language. The layout
 * provides the one of the URL's language, so a language switch is a render of React's like the
 * new page's data, not a change of a shared instance: a part of the page still as the server drew
 * it (hydrated later, below the screen) hydrates in the language it was drawn in, then renders in
 * the new one.
 */
const inLanguage = new Map<Language, I18n>();
/**
 * The texts loaded apart from a language's first chunk: those of the public pages beyond the
 * light first screens (`inner`: specialists, purchase, the sign-in and visit forms), those of the
 * screens after a login (`member`), and those of the back office (`staff`), which only its frame
 * asks for.
 */
type TextGroup = 'inner' | 'member' | 'staff';
const chunks: Record<TextGroup, (language: Language) => Promise<{ ui: Tree; flows: Tree }>> = {
  inner: (language) => import(`./languages/${language}.inner.ts`),
  member: (language) => import(`./languages/${language}.member.ts`),
  staff: (language) => import(`./languages/${language}.staff.ts`),
};
/** Per instance and group, the languages whose texts it has, once the group is asked for. */
const loadedGroups: Record<TextGroup, WeakMap<I18n, Set<Language>>> = {
  inner: new WeakMap(),
  member: new WeakMap(),
  staff: new WeakMap(),
};

/** Adds a language's texts of a group to the kit's and the flows' namespaces, once. */
async function addTexts(i18n: I18n, language: Language, group: TextGroup): Promise<void> {
  const loaded = loadedGroups[group].get(i18n) ?? new Set();
  loadedGroups[group].set(i18n, loaded);
  if (loaded.has(language)) return;
  const texts = await chunks[group](language);
  i18n.addResourceBundle(language, 'ui', texts.ui, true, false);
  i18n.addResourceBundle(language, 'flows', texts.flows, true, false);
  loaded.add(language);
}

/**
 * The app's i18next instance with only the first language's texts, and only those of the pages a
 * visitor sees first: the other languages come when chosen, the other public pages' texts with
 * `loadInnerTexts`, the screens after a login with `loadMemberTexts`. Call it before the router
 * starts, so the first loaders find it.
 */
export function createAppI18nFor(language: Language): Promise<I18n> {
  inLanguage.clear();
  appI18n = loadNamespaces(language).then((namespaces) => {
    const i18n = createI18nInstance({ language, resources: { [language]: namespaces } });
    inLanguage.set(language, i18n);
    return i18n;
  });
  return appI18n;
}

/**
 * Forgets the app's instance (tests: test files share this module, and only main.tsx makes one
 * otherwise; a test's instance left here would take the member texts every later loader asks for).
 */
export function forgetAppI18n() {
  appI18n = null;
  inLanguage.clear();
}

/**
 * The texts of the public pages beyond the light first screens (inner-sections, inner-flows), in
 * the language of the page about to render: the router's loaders ask for them for every page but
 * those declared `lightTexts` (Home), so Home's first load does not carry them. From then on a new
 * language brings them too. Nothing to do without an app instance (tests, stories).
 */
export async function loadInnerTexts(language: Language): Promise<void> {
  if (!appI18n) return;
  await addTexts(await appI18n, language, 'inner');
}

/**
 * The texts of the screens after a login (shop, checkout, learning, player, certificates...), in
 * the language of the page about to render: the router's loaders ask for them with a login, and
 * on the few public pages that show such views. From then on a new language brings them too.
 * Nothing to do where every text is already there (tests, stories: no app instance).
 */
export async function loadMemberTexts(language: Language): Promise<void> {
  if (!appI18n) return;
  await addTexts(await appI18n, language, 'member');
}

/**
 * The back office's texts (staff-sections, staff-flows), in the language of the page about to
 * render: its frame's loader asks for them, so no public or member chunk carries them. From then
 * on a new language brings them too. Nothing to do without an app instance (tests, stories).
 */
export async function loadStaffTexts(language: Language): Promise<void> {
  if (!appI18n) return;
  await addTexts(await appI18n, language, 'staff');
}

/**
 * Makes a language ready to render: its texts (fetched the first time it is chosen), those of the
 * groups asked for so far, and the app's instance in it (`i18nIn`). Every page's loader waits for
 * it, so the page of a new language renders whole, in one go. Nothing to do without an app
 * instance (the server, tests, stories).
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (!appI18n) return;
  const i18n = await appI18n;
  const pending: Promise<void>[] = [];
  if (!i18n.hasResourceBundle(language, 'web')) {
    pending.push(
      loadNamespaces(language).then((namespaces) => {
        for (const [namespace, texts] of Object.entries(namespaces)) {
          i18n.addResourceBundle(language, namespace, texts, true, false);
        }
      }),
    );
  }
  for (const group of ['inner', 'member', 'staff'] as const) {
    if (loadedGroups[group].has(i18n)) pending.push(addTexts(i18n, language, group));
  }
  await Promise.all(pending);
  if (!inLanguage.has(language)) inLanguage.set(language, i18n.cloneInstance({ lng: language }));
}

/** The app's instance in `language`, once `loadLanguage` has made it ready. */
export function i18nIn(language: Language): I18n | undefined {
  return inLanguage.get(language);
}

/**
 * The server's instance of a language (entry-server.tsx): every text, the inner pages' and the
 * member screens' too, made once and shared by the renders in that language, which only read it.
 */
export async function createServerI18nFor(language: Language): Promise<I18n> {
  const i18n = createI18nInstance({
    language,
    resources: { [language]: await loadNamespaces(language) },
  });
  await addTexts(i18n, language, 'inner');
  await addTexts(i18n, language, 'member');
  return i18n;
}
