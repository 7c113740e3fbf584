import { defineMessages } from '../messages';

export const certificatesMessages = defineMessages({
  'certificates.invalidFileType': {
    ro: 'Tip de fișier nevalid. Selectați o imagine sau un fișier PDF valid.',
    ru: 'Недопустимый тип файла. Выберите изображение или PDF-файл.',
    en: 'Invalid file type. Please select a valid image or PDF file.',
    fr: 'Type de fichier non valide. Veuillez choisir une image ou un fichier PDF valide.',
    es: 'Tipo de archivo no válido. Seleccione una imagen o un archivo PDF válido.',
  },
  'certificates.confirmDelete': {
    ro: 'Sigur doriți să ștergeți acest certificat?',
    ru: 'Вы уверены, что хотите удалить этот сертификат?',
    en: 'Are you sure you want to delete this certificate?',
    fr: 'Voulez-vous vraiment supprimer ce certificat ?',
    es: '¿Seguro que desea eliminar este certificado?',
  },
  'certificates.delete': {
    ro: 'Șterge',
    ru: 'Удалить',
    en: 'Delete',
    fr: 'Supprimer',
    es: 'Eliminar',
  },
  'certificates.cancel': {
    ro: 'Anulează',
    ru: 'Отмена',
    en: 'Cancel',
    fr: 'Annuler',
    es: 'Cancelar',
  },
  'certificates.upload': {
    ro: 'Încarcă un certificat',
    ru: 'Загрузить сертификат',
    en: 'Upload a certificate',
    fr: 'Téléverser un certificat',
    es: 'Subir un certificado',
  },
  'certificates.shown': {
    ro: 'Afișat',
    ru: 'Показан',
    en: 'Shown',
    fr: 'Affiché',
    es: 'Visible',
  },
  'certificates.hidden': {
    ro: 'Ascuns',
    ru: 'Скрыт',
    en: 'Hidden',
    fr: 'Masqué',
    es: 'Oculto',
  },
});
