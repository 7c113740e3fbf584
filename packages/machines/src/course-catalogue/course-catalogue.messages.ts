import { defineMessages } from '../messages';

export const courseCatalogueMessages = defineMessages({
  'courseCatalogue.results': {
    ro: 'Rezultate: {{count}}',
    ru: 'Результатов: {{count}}',
    en: 'Results: {{count}}',
    fr: 'Résultats : {{count}}',
    es: 'Resultados: {{count}}',
  },
  'courseCatalogue.loadMore': {
    ro: 'Încarcă mai mult',
    ru: 'Загрузить ещё',
    en: 'Load more',
    fr: 'Charger plus',
    es: 'Cargar más',
  },
  'courseCatalogue.empty': {
    ro: 'Nu există cursuri',
    ru: 'Курсов нет',
    en: 'No courses found',
    fr: 'Aucun cours trouvé',
    es: 'No se encontraron cursos',
  },
});
