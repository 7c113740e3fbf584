/// <reference path="../sliced-texts.d.ts" />

import flowTexts from '../flows/*.json?lang=fr';
import base from '../fr.json';
import sections from '../sections/*.json?lang=fr';

type Tree = { [key: string]: string | Tree };

/**
 * Every `ui` text of one language, for loading that language alone (see ../load-language.ts): the
 * base file and each section under its name, taken from the sections' five-language files
 * (build/language-slice.ts).
 */
const texts: Tree = { ...base, ...sections };
export default texts;
/** The same language's `flows` namespace (the machines' message keys), in the same chunk. */
export const flows: Tree = flowTexts;
