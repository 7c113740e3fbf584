import { LANGUAGES, type Language } from '@academy/contract/languages';
import { appointmentModalMessages } from './appointment-modal/appointment-modal.messages';
import { cartMessages } from './cart/cart.messages';
import { certificatesMessages } from './certificates/certificates.messages';
import { changePasswordMessages } from './change-password/change-password.messages';
import { checkoutMessages } from './checkout/checkout.messages';
import { contactFormMessages } from './contact-form/contact-form.messages';
import { courseCatalogueMessages } from './course-catalogue/course-catalogue.messages';
import { courseUpdatesMessages } from './course-updates/course-updates.messages';
import { loginMessages } from './login/login.messages';
import type { Translations } from './messages';
import { myPageMessages } from './my-page/my-page.messages';
import { passwordResetMessages } from './password-reset/password-reset.messages';
import { passwordResetConfirmMessages } from './password-reset-confirm/password-reset-confirm.messages';
import { registrationMessages } from './registration/registration.messages';
import { shopAccessMessages } from './shop-access/shop-access.messages';
import { videoProgressMessages } from './video-progress/video-progress.messages';
import { workModalMessages } from './work-modal/work-modal.messages';

/**
 * Every flow's messages; each flow module adds its own object here. Imported from the
 * `.messages` files, not the flows' index, so that loading the texts does not load the machines.
 */
const allMessages: Record<string, Translations>[] = [
  cartMessages,
  courseCatalogueMessages,
  loginMessages,
  passwordResetMessages,
  passwordResetConfirmMessages,
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
      for (const part of parts) {
        node[part] ??= {};
        node = node[part] as Tree;
      }
      node[leaf] = texts[lang];
    }
  }
  return byLanguage as Record<Language, Tree>;
}
