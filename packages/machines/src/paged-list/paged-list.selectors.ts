import type { PagedListItem, PagedListSnapshot } from './paged-list.machine';

export type PagedListState = 'loading' | 'ready' | 'loadingMore' | 'failure';

export interface PagedListView<T = PagedListItem> {
  /** For the view's `data-state`. */
  state: PagedListState;
  items: T[];
  count: number;
  /** Fewer items shown than the list holds: 'load more' is offered (when ready). */
  hasMore: boolean;
}

/**
 * What a paged list shows. `T` names the items the app's `loadPage` returns (the machine holds
 * them as `unknown`): `useSelector(actor, selectPagedList<Article>)`.
 */
export function selectPagedList<T = PagedListItem>(snapshot: PagedListSnapshot): PagedListView<T> {
  const { items, count } = snapshot.context;
  return {
    state: snapshot.value as PagedListState,
    items: items as T[],
    count,
    hasMore: items.length < count,
  };
}
