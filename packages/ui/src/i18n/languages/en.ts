import { byFileName } from '../load-language';

/** Every `ui` file of one language, for loading that language alone (see ../load-language.ts). */
export default {
  ...import.meta.glob('../en.json', { eager: true, import: 'default' }),
  // A section's file holds the five languages; `?lang=` takes this one's (build/language-slice.ts).
  ...import.meta.glob('../sections/*.json', { eager: true, import: 'default', query: '?lang=en' }),
};
/** The same language's `flows` namespace (the machines' message keys), in the same chunk. */
export const flows = byFileName(
  import.meta.glob('../flows/*.json', { eager: true, import: 'default', query: '?lang=en' }),
);
