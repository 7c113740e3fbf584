import { defineMessages } from '../messages';

/** Texts of the login form, the session and the shared field messages of the account flows. */
export const loginMessages = defineMessages({
  'login.invalidData': {
    ro: 'Date invalide',
    ru: 'Неверные данные',
    en: 'Invalid data',
    fr: 'Données invalides',
    es: 'Datos no válidos',
  },
  'login.required': {
    ro: 'Completați câmpul',
    ru: 'Заполните поле',
    en: 'Fill in the field',
    fr: 'Remplissez le champ',
    es: 'Rellene el campo',
  },
  'login.emailInvalid': {
    ro: 'Introduceți o adresă de e-mail validă',
    ru: 'Введите корректный адрес электронной почты',
    en: 'Enter a valid email address',
    fr: 'Saisissez une adresse e-mail valide',
    es: 'Introduzca una dirección de correo electrónico válida',
  },
  'login.passwordTooShort': {
    ro: 'Parola trebuie să aibă cel puțin 5 caractere',
    ru: 'Пароль должен содержать не менее 5 символов',
    en: 'The password must be at least 5 characters long',
    fr: 'Le mot de passe doit contenir au moins 5 caractères',
    es: 'La contraseña debe tener al menos 5 caracteres',
  },
});
