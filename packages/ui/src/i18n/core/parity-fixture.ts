// Test support (parity tests): the app's every text, and an i18next instance as the kit made one.
import { FALLBACK_LANGUAGES, LANGUAGES, type Language } from '@academy/contract/languages';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { flowMessages, uiMessages } from '../index';
import coursePage from '../page-texts/course-page.json';
import visitBooking from '../page-texts/visit-booking.json';

type Tree = { [key: string]: unknown };

/** The web app's own texts (`web`), found by their files: the kit's code does not import the app. */
const webFiles = import.meta.glob<Tree>('../../../../../apps/web/src/i18n/*.json', {
  eager: true,
  import: 'default',
});
const webMessages = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, webFiles[`../../../../../apps/web/src/i18n/${lang}.json`] ?? {}]),
) as Record<Language, Tree>;

/**
 * Every namespace the app has, in every language: the kit's (all four text groups: the light
 * first screens', inner, member, staff), the flows', the two pages' own and the app's `web`,
 * which is last, so the default namespace, as in the app.
 */
export const namespaces: Record<string, Record<Language, Tree>> = {
  ui: uiMessages,
  flows: flowMessages,
  'course-page': coursePage as Record<Language, Tree>,
  'visit-booking': visitBooking as Record<Language, Tree>,
  web: webMessages,
};

/**
 * The texts by language. `holes`: each language but ro loses some texts (every 5th in ru, every
 * 3rd elsewhere, counted across the namespaces), so lookups run down the ru → ro chain.
 */
export function allResources(holes = false): Resource {
  const resources: Resource = {};
  for (const lang of LANGUAGES) {
    resources[lang] = {};
    let n = 0;
    for (const [ns, texts] of Object.entries(namespaces)) {
      const tree = structuredClone(texts[lang]);
      if (holes && lang !== 'ro') {
        const every = lang === 'ru' ? 5 : 3;
        for (const [parent, leaf] of leaves(tree)) if (n++ % every === 0) delete parent[leaf];
      }
      resources[lang][ns] = tree;
    }
  }
  return resources;
}

function* leaves(tree: Tree): Generator<[Tree, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') yield [tree, key];
    else yield* leaves(value as Tree);
  }
}

/** Every path of a tree, the namespaces' inner ones too (a t of those finds an object). */
export function paths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`]
      : [`${prefix}${key}`, ...paths(value as Tree, `${prefix}${key}.`)],
  );
}

/** i18next's instance exactly as createI18nInstance made it before the kit's core. */
export function referenceI18n(language: Language, resources: Resource): I18n {
  const ns = Object.keys(Object.values(resources)[0] ?? {});
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: [...FALLBACK_LANGUAGES],
    supportedLngs: [...LANGUAGES],
    ns,
    defaultNS: ns.at(-1),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
