import memberEn from '../member-flows/en.json';
import memberEs from '../member-flows/es.json';
import memberFr from '../member-flows/fr.json';
import memberRo from '../member-flows/ro.json';
import memberRu from '../member-flows/ru.json';
import visitorEn from './en.json';
import visitorEs from './es.json';
import visitorFr from './fr.json';
import visitorRo from './ro.json';
import visitorRu from './ru.json';

/**
 * Each language's flow texts: those of the flows a visitor meets (./<lang>.json) and those of the
 * flows after a login (../member-flows/<lang>.json), which the web app loads apart. A flow's key
 * lives in one of the two files only.
 */
export const ro = { ...visitorRo, ...memberRo };
export const ru = { ...visitorRu, ...memberRu };
export const en = { ...visitorEn, ...memberEn };
export const fr = { ...visitorFr, ...memberFr };
export const es = { ...visitorEs, ...memberEs };
