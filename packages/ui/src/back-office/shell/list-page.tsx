import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { type ColumnDef, DataTable, type DataTablePage } from '../table';
import { AdminPageHeader } from './admin-page-header';
import { FilterBar } from './filter-bar';

export interface ListPageProps<Row extends object> extends DataTablePage<Row> {
  /** The list's `data-slot` (`courses-list`…), which the stories and journeys find it by. */
  slot: string;
  title: string;
  description: string;
  /** The button's words for a new record. */
  createLabel: string;
  onCreate: () => void;
  /** The filter bar's fields (selects, then the search). */
  filters: ReactNode;
  columns: ColumnDef<Row>[];
  emptyText: string;
  caption: string;
  getRowId: (row: Row) => string;
  /** The page's dialog (a new record). */
  children?: ReactNode;
}

/**
 * A list of records an editor authors: its title with a button for a new one, the filters and the
 * search, the table paged and sorted by the server, and the page's create dialog.
 */
export function ListPage<Row extends object>({
  slot,
  title,
  description,
  createLabel,
  onCreate,
  filters,
  children,
  ...table
}: ListPageProps<Row>) {
  return (
    <div data-slot={slot} data-state={table.state} className="flex flex-col gap-4">
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button onClick={onCreate}>
            <PlusIcon aria-hidden="true" />
            {createLabel}
          </Button>
        }
      />
      <FilterBar>{filters}</FilterBar>
      <DataTable {...table} />
      {children}
    </div>
  );
}
