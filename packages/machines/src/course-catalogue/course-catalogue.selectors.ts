import type { CourseCatalogueSnapshot } from './course-catalogue.machine';

/** The machine's state, for the view's `data-state`. */
export type CourseCatalogueState =
  | 'starting'
  | 'loadingCategories'
  | 'resolvingCategory'
  | 'loadingModules'
  | 'loadingCourses'
  | 'ready';

/** What the listing needs: filters with their `selected` status, cards, count, 'load more'. */
export function selectCourseCatalogue(snapshot: CourseCatalogueSnapshot) {
  const { categories, modules, courses, count, selectedCategoryId, selectedModuleId } =
    snapshot.context;
  const state: CourseCatalogueState = snapshot.value;
  const isLoading = state !== 'ready';
  return {
    state,
    isLoading,
    count,
    categories: categories.map((category) => ({
      ...category,
      selected: category.id === selectedCategoryId,
    })),
    modules: modules.map((module) => ({ ...module, selected: module.id === selectedModuleId })),
    courses,
    /** Spec 2.4: shown while fewer courses are loaded than the total. */
    canLoadMore: courses.length < count,
    isLoadingMore: snapshot.matches('loadingCourses') && snapshot.context.append,
  };
}
