/// <reference path="../sliced-texts.d.ts" />
import flowTexts from '../staff-flows/*.json?lang=en';
import sections from '../staff-sections/*.json?lang=en';

type Tree = { [key: string]: string | Tree };

/** The `ui` texts of the back office, in one language: only its frame loads them (../load-language.ts). */
const texts: Tree = sections;
export default texts;
/** The same language's texts of the back office's flows, in the same chunk. */
export const flows: Tree = flowTexts;
