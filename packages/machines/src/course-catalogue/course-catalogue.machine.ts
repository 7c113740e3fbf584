import type { Language } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { COURSES_PAGE_SIZE } from '../constants';
import { notProvided } from '../not-provided';
import {
  type CatalogueCategory,
  type CatalogueCourse,
  type CatalogueModule,
  type CataloguePage,
  categorySlug,
  initialModuleId,
  keptModuleId,
  type LoadCoursesInput,
  nextCoursesPage,
  resolvedCategoryId,
  slugFromHash,
} from './course-catalogue.rules';

export interface CourseCatalogueInput {
  lang: Language;
  /** location.hash: the selected category's slug (spec 2.4). */
  hash?: string | null;
  /** The `module` query parameter as an id (see `moduleIdFromQuery`). */
  moduleId?: number | null;
  pageSize?: number;
  /**
   * The catalogue's first data, loaded with the page (the server draws it): the categories and
   * the first page of every course, which is what the catalogue shows without a category. The
   * flow starts ready with it instead of loading it; a category the hash names is applied on
   * `hash.apply`, once the page is on screen as drawn.
   */
  initial?: { categories: CatalogueCategory[]; page: CataloguePage } | null;
}

export interface CourseCatalogueContext {
  lang: Language;
  pageSize: number;
  categories: CatalogueCategory[];
  modules: CatalogueModule[];
  courses: CatalogueCourse[];
  count: number;
  page: number;
  /** Whether the page being loaded is appended ('load more') or replaces the list. */
  append: boolean;
  selectedCategoryId: number | null;
  selectedModuleId: number | null;
  /** The hash slug to resolve once the categories are known. */
  pendingSlug: string;
  /** A module to select once the modules load, if it is one of them. */
  requestedModuleId: number | null;
  /** After a language change the module selection (none included) is kept, not defaulted. */
  keepModule: boolean;
}

export type CourseCatalogueEvent =
  | { type: 'category.toggle'; id: number }
  | { type: 'module.toggle'; id: number }
  | { type: 'courses.loadMore' }
  | { type: 'hash.apply' }
  | { type: 'language.change'; lang: Language };

/** The first page of courses, replacing the list (not 'load more'). */
const FIRST_PAGE = { page: 1, append: false } as const;

/**
 * The courses listing filter (spec 2.4; spec 4, Course category selection and Course list
 * paging). The app mirrors the selection into the URL through `writeHash` and
 * `writeModuleQuery`.
 */
