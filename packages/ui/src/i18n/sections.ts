import type { Language } from '@academy/contract/languages';
import * as certificates from './member-sections/certificates';
import * as checkout from './member-sections/checkout';
import * as learning from './member-sections/learning';
import * as myPage from './member-sections/my-page';
import * as player from './member-sections/player';
import * as requests from './member-sections/requests';
import * as shop from './member-sections/shop';
import * as catalogue from './sections/catalogue';
import * as content from './sections/content';
import * as dashboard from './sections/dashboard';
import * as experts from './sections/experts';
import * as forms from './sections/forms';
import * as purchase from './sections/purchase';
import * as shell from './sections/shell';

type Tree = { [key: string]: string | Tree };

/**
 * Translation sections of the kit, one folder each (an `index.ts` exporting `{ ro, ru, en, fr, es }`
 * from its five JSON files). Register a new one here. Under ./sections: the texts of the pages a
 * visitor sees, loaded with every page; under ./member-sections: those of the screens after a
 * login, which the web app loads apart (with a login, or for the few public pages that show them).
 */
export const sections: Record<string, Record<Language, Tree>> = {
  shell,
  forms,
  catalogue,
  content,
  dashboard,
  experts,
  certificates,
  learning,
  'my-page': myPage,
  player,
  requests,
  purchase,
  checkout,
  shop,
};
