/// <reference path="../sliced-texts.d.ts" />
import flowTexts from '../inner-flows/*.json?lang=en';
import sections from '../inner-sections/*.json?lang=en';

type Tree = { [key: string]: string | Tree };

/**
 * The `ui` texts of the public pages beyond the light first screens (specialists, purchase, the
 * sign-in and visit forms…), in one language: loaded apart (../load-language.ts), so that Home's
 * first load does not carry them.
 */
const texts: Tree = sections;
export default texts;
/** The same language's texts of those pages' flows, in the same chunk. */
export const flows: Tree = flowTexts;
