import type { Language } from '@academy/contract/languages';
import { byFileName } from './by-file-name';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Record<Language, Tree>>(
  [
    './sections/*.json',
    './inner-sections/*.json',
    './member-sections/*.json',
    './staff-sections/*.json',
  ],
  { eager: true, import: 'default' },
);

/**
 * Translation sections of the kit, each one file `<name>.json` holding its five languages
 * (`{ "ro": {…}, "ru": {…}, … }`), found by its file (a new one needs no line here). Under
 * ./sections are the texts of the pages a visitor sees, loaded with every page; under
 * ./inner-sections those of the public pages beyond the light first screens (specialists,
 * purchase…), which the web app loads with those pages, not with Home; under ./member-sections those of the screens after a login, which the web app loads apart (with a
 * login, or for the few public pages that show them); under ./staff-sections those of the back
 * office, loaded only by its frame. Each language's chunk takes only its own
 * part (`languages/<lang>.ts`, build/language-slice.ts).
 */
export const sections = byFileName(files) as Record<string, Record<Language, Tree>>;
