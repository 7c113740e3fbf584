import type { Language } from '@academy/contract/languages';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>(['./sections/*/*.json', './member-sections/*/*.json'], {
  eager: true,
  import: 'default',
});

/**
 * Translation sections of the kit, one folder each with its five `<lang>.json`, found by their
 * folder (a new one needs no line here): under ./sections the texts of the pages a visitor sees,
 * loaded with every page; under ./member-sections those of the screens after a login, which the
 * web app loads apart (with a login, or for the few public pages that show them).
 */
export const sections: Record<string, Record<Language, Tree>> = {};
for (const [path, texts] of Object.entries(files)) {
  const [, , name = '', file = ''] = path.split('/');
  const language = file.replace(/\.json$/, '') as Language;
  sections[name] = { ...sections[name], [language]: texts } as Record<Language, Tree>;
}
