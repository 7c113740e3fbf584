import { LANGUAGES, type Language } from '@academy/contract/languages';
import { byFileName } from './by-file-name';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Record<Language, Tree>>(
  ['./flows/*.json', './inner-flows/*.json', './member-flows/*.json', './staff-flows/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

/**
 * The `flows` namespace in each language: each flow's texts are one file, `<flow>.json`, with its
 * five languages (./flows for the flows of a visitor's light first screens, ./inner-flows for
 * those of the other public pages (sign-in, registration, visits…), ./member-flows for those after a login,
 * which the web app loads apart, ./staff-flows for the back office's, loaded by its frame alone), under the flow's name: `t('flows:login.invalidData')`.
 */
export const flowTexts = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    byFileName(Object.fromEntries(Object.entries(files).map(([path, t]) => [path, t[language]]))),
  ]),
) as Record<Language, Tree>;
