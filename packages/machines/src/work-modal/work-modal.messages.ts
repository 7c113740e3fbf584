import { defineMessages } from '../messages';

export const workModalMessages = defineMessages({
  /** The original app's 'myPage.message' (spec 5, Work slide (new)). */
  'workModal.titleRequired': {
    ro: 'Completați titlul',
    ru: 'Заполните название',
    en: 'Fill in the title',
    fr: 'Remplissez le titre',
    es: 'Rellene el título',
  },
});
