import type { Language } from '@academy/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { COURSES_PAGE_SIZE } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import {
  type CourseCatalogueEvent,
  type CourseCatalogueInput,
  courseCatalogueMachine,
} from './course-catalogue.machine';
import {
  type CatalogueCategory,
  type CatalogueModule,
  type CataloguePage,
  categorySlug,
  initialModuleId,
  type LoadCoursesInput,
  moduleIdFromQuery,
  nextCoursesPage,
  resolvedCategoryId,
  slugFromHash,
} from './course-catalogue.rules';
import { selectCourseCatalogue } from './course-catalogue.selectors';

const categories: CatalogueCategory[] = [
  { id: 3, name: 'Cosmetology', slug: 'cosmetology' },
  { id: 4, name: 'Medicine', slug: 'medicine' },
];
const modulesByCategory: Record<number, CatalogueModule[]> = {
  3: [
    { id: 31, name: 'Peels' },
    { id: 32, name: 'Massage' },
  ],
  4: [],
};
const TOTAL = 20;
type ModulesInput = { lang: Language; categoryId: number };

/** An actor that never settles: the test sends its done event itself. */
const pending = <TOutput, TInput>() =>
  fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
const failing = <TOutput, TInput>() =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error('500');
  });

/** A fake API: 20 courses whatever the filter, and every call recorded. */
function fakeApi() {
  const calls = {
    categories: [] as Language[],
    modules: [] as number[],
    courses: [] as LoadCoursesInput[],
  };
  const actors = {
    loadCategories: fromPromise<CatalogueCategory[], { lang: Language }>(async ({ input }) => {
      calls.categories.push(input.lang);
      return categories;
    }),
    loadModules: fromPromise<CatalogueModule[], ModulesInput>(async ({ input }) => {
      calls.modules.push(input.categoryId);
      return modulesByCategory[input.categoryId] ?? [];
    }),
    loadCourses: fromPromise<CataloguePage, LoadCoursesInput>(async ({ input }) => {
      calls.courses.push(input);
      const from = (input.page - 1) * input.pageSize;
      const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).slice(from, from + input.pageSize);
      return { count: TOTAL, results: ids.map((id) => ({ id })) };
    }),
  };
  return { calls, actors };
}

async function start(input: Partial<CourseCatalogueInput> = {}) {
  const api = fakeApi();
  const writeHash = vi.fn();
  const writeModuleQuery = vi.fn();
  const machine = courseCatalogueMachine.provide({
    actors: api.actors,
    actions: { writeHash, writeModuleQuery },
  });
  const actor = createTestActor(machine, { input: { lang: 'ro', ...input } }).start();
  await settle(actor);
  return { actor, ...api, writeHash, writeModuleQuery };
}

const settle = (actor: { getSnapshot(): { value: unknown } } & Parameters<typeof waitFor>[0]) =>
  waitFor(actor, (snapshot) => snapshot.value === 'ready');

describe('course catalogue rules', () => {
  it('pages from 1 and wraps to 1 past the last page', () => {
    expect(nextCoursesPage(1, 20, 8)).toBe(2);
    expect(nextCoursesPage(2, 20, 8)).toBe(3);
    expect(nextCoursesPage(3, 20, 8)).toBe(1);
    expect(nextCoursesPage(1, 0, 8)).toBe(1);
  });

  it('selects the queried module when valid, else the first', () => {
    const modules = modulesByCategory[3] ?? [];
    expect(initialModuleId(modules, 32)).toBe(32);
    expect(initialModuleId(modules, 99)).toBe(31);
    expect(initialModuleId(modules, null)).toBe(31);
    expect(initialModuleId([], 32)).toBeNull();
  });

  it('reads the hash and the module query', () => {
    expect(slugFromHash('#cosmetology')).toBe('cosmetology');
    expect(slugFromHash('')).toBe('');
    expect(moduleIdFromQuery('32')).toBe(32);
    expect(moduleIdFromQuery('x')).toBeNull();
    expect(moduleIdFromQuery(null)).toBeNull();
  });

  it('names a category by its slug and resolves the selection after a (re)load', () => {
    expect(categorySlug(categories, 4)).toBe('medicine');
    expect(categorySlug(categories, null)).toBe('');
    const resolve = (selectedCategoryId: number | null, pendingSlug: string) =>
      resolvedCategoryId({ categories, selectedCategoryId, pendingSlug });
    // The selection kept across a language change wins over the hash.
    expect(resolve(4, 'cosmetology')).toBe(4);
    expect(resolve(null, 'cosmetology')).toBe(3);
    expect(resolve(99, 'unknown')).toBeNull();
    expect(resolve(null, '')).toBeNull();
  });
});

