import { appNamespaces } from '../apps/web/src/i18n';
import { flowMessagesByLanguage } from '../packages/machines/src/all-messages';

/** Every translation namespace besides `ui` (flows, web), so every story speaks all five languages. */
export const storyNamespaces = { ...appNamespaces, flows: flowMessagesByLanguage() };
