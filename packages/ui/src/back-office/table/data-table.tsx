import {
  type RowData,
  rowSortingFeature,
  type SortingState,
  type ColumnDef as TanstackColumnDef,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { DataTableBody } from './data-table-body';
import { DataTablePagination } from './data-table-pagination';
import { SelectAllCell } from './selection-cells';
import { SortHeader } from './sort-header';

/**
 * TanStack Table (headless, well kept, typed) draws the columns; the server pages, sorts and
 * filters (manual mode: `manualSorting`, and no pagination feature at all, since `rows` already is
 * the page the server answered), so the table never reorders or slices what it is given.
 */
const features = tableFeatures({ rowSortingFeature });
export type DataTableFeatures = typeof features;

/** A column of a back-office table: TanStack's column definition for the kit's table features. */
// biome-ignore lint/suspicious/noExplicitAny: a column's value type is free, as in TanStack's own ColumnDef
export type ColumnDef<Row extends RowData> = TanstackColumnDef<DataTableFeatures, Row, any>;

export interface DataTableSort {
  /** The column's id (its accessorKey unless it sets `id`): the API's `sort` value. */
  id: string;
  desc: boolean;
}

export type DataTableState = 'loading' | 'error' | 'ready';

export interface DataTableProps<Row extends RowData> {
  /** TanStack column definitions; a column sorts when `enableSorting` is not false and `onSortChange` is given. */
  columns: ColumnDef<Row>[];
  /** The rows of the current page, as the server answered them. */
  rows: Row[];
  /** Rows in the whole (filtered) list. */
  count: number;
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  onPageChange: (page: number) => void;
  state: DataTableState;
  /** Shown in place of the rows when the list is empty. */
  emptyText: string;
  /** The table's accessible name (its caption, visually hidden). */
  caption: string;
  /** A row's id for selection and React keys; the row index otherwise. */
  getRowId?: (row: Row) => string;
  /** Adds a checkbox column: the ids selected (on this page) and their change (bulk actions). */
  selection?: { selected: string[]; onChange: (ids: string[]) => void };
  /** The error state's retry button; without it the error has no button. */
  onRetry?: () => void;
  className?: string;
}

/**
 * The back office's list: server-side paging and sorting, loading skeleton rows, an error with
 * retry, an empty text, optional row selection. Below 1023 px it scrolls sideways inside its own
 * focusable region, so a phone reaches every column without the page scrolling.
 */
export function DataTable<Row extends RowData>({
  columns,
  rows,
  count,
  page,
  pageSize,
  sort,
  onSortChange,
  onPageChange,
  state,
  emptyText,
  caption,
  getRowId,
  selection,
  onRetry,
  className,
}: DataTableProps<Row>) {
  const { t } = useTranslation('ui');
  const sorting: SortingState = sort ? [sort] : [];
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: getRowId ? (row: Row) => getRowId(row) : undefined,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (next[0]) onSortChange?.({ id: next[0].id, desc: next[0].desc });
    },
    manualSorting: true,
    enableSorting: onSortChange !== undefined,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
  });
  const rowIds = table.getRowModel().rows.map((row) => row.id);

  return (
    <div data-slot="data-table" data-state={state} className={cn('flex flex-col gap-3', className)}>
      {/* A named region a keyboard can scroll: on a phone the columns scroll inside it. */}
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus
        tabIndex={0}
        className="bg-surface focus-visible:outline-ring overflow-x-auto rounded-xl border focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <table
          className="w-full min-w-[40rem] border-collapse text-left text-sm"
          aria-busy={state === 'loading' || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/60 text-muted-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th scope="col" className="w-12 px-3 py-2">
                    <SelectAllCell
                      ids={rowIds}
                      selection={selection}
                      disabled={state !== 'ready'}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => (
                  <SortHeader key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <DataTableBody
            table={table}
            state={state}
            emptyText={emptyText}
            selection={selection}
            skeletonRows={Math.min(pageSize, 5)}
            firstPosition={(page - 1) * pageSize + 1}
            onRetry={onRetry}
          />
        </table>
      </section>
      {state === 'loading' ? (
        <p role="status" className="sr-only">
          {t('adminShell.table.loading')}
        </p>
      ) : null}
      {state === 'ready' && count > 0 ? (
        <DataTablePagination
          count={count}
          page={page}
          pageSize={pageSize}
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  );
}