describe('courseCatalogueMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads all courses from page 1 with the default page size when no hash is set', async () => {
    const { actor, calls } = await start();

    expect(calls.categories).toEqual(['ro']);
    expect(calls.modules).toEqual([]);
    expect(calls.courses).toEqual([
      { lang: 'ro', page: 1, pageSize: COURSES_PAGE_SIZE, categoryId: null, moduleId: null },
    ]);
    const view = selectCourseCatalogue(actor.getSnapshot());
    expect(view).toMatchObject({ count: TOTAL, canLoadMore: true, isLoading: false });
    expect(view.courses).toHaveLength(COURSES_PAGE_SIZE);
  });

  it('selects the category named by the hash and the module named by the query', async () => {
    const { actor, calls } = await start({ hash: '#cosmetology', moduleId: 32 });

    expect(calls.modules).toEqual([3]);
    expect(calls.courses.at(-1)).toMatchObject({ categoryId: 3, moduleId: 32, page: 1 });
    const view = selectCourseCatalogue(actor.getSnapshot());
    expect(view.categories.filter((c) => c.selected).map((c) => c.id)).toEqual([3]);
    expect(view.modules.filter((m) => m.selected).map((m) => m.id)).toEqual([32]);
  });

  it('selects the first module when the query names none of the category', async () => {
    const { calls } = await start({ hash: '#cosmetology', moduleId: 99 });
    expect(calls.courses.at(-1)).toMatchObject({ categoryId: 3, moduleId: 31 });
  });

  it('ignores a hash naming no category', async () => {
    const { actor } = await start({ hash: '#unknown' });
    expect(actor.getSnapshot().context.selectedCategoryId).toBeNull();
  });

  it('selects one category at a time, writing its slug and resetting the module', async () => {
    const { actor, calls, writeHash, writeModuleQuery } = await start({
      hash: '#cosmetology',
      moduleId: 32,
    });

    actor.send({ type: 'category.toggle', id: 4 });
    expect(writeHash).toHaveBeenLastCalledWith(expect.anything(), { slug: 'medicine' });
    expect(writeModuleQuery).toHaveBeenLastCalledWith(expect.anything(), { moduleId: null });
    expect(actor.getSnapshot().value).toBe('loadingModules');
    await settle(actor);

    expect(calls.modules).toEqual([3, 4]);
    expect(calls.courses.at(-1)).toMatchObject({ categoryId: 4, moduleId: null, page: 1 });
    const view = selectCourseCatalogue(actor.getSnapshot());
    expect(view.categories.filter((c) => c.selected).map((c) => c.id)).toEqual([4]);
  });

  it('uses the module query only once: a later category gets its first module', async () => {
    const { actor, calls } = await start({ hash: '#cosmetology', moduleId: 32 });
    actor.send({ type: 'category.toggle', id: 4 });
    await settle(actor);

    actor.send({ type: 'category.toggle', id: 3 });
    await settle(actor);

    expect(calls.courses.at(-1)).toMatchObject({ categoryId: 3, moduleId: 31 });
  });

  it('toggles the selected category off, clearing the hash and loading every course', async () => {
    const { actor, calls, writeHash } = await start({ hash: '#cosmetology' });

    actor.send({ type: 'category.toggle', id: 3 });
    await settle(actor);

    expect(writeHash).toHaveBeenLastCalledWith(expect.anything(), { slug: '' });
    expect(calls.courses.at(-1)).toMatchObject({ categoryId: null, moduleId: null, page: 1 });
    expect(selectCourseCatalogue(actor.getSnapshot()).modules).toEqual([]);
  });

  it('ignores an unknown category or module', async () => {
    const { actor, calls } = await start({ hash: '#cosmetology' });
    const before = calls.courses.length;

    actor.send({ type: 'category.toggle', id: 77 });
    actor.send({ type: 'module.toggle', id: 77 });

    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.courses).toHaveLength(before);
  });

  it('selects another module; deselecting the active one loads the whole category', async () => {
    const { actor, calls, writeModuleQuery } = await start({ hash: '#cosmetology' });

    actor.send({ type: 'module.toggle', id: 32 });
    await settle(actor);
    expect(writeModuleQuery).toHaveBeenLastCalledWith(expect.anything(), { moduleId: 32 });
    expect(calls.courses.at(-1)).toMatchObject({ categoryId: 3, moduleId: 32, page: 1 });

    actor.send({ type: 'module.toggle', id: 32 });
    await settle(actor);
    expect(writeModuleQuery).toHaveBeenLastCalledWith(expect.anything(), { moduleId: null });
    expect(calls.courses.at(-1)).toMatchObject({ categoryId: 3, moduleId: null, page: 1 });
  });

  it("appends pages on 'load more' and wraps to page 1 past the last page", async () => {
    const { actor, calls } = await start();

    actor.send({ type: 'courses.loadMore' });
    expect(selectCourseCatalogue(actor.getSnapshot()).isLoadingMore).toBe(true);
    await settle(actor);
    expect(calls.courses.at(-1)?.page).toBe(2);
    expect(actor.getSnapshot().context.courses).toHaveLength(16);

    actor.send({ type: 'courses.loadMore' });
    await settle(actor);
    expect(actor.getSnapshot().context.courses).toHaveLength(TOTAL);
    expect(selectCourseCatalogue(actor.getSnapshot()).canLoadMore).toBe(false);

    actor.send({ type: 'courses.loadMore' });
    await settle(actor);
    expect(calls.courses.at(-1)?.page).toBe(1);
    expect(actor.getSnapshot().context.courses.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reloads categories and courses on a language change, keeping the selection', async () => {
    const { actor, calls } = await start({ hash: '#cosmetology', moduleId: 32 });
    actor.send({ type: 'courses.loadMore' });
    await settle(actor);

    actor.send({ type: 'language.change', lang: 'ru' });
    expect(actor.getSnapshot().value).toBe('loadingCategories');
    await settle(actor);

    expect(calls.categories).toEqual(['ro', 'ru']);
    expect(calls.courses.at(-1)).toEqual({
      lang: 'ru',
      page: 1,
      pageSize: COURSES_PAGE_SIZE,
      categoryId: 3,
      moduleId: 32,
    });
  });

  it('keeps a deselected module deselected across a language change', async () => {
    const { actor, calls } = await start({ hash: '#cosmetology' });
    actor.send({ type: 'module.toggle', id: 31 });
    await settle(actor);

    actor.send({ type: 'language.change', lang: 'en' });
    await settle(actor);

    expect(calls.courses.at(-1)).toMatchObject({ lang: 'en', categoryId: 3, moduleId: null });
  });

  it('still lists courses when categories, modules or courses fail to load', async () => {
    const actor = createTestActor(
      courseCatalogueMachine.provide({
        actors: {
          loadCategories: failing<CatalogueCategory[], { lang: Language }>(),
          loadCourses: failing<CataloguePage, LoadCoursesInput>(),
        },
      }),
      { input: { lang: 'ro' } },
    ).start();
    await settle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ categories: [], courses: [], count: 0 });

    const api = fakeApi();
    const withoutModules = createTestActor(
      courseCatalogueMachine.provide({
        actors: { ...api.actors, loadModules: failing<CatalogueModule[], ModulesInput>() },
      }),
      { input: { lang: 'ro', hash: 'cosmetology' } },
    ).start();
    await settle(withoutModules);
    expect(api.calls.courses.at(-1)).toMatchObject({ categoryId: 3, moduleId: null });
  });

  describe('started with the first data (a page the server drew)', () => {
    const initial = {
      categories,
      page: { count: TOTAL, results: [{ id: 1 }, { id: 2 }] } as CataloguePage,
    };

    it('is ready at once with it, and loads nothing', async () => {
      const api = fakeApi();
      const actor = createTestActor(courseCatalogueMachine.provide({ actors: api.actors }), {
        input: { lang: 'ro', initial },
      });
      // Its first snapshot, before it runs: what a hydration renders.
      expect(actor.getSnapshot().value).toBe('ready');
      actor.start();
      await vi.runAllTimersAsync();
      expect(api.calls).toEqual({ categories: [], modules: [], courses: [] });
      expect(selectCourseCatalogue(actor.getSnapshot())).toMatchObject({
        count: TOTAL,
        isLoading: false,
        courses: initial.page.results,
      });
    });

    it("applies the hash's category and the query's module only on `hash.apply`", async () => {
      const { actor, calls } = await start({ initial, hash: '#cosmetology', moduleId: 32 });
      expect(actor.getSnapshot().context.selectedCategoryId).toBeNull();
      expect(calls.courses).toEqual([]);

      actor.send({ type: 'hash.apply' });
      await settle(actor);
      expect(calls.modules).toEqual([3]);
      expect(calls.courses).toEqual([
        { lang: 'ro', page: 1, pageSize: COURSES_PAGE_SIZE, categoryId: 3, moduleId: 32 },
      ]);
      // Once applied, it is not applied again.
      actor.send({ type: 'hash.apply' });
      expect(actor.getSnapshot().value).toBe('ready');
    });

    it('ignores `hash.apply` without a hash', async () => {
      const { actor, calls } = await start({ initial });
      actor.send({ type: 'hash.apply' });
      expect(actor.getSnapshot().value).toBe('ready');
      expect(calls.courses).toEqual([]);
    });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input: CourseCatalogueInput = { lang: 'ro', hash: '#cosmetology' };
    const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
    const events = [
      done('loadCategories', categories),
      done('loadModules', modulesByCategory[3]),
      done('loadCourses', { count: TOTAL, results: [{ id: 1 }] }),
      { type: 'courses.loadMore' },
      { type: 'category.toggle', id: 4 },
      { type: 'language.change', lang: 'ru' },
    ] as unknown as CourseCatalogueEvent[];
    const paths = getShortestPaths(courseCatalogueMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });

    for (const path of paths) {
      const actor = createTestActor(
        courseCatalogueMachine.provide({
          actors: {
            loadCategories: pending<CatalogueCategory[], { lang: Language }>(),
            loadModules: pending<CatalogueModule[], ModulesInput>(),
            loadCourses: pending<CataloguePage, LoadCoursesInput>(),
          },
        }),
        { input },
      ).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'loadingCategories',
      'loadingCourses',
      'loadingModules',
      'ready',
    ]);
  });
});
