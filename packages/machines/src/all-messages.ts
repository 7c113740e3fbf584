import type { Language } from '@academy/contract';
import { LANGUAGES } from '@academy/contract';
import type { Translations } from './messages';
import { cartMessages } from './cart';
import { courseCatalogueMessages } from './course-catalogue';
import { loginMessages } from './login';
import { passwordResetMessages } from './password-reset';
import { changePasswordMessages } from './change-password';
import { videoProgressMessages } from './video-progress';
import { shopAccessMessages } from './shop-access';
import { registrationMessages } from './registration';
import { contactFormMessages } from './contact-form';
import { appointmentModalMessages } from './appointment-modal';
import { checkoutMessages } from './checkout';
import { courseUpdatesMessages } from './course-updates';
import { workModalMessages } from './work-modal';
import { certificatesMessages } from './certificates';
import { myPageMessages } from './my-page';

/** Every flow's messages; each flow module adds its own object here. */
const allMessages: Record<string, Translations>[] = [
  cartMessages,
  courseCatalogueMessages,
  loginMessages,
  passwordResetMessages,
  changePasswordMessages,
  videoProgressMessages,
  shopAccessMessages,
  registrationMessages,
  contactFormMessages,
  appointmentModalMessages,
  checkoutMessages,
  courseUpdatesMessages,
  workModalMessages,
  certificatesMessages,
  myPageMessages,
];

type Tree = { [key: string]: string | Tree };

/** The `flows` namespace per language, for i18next: dotted keys (`login.invalidData`) nested. */
export function flowMessagesByLanguage(): Record<Language, Tree> {
  const merged = Object.assign({}, ...allMessages) as Record<string, Translations>;
  const byLanguage = Object.fromEntries(LANGUAGES.map((lang) => [lang, {} as Tree]));
  for (const [key, texts] of Object.entries(merged)) {
    const parts = key.split('.');
    const leaf = parts.pop() as string;
    for (const lang of LANGUAGES) {
      let node = byLanguage[lang] as Tree;
      for (const part of parts) node = (node[part] ??= {}) as Tree;
      node[leaf] = texts[lang];
    }
  }
  return byLanguage as Record<Language, Tree>;
}
