import { defineMessages } from '../messages';

export const videoProgressMessages = defineMessages({
  'videoProgress.notStarted': {
    ro: 'Neînceput',
    ru: 'Не начат',
    en: 'Not started',
    fr: 'Non commencé',
    es: 'No iniciado',
  },
  'videoProgress.inProgress': {
    ro: 'În curs',
    ru: 'В процессе',
    en: 'In progress',
    fr: 'En cours',
    es: 'En curso',
  },
  'videoProgress.completed': {
    ro: 'Finalizat',
    ru: 'Завершён',
    en: 'Completed',
    fr: 'Terminé',
    es: 'Completado',
  },
});
