import { appNamespaces } from '../apps/web/src/i18n';

/** Every translation namespace besides `ui` (flows, web), so every story speaks all five languages. */
export const storyNamespaces = appNamespaces;
