import { defineMessages } from '../messages';

export const myPageMessages = defineMessages({
  'myPage.saved': {
    ro: 'Salvare reușită',
    ru: 'Успешное сохранение',
    en: 'Successful save',
    fr: 'Enregistrement réussi',
    es: 'Guardado correctamente',
  },
  'myPage.save': {
    ro: 'Salvează',
    ru: 'Сохранить',
    en: 'Save',
    fr: 'Enregistrer',
    es: 'Guardar',
  },
});
