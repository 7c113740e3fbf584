import { defineMessages } from '../messages';

export const appointmentModalMessages = defineMessages({
  'appointment.fillInField': {
    ro: 'completați câmpul',
    ru: 'заполните поле',
    en: 'fill in the field',
    fr: 'remplissez le champ',
    es: 'rellene el campo',
  },
  'appointment.occupied': {
    ro: 'Data și ora selectate sunt deja ocupate',
    ru: 'Выбранные дата и время уже заняты',
    en: 'The selected date and time are already occupied',
    fr: 'La date et l’heure sélectionnées sont déjà occupées',
    es: 'La fecha y la hora seleccionadas ya están ocupadas',
  },
  'appointment.saveFailed': {
    ro: 'Ceva nu a mers bine, vă rugăm să încercați din nou mai târziu',
    ru: 'Что-то пошло не так, попробуйте позже',
    en: 'Something went wrong, please try again later',
    fr: 'Une erreur s’est produite, veuillez réessayer plus tard',
    es: 'Algo salió mal, inténtelo de nuevo más tarde',
  },
  'appointment.confirm': {
    ro: 'Confirmă',
    ru: 'Подтвердить',
    en: 'Confirm',
    fr: 'Confirmer',
    es: 'Confirmar',
  },
  'appointment.cancel': {
    ro: 'Anulează',
    ru: 'Отменить',
    en: 'Cancel',
    fr: 'Annuler',
    es: 'Cancelar',
  },
});
