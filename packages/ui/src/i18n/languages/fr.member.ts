/// <reference path="../sliced-texts.d.ts" />
import flowTexts from '../member-flows/*.json?lang=fr';
import sections from '../member-sections/*.json?lang=fr';

type Tree = { [key: string]: string | Tree };

/** The `ui` texts of the screens after a login, in one language (see ../load-language.ts). */
const texts: Tree = sections;
export default texts;
/** The same language's texts of the flows after a login, in the same chunk. */
export const flows: Tree = flowTexts;
