import { defineMessages } from '../messages';

export const contactFormMessages = defineMessages({
  'contactForm.required': {
    ro: 'Completați câmpul',
    ru: 'Заполните поле',
    en: 'Fill in the field',
    fr: 'Remplissez le champ',
    es: 'Rellene el campo',
  },
  'contactForm.nameTooShort': {
    ro: 'Cel puțin 4 caractere',
    ru: 'Не менее 4 символов',
    en: 'At least 4 characters',
    fr: 'Au moins 4 caractères',
    es: 'Al menos 4 caracteres',
  },
  'contactForm.consentRequired': {
    ro: 'Este necesar acordul dumneavoastră',
    ru: 'Необходимо ваше согласие',
    en: 'Your consent is required',
    fr: 'Votre consentement est requis',
    es: 'Se requiere su consentimiento',
  },
  'contactForm.submit': {
    ro: 'Trimite',
    ru: 'Отправить',
    en: 'Send',
    fr: 'Envoyer',
    es: 'Enviar',
  },
  'contactForm.loading': {
    ro: 'Se încarcă',
    ru: 'Загрузка',
    en: 'Loading',
    fr: 'Chargement',
    es: 'Cargando',
  },
  'contactForm.sentTitle': {
    ro: 'Cererea dumneavoastră a fost trimisă!',
    ru: 'Ваша заявка отправлена!',
    en: 'Your application has been sent!',
    fr: 'Votre demande a été envoyée !',
    es: '¡Su solicitud ha sido enviada!',
  },
  'contactForm.sentText': {
    ro: 'Cererea a fost trimisă cu succes, iar managerul nostru vă va contacta în curând',
    ru: 'Заявка успешно отправлена, наш менеджер скоро свяжется с вами',
    en: 'The application has been successfully sent, and our manager will contact you shortly',
    fr: 'La demande a bien été envoyée, notre responsable vous contactera sous peu',
    es: 'La solicitud se ha enviado correctamente y nuestro gestor se pondrá en contacto con usted en breve',
  },
});
