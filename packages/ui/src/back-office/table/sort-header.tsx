import { flexRender, type Header, type RowData } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type { DataTableFeatures } from './data-table';

/**
 * A column's header cell. A sortable column's label is a button (Enter or Space sorts, the next
 * press reverses), and the cell says how the list is sorted with `aria-sort`.
 */
export function SortHeader<Row extends RowData>({
  header,
}: {
  header: Header<DataTableFeatures, Row>;
}) {
  if (header.isPlaceholder) return <th scope="col" className="px-3 py-2" />;
  const label = flexRender(header.column.columnDef.header, header.getContext());
  const sorted = header.column.getIsSorted();
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
        {label}
      </th>
    );
  }
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      className="px-1.5 py-1 font-medium whitespace-nowrap"
    >
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className="hover:bg-muted hover:text-foreground focus-visible:outline-ring inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-md px-1.5 text-left focus-visible:outline-2"
      >
        {label}
        <Icon
          className={sorted ? 'text-foreground size-3.5' : 'size-3.5 opacity-60'}
          aria-hidden="true"
        />
      </button>
    </th>
  );
}
