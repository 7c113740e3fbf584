import type { Language } from '@academy/contract/languages';
import { createI18n, flowMessages } from '@academy/ui';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import ro from './ro.json';
import ru from './ru.json';

/** The app's own strings (`web` namespace), one file per language. */
export const webMessages = { ro, ru, en, fr, es } satisfies Record<Language, typeof ro>;

/** Every namespace the app needs besides `ui`: the flows' messages and the app's own. */
export const appNamespaces = { flows: flowMessages, web: webMessages };

export function createAppI18n(language: Language) {
  return createI18n({ language, namespaces: appNamespaces });
}
