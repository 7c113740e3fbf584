import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = '\0language-slice:';
const SLICED = /^(.*\.json)\?lang=([a-z]{2})$/;

/**
 * A section's texts in one file, the five languages side by side (`{ "ro": {…}, "ru": {…}, … }`),
 * imported one language at a time: `texts.json?lang=ro` is the `ro` tree alone. Each language's
 * chunk then carries only its own texts, while a translator edits one file per section (issue 24:
 * a new screen adds one texts file, not five). Every build of the kit's sources uses it: the web
 * app's (browser and server), the kit's package build, Storybook and vitest.
 */
export function languageSlice(): Plugin {
  return {
    name: 'academy:language-slice',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = SLICED.exec(source);
      if (!match?.[1]) return null;
      const file = await this.resolve(match[1], importer, { skipSelf: true });
      return file ? `${PREFIX}${file.id}?lang=${match[2]}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [file = '', language = ''] = id.slice(PREFIX.length).split('?lang=');
      this.addWatchFile(file);
      const texts = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[language];
      if (!texts) this.error(`${file} has no "${language}" texts`);
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
