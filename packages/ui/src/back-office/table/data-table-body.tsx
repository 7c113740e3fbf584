import { flexRender, type ReactTable, type RowData } from '@tanstack/react-table';
import { RotateCcwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Skeleton } from '../../components/skeleton/skeleton';
import type { DataTableFeatures, DataTableState } from './data-table';
import { SelectRowCell, type TableSelection } from './selection-cells';

const cellClass = 'px-3 py-2.5 align-middle';

/** The table's body in each state: skeleton rows, the error with retry, the empty text, the rows. */
export function DataTableBody<Row extends RowData>({
  table,
  state,
  emptyText,
  selection,
  skeletonRows,
  firstPosition,
  onRetry,
}: {
  table: ReactTable<DataTableFeatures, Row>;
  state: DataTableState;
  emptyText: string;
  selection?: TableSelection;
  skeletonRows: number;
  /** The position in the whole list of the page's first row (1-based). */
  firstPosition: number;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('ui');
  const columns = table.getAllLeafColumns().length + (selection ? 1 : 0);
  if (state === 'loading') {
    return (
      <tbody data-slot="data-table-skeleton">
        {Array.from({ length: skeletonRows }, (_, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <tr key={line} className="border-t">
            {Array.from({ length: columns }, (_, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              <td key={column} className={cellClass}>
                <Skeleton className="h-4 w-full max-w-40" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    );
  }
  const rows = table.getRowModel().rows;
  if (state === 'error' || rows.length === 0) {
    return (
      <tbody>
        <tr className="border-t">
          <td colSpan={columns} className="px-3 py-8">
            {state === 'error' ? (
              <div className="mx-auto flex max-w-md flex-col items-center gap-3">
                <Alert className="w-full">{t('adminShell.table.error')}</Alert>
                {onRetry ? (
                  <Button variant="outline" size="sm" onClick={onRetry}>
                    <RotateCcwIcon aria-hidden="true" />
                    {t('adminShell.table.retry')}
                  </Button>
                ) : null}
              </div>
            ) : (
              <p className="text-muted-foreground text-center">{emptyText}</p>
            )}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {rows.map((row, index) => {
        const selected = selection?.selected.includes(row.id) ?? false;
        return (
          <tr
            key={row.id}
            data-selected={selected || undefined}
            className="hover:bg-muted/40 data-[selected]:bg-secondary/50 border-t"
          >
            {selection ? (
              <td className={cellClass}>
                <SelectRowCell id={row.id} position={firstPosition + index} selection={selection} />
              </td>
            ) : null}
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className={cellClass}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}
