import type { Language } from '@academy/contract/languages';
import * as catalogue from './sections/catalogue';
import * as certificates from './sections/certificates';
import * as checkout from './sections/checkout';
import * as content from './sections/content';
import * as dashboard from './sections/dashboard';
import * as forms from './sections/forms';
import * as learning from './sections/learning';
import * as player from './sections/player';
import * as purchase from './sections/purchase';
import * as shell from './sections/shell';
import * as shop from './sections/shop';

type Tree = { [key: string]: string | Tree };

/**
 * Translation sections of the kit, one folder each under ./sections (an `index.ts` exporting
 * `{ ro, ru, en, fr, es }` from its five JSON files). Register a new one here.
 */
export const sections: Record<string, Record<Language, Tree>> = {
  shell,
  forms,
  catalogue,
  content,
  dashboard,
  certificates,
  learning,
  player,
  purchase,
  checkout,
  shop,
};
