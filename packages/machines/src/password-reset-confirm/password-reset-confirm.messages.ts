import { defineMessages } from '../messages';

export const passwordResetConfirmMessages = defineMessages({
  'passwordResetConfirm.done': {
    ro: 'Parola a fost schimbată',
    ru: 'Пароль изменён',
    en: 'Your password has been changed',
    fr: 'Votre mot de passe a été modifié',
    es: 'Su contraseña se ha cambiado',
  },
  'passwordResetConfirm.invalidLink': {
    ro: 'Linkul de resetare nu este valid sau a expirat.',
    ru: 'Ссылка для сброса недействительна или устарела.',
    en: 'This reset link is invalid or has expired.',
    fr: 'Ce lien de réinitialisation est invalide ou a expiré.',
    es: 'Este enlace de restablecimiento no es válido o ha caducado.',
  },
  'passwordResetConfirm.failed': {
    ro: 'Ceva nu a mers bine, vă rugăm să încercați din nou mai târziu',
    ru: 'Что-то пошло не так, пожалуйста, попробуйте позже',
    en: 'Something went wrong, please try again later',
    fr: 'Une erreur est survenue, veuillez réessayer plus tard',
    es: 'Algo salió mal, inténtelo de nuevo más tarde',
  },
});
