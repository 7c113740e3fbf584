import type { DataTableSort } from '@academy/ui/back-office';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { useRefetchPage } from '../../app/refetch-page';
import { type ListLoad, searchOf, tableStateOf, useReloading } from './list-state';

/** A list state as the URL writes it. */
type ListState = Record<string, string | number | undefined>;

/** A searched list's state as its endpoint's schema reads it (defaults filled in). */
interface SearchedQuery {
  q: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  page_size: number;
}

/**
 * A searched, sorted and paged list's table props from its URL's query and its load. `go` writes
 * a change into the URL (its query without the defaults), back to the first page unless the
 * change is the page.
 */
export function useSearchedList<Q extends SearchedQuery, Row>(
  schema: z.ZodObject,
  query: Q,
  list: ListLoad<{ count: number; results: Row[] }>,
) {
  const [, setSearchParams] = useSearchParams();
  const refetch = useRefetchPage();
  const reloading = useReloading();
  const go = (patch: Partial<Q>) =>
    setSearchParams(searchOf(schema, { ...query, page: 1, ...patch } as ListState));
  const table = {
    q: query.q,
    onSearch: (q: string) => go({ q } as Partial<Q>),
    rows: list.state === 'ready' ? list.data.results : [],
    count: list.state === 'ready' ? list.data.count : 0,
    page: query.page,
    pageSize: query.page_size,
    sort: { id: query.sort, desc: query.order === 'desc' },
    onSortChange: (sort: DataTableSort) =>
      go({ sort: sort.id, order: sort.desc ? 'desc' : 'asc' } as Partial<Q>),
    onPageChange: (page: number) => go({ page } as Partial<Q>),
    state: tableStateOf(list, reloading),
    onRetry: () => void refetch(),
  };
  return { go, table, reloading, refetch };
}