export const courseCatalogueMachine = setup({
  types: {
    input: {} as CourseCatalogueInput,
    context: {} as CourseCatalogueContext,
    events: {} as CourseCatalogueEvent,
  },
  actions: {
    /** Sets location.hash to the slug, or clears it for ''. */
    writeHash: (_, _params: { slug: string }) => {},
    /** Sets or removes the `module` query parameter. */
    writeModuleQuery: (_, _params: { moduleId: number | null }) => {},
  },
  actors: {
    loadCategories: notProvided<CatalogueCategory[], { lang: Language }>('loadCategories'),
    loadModules: notProvided<CatalogueModule[], { lang: Language; categoryId: number }>(
      'loadModules',
    ),
    loadCourses: notProvided<CataloguePage, LoadCoursesInput>('loadCourses'),
  },
  guards: {
    isKnownCategory: ({ context, event }) =>
      event.type === 'category.toggle' && context.categories.some((c) => c.id === event.id),
    isSelectedCategory: ({ context, event }) =>
      event.type === 'category.toggle' && event.id === context.selectedCategoryId,
    isKnownModule: ({ context, event }) =>
      event.type === 'module.toggle' && context.modules.some((m) => m.id === event.id),
    isSelectedModule: ({ context, event }) =>
      event.type === 'module.toggle' && event.id === context.selectedModuleId,
    hasSelectedCategory: ({ context }) => context.selectedCategoryId !== null,
    isSeeded: ({ context }) => context.categories.length > 0 || context.count > 0,
    hasPendingSlug: ({ context }) => context.pendingSlug !== '',
  },
}).createMachine({
  id: 'courseCatalogue',
  context: ({ input }) => ({
    lang: input.lang,
    pageSize: input.pageSize ?? COURSES_PAGE_SIZE,
    categories: input.initial?.categories ?? [],
    modules: [],
    courses: input.initial?.page.results ?? [],
    count: input.initial?.page.count ?? 0,
    ...FIRST_PAGE,
    selectedCategoryId: null,
    selectedModuleId: null,
    pendingSlug: slugFromHash(input.hash),
    requestedModuleId: input.moduleId ?? null,
    keepModule: false,
  }),
  initial: 'starting',
  on: {
    'category.toggle': [
      {
        // Choosing the selected category again toggles it off and clears the hash.
        guard: 'isSelectedCategory',
        target: '.loadingCourses',
        reenter: true,
        actions: [
          assign({
            selectedCategoryId: null,
            selectedModuleId: null,
            modules: [],
            ...FIRST_PAGE,
          }),
          { type: 'writeHash', params: { slug: '' } },
          { type: 'writeModuleQuery', params: { moduleId: null } },
        ],
      },
      {
        guard: 'isKnownCategory',
        target: '.loadingModules',
        reenter: true,
        actions: [
          assign({
            selectedCategoryId: ({ event }) => event.id,
            selectedModuleId: null,
            requestedModuleId: null,
            keepModule: false,
            modules: [],
          }),
          {
            type: 'writeHash',
            params: ({ context }) => ({
              slug: categorySlug(context.categories, context.selectedCategoryId),
            }),
          },
          { type: 'writeModuleQuery', params: { moduleId: null } },
        ],
      },
    ],
    'module.toggle': [
      {
        // Selecting the active module again deselects it: the whole category loads.
        guard: 'isSelectedModule',
        target: '.loadingCourses',
        reenter: true,
        actions: [
          assign({ selectedModuleId: null, ...FIRST_PAGE }),
          { type: 'writeModuleQuery', params: { moduleId: null } },
        ],
      },
      {
        guard: 'isKnownModule',
        target: '.loadingCourses',
        reenter: true,
        actions: [
          assign({ selectedModuleId: ({ event }) => event.id, ...FIRST_PAGE }),
          { type: 'writeModuleQuery', params: ({ event }) => ({ moduleId: event.id }) },
        ],
      },
    ],
    'language.change': {
      target: '.loadingCategories',
      reenter: true,
      // Keep the selection across languages: ids do not change, names do.
      actions: assign(({ context, event }) => ({
        lang: event.lang,
        requestedModuleId: context.selectedModuleId,
        keepModule: true,
        ...FIRST_PAGE,
      })),
    },
  },
  states: {
    // With the first data given (input.initial), ready at once: the first render is the page as
    // the server drew it, so the browser hydrates it unchanged.
    starting: {
      always: [{ guard: 'isSeeded', target: 'ready' }, { target: 'loadingCategories' }],
    },
    loadingCategories: {
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        input: ({ context }) => ({ lang: context.lang }),
        onDone: {
          target: 'resolvingCategory',
          actions: assign({ categories: ({ event }) => event.output }),
        },
        onError: { target: 'resolvingCategory', actions: assign({ categories: [] }) },
      },
    },
    resolvingCategory: {
      entry: assign(({ context }) => ({
        selectedCategoryId: resolvedCategoryId(context),
        pendingSlug: '',
      })),
      always: [
        { guard: 'hasSelectedCategory', target: 'loadingModules' },
        { target: 'loadingCourses', actions: assign({ ...FIRST_PAGE }) },
      ],
    },
    loadingModules: {
      invoke: {
        id: 'loadModules',
        src: 'loadModules',
        input: ({ context }) => ({
          lang: context.lang,
          categoryId: context.selectedCategoryId ?? 0,
        }),
        onDone: {
          target: 'loadingCourses',
          actions: [
            assign(({ context, event }) => ({
              modules: event.output,
              selectedModuleId: context.keepModule
                ? keptModuleId(event.output, context.requestedModuleId)
                : initialModuleId(event.output, context.requestedModuleId),
              requestedModuleId: null,
              keepModule: false,
              ...FIRST_PAGE,
            })),
            {
              type: 'writeModuleQuery',
              params: ({ context }) => ({ moduleId: context.selectedModuleId }),
            },
          ],
        },
        // Spec 8: a modules failure is only logged; the whole category still loads.
        onError: {
          target: 'loadingCourses',
          actions: assign({
            modules: [],
            selectedModuleId: null,
            keepModule: false,
            ...FIRST_PAGE,
          }),
        },
      },
    },
    loadingCourses: {
      invoke: {
        id: 'loadCourses',
        src: 'loadCourses',
        input: ({ context }) => ({
          lang: context.lang,
          page: context.page,
          pageSize: context.pageSize,
          categoryId: context.selectedCategoryId,
          moduleId: context.selectedModuleId,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            count: event.output.count,
            courses: context.append
              ? [...context.courses, ...event.output.results]
              : event.output.results,
          })),
        },
        onError: { target: 'ready' },
      },
    },
    ready: {
      on: {
        // The hash's category, after a start with the first data (no server sees the hash).
        'hash.apply': { guard: 'hasPendingSlug', target: 'resolvingCategory' },
        'courses.loadMore': {
          target: 'loadingCourses',
          actions: assign(({ context }) => {
            const page = nextCoursesPage(context.page, context.count, context.pageSize);
            return { page, append: page > 1 };
          }),
        },
      },
    },
  },
});

export type CourseCatalogueSnapshot = SnapshotFrom<typeof courseCatalogueMachine>;
export type CourseCatalogueActorRef = ActorRefFrom<typeof courseCatalogueMachine>;
