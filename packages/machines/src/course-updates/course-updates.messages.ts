import { defineMessages } from '../messages';

export const courseUpdatesMessages = defineMessages({
  'courseUpdates.title': {
    ro: 'Cursurile dvs. au fost actualizate',
    ru: 'Ваши курсы обновлены',
    en: 'Your courses have been updated',
    fr: 'Vos cours ont été mis à jour',
    es: 'Sus cursos se han actualizado',
  },
  'courseUpdates.description': {
    ro: 'Au apărut videoclipuri sau protocoale noi în:',
    ru: 'Появились новые видео или протоколы в:',
    en: 'New videos or protocols are available in:',
    fr: 'De nouvelles vidéos ou de nouveaux protocoles sont disponibles dans :',
    es: 'Hay nuevos vídeos o protocolos en:',
  },
  'courseUpdates.close': {
    ro: 'Închide',
    ru: 'Закрыть',
    en: 'Close',
    fr: 'Fermer',
    es: 'Cerrar',
  },
});
