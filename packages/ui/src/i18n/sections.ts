import type { Language } from '@academy/contract/languages';
import { sectionOfPath } from './load-language';

type Tree = { [key: string]: string | Tree };

const perLanguage = import.meta.glob<Tree>(['./sections/*/*.json', './member-sections/*/*.json'], {
  eager: true,
  import: 'default',
});
const oneFile = import.meta.glob<Record<Language, Tree>>(
  ['./sections/*.json', './member-sections/*.json'],
  { eager: true, import: 'default' },
);

/**
 * Translation sections of the kit, found by their files (a new one needs no line here): a section
 * is one `<name>.json` holding its five languages (`{ "ro": {…}, "ru": {…}, … }`), or a folder
 * `<name>/` with one `<lang>.json` each. Under ./sections are the texts of the pages a visitor sees,
 * loaded with every page; under ./member-sections those of the screens after a login, which the web
 * app loads apart (with a login, or for the few public pages that show them).
 */
export const sections: Record<string, Record<Language, Tree>> = {};
for (const [path, texts] of Object.entries(perLanguage)) {
  const name = sectionOfPath(path) ?? '';
  const language = (path.split('/').at(-1) ?? '').replace(/\.json$/, '') as Language;
  sections[name] = { ...sections[name], [language]: texts } as Record<Language, Tree>;
}
for (const [path, texts] of Object.entries(oneFile)) sections[sectionOfPath(path) ?? ''] = texts;
