import { defineMessages } from '../messages';

export const passwordResetMessages = defineMessages({
  'passwordReset.checkMailbox': {
    ro: 'Vă rugăm să verificați căsuța poștală',
    ru: 'Пожалуйста, проверьте свой почтовый ящик',
    en: 'Please check your mailbox',
    fr: 'Veuillez vérifier votre boîte mail',
    es: 'Por favor, revise su buzón de correo',
  },
  'passwordReset.required': {
    ro: 'Completați câmpul',
    ru: 'Заполните поле',
    en: 'Fill in the field',
    fr: 'Remplissez le champ',
    es: 'Rellene el campo',
  },
  'passwordReset.emailInvalid': {
    ro: 'Introduceți o adresă de e-mail validă',
    ru: 'Введите корректный адрес электронной почты',
    en: 'Enter a valid email address',
    fr: 'Saisissez une adresse e-mail valide',
    es: 'Introduzca una dirección de correo electrónico válida',
  },
  'passwordReset.failed': {
    ro: 'Ceva nu a mers bine, vă rugăm să încercați din nou mai târziu',
    ru: 'Что-то пошло не так, пожалуйста, попробуйте позже',
    en: 'Something went wrong, please try again later',
    fr: 'Une erreur est survenue, veuillez réessayer plus tard',
    es: 'Algo salió mal, inténtelo de nuevo más tarde',
  },
});
