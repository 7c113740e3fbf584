import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import { type PagedListEvent, type PagedListPage, pagedListMachine } from './paged-list.machine';
import { selectPagedList } from './paged-list.selectors';

const never = () => new Promise<PagedListPage>(() => {});
const PAGES: Record<number, PagedListPage<string>> = {
  1: { count: 5, results: ['a', 'b'] },
  2: { count: 5, results: ['c', 'd'] },
  3: { count: 5, results: ['e'] },
};

/** A loader that answers from `pages`, or fails for the pages listed in `failing` (once each). */
function loader(pages = PAGES, failing: number[] = []) {
  const calls: number[] = [];
  const actor = fromPromise<PagedListPage, { page: number }>(async ({ input }) => {
    calls.push(input.page);
    const at = failing.indexOf(input.page);
    if (at >= 0) {
      failing.splice(at, 1);
      throw new Error(`page ${input.page} failed`);
    }
    return pages[input.page] ?? { count: 0, results: [] };
  });
  return { actor, calls };
}

function start(
  loadPage: ReturnType<typeof fromPromise<PagedListPage, { page: number }>>,
  options: { initial?: PagedListPage; logError?: (...args: unknown[]) => void } = {},
) {
  const machine = pagedListMachine.provide({
    actors: { loadPage },
    actions: options.logError ? { logError: options.logError } : {},
  });
  return createTestActor(machine, { input: { initial: options.initial } }).start();
}

const view = (actor: ReturnType<typeof start>) => selectPagedList<string>(actor.getSnapshot());

describe('pagedListMachine', () => {
  it('loads page 1, then each next page on "load more", appended, until all are shown', async () => {
    const { actor: loadPage, calls } = loader();
    const actor = start(loadPage);
    expect(view(actor)).toEqual({ state: 'loading', items: [], count: 0, hasMore: false });

    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor)).toEqual({ state: 'ready', items: ['a', 'b'], count: 5, hasMore: true });

    actor.send({ type: 'list.loadMore' });
    expect(view(actor)).toMatchObject({ state: 'loadingMore', items: ['a', 'b'] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches('ready'));

    expect(view(actor)).toEqual({
      state: 'ready',
      items: ['a', 'b', 'c', 'd', 'e'],
      count: 5,
      hasMore: false,
    });
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toEqual([1, 2, 3]);
  });

  it('starts ready with page 1 given by a route loader, and loads page 2 next', async () => {
    const { actor: loadPage, calls } = loader();
    const actor = start(loadPage, { initial: PAGES[1] });
    expect(view(actor)).toEqual({ state: 'ready', items: ['a', 'b'], count: 5, hasMore: true });
    expect(calls).toEqual([]);

    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([2]);
    expect(view(actor).items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('given an empty list, it is ready with nothing more to load', () => {
    const { actor: loadPage, calls } = loader();
    const actor = start(loadPage, { initial: { count: 0, results: [] } });
    expect(view(actor)).toEqual({ state: 'ready', items: [], count: 0, hasMore: false });
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toEqual([]);
  });

  it('shows a failed first load as failure with no items, logs it, and retries page 1', async () => {
    const logError = vi.fn();
    const { actor: loadPage, calls } = loader(PAGES, [1]);
    const actor = start(loadPage, { logError });
    await waitFor(actor, (s) => s.matches('failure'));

    expect(view(actor)).toEqual({ state: 'failure', items: [], count: 0, hasMore: false });
    expect(logError).toHaveBeenCalledWith(expect.anything(), { error: expect.any(Error) });

    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().value).toBe('failure');
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor).items).toEqual(['a', 'b']);
    expect(calls).toEqual([1, 1]);
  });

  it('keeps the items shown when "load more" fails, and retries the same page', async () => {
    const { actor: loadPage, calls } = loader(PAGES, [2]);
    const actor = start(loadPage, { initial: PAGES[1] });
    actor.send({ type: 'list.loadMore' });
    await waitFor(actor, (s) => s.matches('failure'));

    expect(view(actor)).toEqual({ state: 'failure', items: ['a', 'b'], count: 5, hasMore: true });

    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().value).toBe('loadingMore');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view(actor).items).toEqual(['a', 'b', 'c', 'd']);
    expect(calls).toEqual([2, 2]);
  });

  it('fails loudly when the app did not provide loadPage', async () => {
    const logError = vi.fn();
    const machine = pagedListMachine.provide({ actions: { logError } });
    const actor = createTestActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('failure'));
    expect(logError).toHaveBeenCalledWith(expect.anything(), {
      error: new Error('loadPage not provided'),
    });
  });

  it('reaches every state by the shortest paths of its model', () => {
    const internal = (event: { type: string; [key: string]: unknown }) =>
      event as unknown as PagedListEvent;
    const events: PagedListEvent[] = [
      { type: 'list.loadMore' },
      { type: 'list.retry' },
      internal({ type: 'xstate.done.actor.loadPage', output: { count: 3, results: ['a', 'b'] } }),
      internal({ type: 'xstate.error.actor.loadPage', error: 'offline' }),
    ];
    const reached = new Set<string>();
    for (const path of getShortestPaths(pagedListMachine, { events, input: {} })) {
      const actor = start(fromPromise(never));
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      for (const state of activeStatePaths(path.state.value)) reached.add(state);
      actor.stop();
    }
    expect([...reached].sort()).toEqual(allStatePaths(pagedListMachine).sort());
  });
});
