import { defineMessages } from '../messages';

export const changePasswordMessages = defineMessages({
  'changePassword.required': {
    ro: 'Completați câmpul',
    ru: 'Заполните поле',
    en: 'Fill in the field',
    fr: 'Remplissez le champ',
    es: 'Rellene el campo',
  },
  'changePassword.passwordTooShort': {
    ro: 'Parola trebuie să aibă cel puțin 6 caractere',
    ru: 'Пароль должен содержать не менее 6 символов',
    en: 'Password must be 6 characters long',
    fr: 'Le mot de passe doit contenir au moins 6 caractères',
    es: 'La contraseña debe tener al menos 6 caracteres',
  },
  'changePassword.mismatch': {
    ro: 'Parolele nu coincid',
    ru: 'Пароли не совпадают',
    en: "The password doesn't match",
    fr: 'Le mot de passe ne correspond pas',
    es: 'La contraseña no coincide',
  },
  'changePassword.success': {
    ro: 'Parola a fost schimbată',
    ru: 'Пароль изменён',
    en: 'The password has been changed',
    fr: 'Le mot de passe a été modifié',
    es: 'La contraseña se ha cambiado',
  },
  'changePassword.failed': {
    ro: 'Ceva nu a mers bine, vă rugăm să încercați din nou mai târziu',
    ru: 'Что-то пошло не так, пожалуйста, попробуйте позже',
    en: 'Something went wrong, please try again later',
    fr: 'Une erreur est survenue, veuillez réessayer plus tard',
    es: 'Algo salió mal, inténtelo de nuevo más tarde',
  },
});
