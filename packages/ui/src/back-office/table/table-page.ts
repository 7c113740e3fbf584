import type { RowData } from '@tanstack/react-table';
import type { DataTableProps } from './data-table';

/** A part of a page loaded on its own: loading, failed, or its data. */
export type Loadable<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

/**
 * What a list view passes on to its DataTable untouched: the server's page of rows, its count,
 * the paging, sorting and state, and the error's retry.
 */
export type DataTablePage<Row extends RowData> = Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'count'
  | 'page'
  | 'pageSize'
  | 'sort'
  | 'onSortChange'
  | 'onPageChange'
  | 'state'
  | 'onRetry'
>;

/** A loaded list (`{ count, results }`) as the table's rows, count and state. */
export function tablePageOf<Row>(list: Loadable<{ count: number; results: Row[] }>) {
  const data = list.state === 'ready' ? list.data : { count: 0, results: [] };
  return { rows: data.results, count: data.count, state: list.state };
}
