import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';

/** An item of a paged list: whatever the app's `loadPage` returns (an article, a promotion…). */
export type PagedListItem = unknown;

/** One page of a `{count, next, previous, results}` list answer (spec 7): the parts it reads. */
export interface PagedListPage<T = PagedListItem> {
  count: number;
  results: T[];
}

export interface PagedListInput {
  /** Page 1 when it is already at hand (a route loader's data): no first load then. */
  initial?: PagedListPage;
}

export interface PagedListContext {
  items: PagedListItem[];
  count: number;
  /** The last page loaded; 0 while none is. */
  page: number;
}

export type PagedListEvent = { type: 'list.loadMore' } | { type: 'list.retry' };

/**
 * A list read page by page with 'load more' (the blog, the promotions): loading page 1 (unless
 * given), ready, loadingMore the next page (appended). A failed first load is `failure` with no
 * items, shown as the list's empty state (spec 8: content failures show an empty result); a
 * failed 'load more' is `failure` with the items already shown kept. Either offers `list.retry`.
 */
export const pagedListMachine = setup({
  types: {
    input: {} as PagedListInput,
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
  },
  actors: {
    /** `GET …?page={page}` of the list; the app provides it. */
    loadPage: notProvided<PagedListPage, { page: number }>('loadPage'),
  },
  actions: {
    /** Spec 8: a content failure is logged (the app provides the logger). */
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasNoPage: ({ context }) => context.page === 0,
    hasMore: ({ context }) => context.items.length < context.count,
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({
    items: input.initial?.results ?? [],
    count: input.initial?.count ?? 0,
    page: input.initial ? 1 : 0,
  }),
  // Starts in `ready` so that given data shows at once; without it, it moves on to `loading`
  // before anything renders (a guarded `always` rather than a fifth, transient state).
  initial: 'ready',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: { page: 1 },
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            items: event.output.results,
            count: event.output.count,
            page: 1,
          })),
        },
        onError: {
          target: 'failure',
          actions: { type: 'logError', params: errorParams },
        },
      },
    },
    ready: {
      always: { guard: 'hasNoPage', target: 'loading' },
      on: {
        'list.loadMore': { guard: 'hasMore', target: 'loadingMore' },
      },
    },
    loadingMore: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page + 1 }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            items: [...context.items, ...event.output.results],
            count: event.output.count,
            page: context.page + 1,
          })),
        },
        onError: {
          target: 'failure',
          actions: { type: 'logError', params: errorParams },
        },
      },
    },
    failure: {
      on: {
        'list.retry': [{ guard: 'hasNoPage', target: 'loading' }, { target: 'loadingMore' }],
      },
    },
  },
});

export type PagedListSnapshot = SnapshotFrom<typeof pagedListMachine>;
export type PagedListActorRef = ActorRefFrom<typeof pagedListMachine>;
