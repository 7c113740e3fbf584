import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0language-slice:';
const SLICED = /^(.*\.json)\?lang=([a-z]{2})$/;

type Texts = Record<string, unknown>;

/**
 * Texts kept one file per section (or flow), the five languages side by side
 * (`{ "ro": {…}, "ru": {…}, … }`), imported one language at a time:
 *  - `texts.json?lang=ro` is that file's `ro` tree alone;
 *  - `folder/*.json?lang=ro` is every file of the folder in `ro`, under its name
 *    (`{ shop: {…}, shell: {…} }`): one object, no per-file module or path key in the chunk.
 * Each language's chunk then carries only its own texts, while a translator edits one file per
 * section (issue 24: a new screen adds one texts file, not five). Every build of the kit's sources
 * uses it: the web app's (browser and server), the kit's package build, Storybook and vitest.
 */
export function languageSlice(): Plugin {
  return {
    name: 'academy:language-slice',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = SLICED.exec(source);
      if (!match?.[1]) return null;
      const [, path, language] = match;
      if (basename(path) === '*.json') {
        // A folder, relative to the importing file (the languages' modules are the importers).
        const folder = resolve(dirname((importer ?? '').split('?')[0] ?? ''), dirname(path));
        return `${PREFIX}${join(folder, '*.json')}?lang=${language}`;
      }
      const file = await this.resolve(path, importer, { skipSelf: true });
      return file ? `${PREFIX}${file.id}?lang=${language}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [path = '', language = ''] = id.slice(PREFIX.length).split('?lang=');
      const read = (file: string): unknown => {
        this.addWatchFile(file);
        const texts = (JSON.parse(readFileSync(file, 'utf8')) as Texts)[language];
        if (!texts) this.error(`${file} has no "${language}" texts`);
        return texts;
      };
      if (basename(path) !== '*.json') return `export default ${JSON.stringify(read(path))};`;
      const folder = dirname(path);
      this.addWatchFile(folder);
      const files = readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .sort();
      const tree = Object.fromEntries(
        files.map((name) => [name.slice(0, -'.json'.length), read(join(folder, name))]),
      );
      return `export default ${JSON.stringify(tree)};`;
    },
  };
}
