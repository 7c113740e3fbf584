import type { Language } from '@academy/contract/languages';
import { createI18nInstance, type LanguageFiles, uiMessagesFromFiles } from '@academy/ui';
import type { i18n as I18n } from 'i18next';

type Tree = { [key: string]: string | Tree };

/** Every namespace of one language: the kit's, the flows' and the app's own. */
async function loadNamespaces(language: Language): Promise<Record<string, Tree>> {
  const texts: { ui: LanguageFiles; flows: Tree; web: Tree } = await import(
    `./languages/${language}.ts`
  );
  return { ui: uiMessagesFromFiles(texts.ui), flows: texts.flows, web: texts.web };
}

/** The app's i18next instance with only the first language's texts: the others come on demand. */
export async function createAppI18nFor(language: Language): Promise<I18n> {
  return createI18nInstance({
    language,
    resources: { [language]: await loadNamespaces(language) },
  });
}

/** Switches language once its texts are loaded (fetched the first time it is chosen). */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'web')) {
    for (const [namespace, texts] of Object.entries(await loadNamespaces(language))) {
      i18n.addResourceBundle(language, namespace, texts);
    }
  }
  await i18n.changeLanguage(language);
}
