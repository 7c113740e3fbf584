import { DownloadIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { AdminPageHeader } from '../shell';
import { type ColumnDef, DataTable, type DataTableSort, DateTimeCell, tablePageOf } from '../table';
import { useOrderFormat } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import type { AdminOrderList, AdminOrderRow, Loadable, OrderFilterValues } from './order-types';
import { OrdersFilterBar } from './orders-filter-bar';

export interface OrdersListProps {
  list: Loadable<AdminOrderList>;
  filters: OrderFilterValues;
  onFiltersChange: (filters: OrderFilterValues) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  onRetry: () => void;
  /** Downloads the filtered list as a CSV file. */
  onExport: () => void;
  exportState?: 'idle' | 'exporting' | 'failure';
  /** An order's page. */
  orderHref: (id: number) => string;
  LinkComponent?: LinkComponent;
}

/**
 * The back office's orders: the filters and search (kept in the page's URL), the server's page of
 * orders sorted as asked, each with its buyer, status and total in its own currency, and the CSV
 * export of the same filtered list.
 */
export function OrdersList({
  list,
  filters,
  onFiltersChange,
  page,
  pageSize,
  onPageChange,
  sort,
  onSortChange,
  onRetry,
  onExport,
  exportState = 'idle',
  orderHref,
  LinkComponent = PlainLink,
}: OrdersListProps) {
  const { t } = useTranslation('ui');
  const columns = useOrderColumns(orderHref, LinkComponent);
  return (
    <div data-slot="orders-list" data-state={list.state} className="flex flex-col gap-5">
      <AdminPageHeader
        title={t('adminOrders.title')}
        description={t('adminOrders.description')}
        actions={
          <Button
            variant="outline"
            onClick={onExport}
            loading={exportState === 'exporting'}
            loadingText={t('adminOrders.exporting')}
          >
            <DownloadIcon aria-hidden="true" />
            {t('adminOrders.export')}
          </Button>
        }
      />
      {exportState === 'failure' ? <Alert>{t('adminOrders.exportFailed')}</Alert> : null}
      <OrdersFilterBar filters={filters} onChange={onFiltersChange} />
      <DataTable
        columns={columns}
        {...tablePageOf(list)}
        page={page}
        pageSize={pageSize}
        sort={sort}
        onSortChange={onSortChange}
        onPageChange={onPageChange}
        emptyText={t('adminOrders.empty')}
        caption={t('adminOrders.caption')}
        getRowId={(row) => String(row.id)}
        onRetry={onRetry}
      />
    </div>
  );
}

function useOrderColumns(
  orderHref: (id: number) => string,
  LinkComponent: LinkComponent,
): ColumnDef<AdminOrderRow>[] {
  const { t, i18n } = useTranslation('ui');
  const { money } = useOrderFormat();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the formatters follow the language
  return useMemo(
    () => [
      {
        accessorKey: 'id',
        header: t('adminOrders.columns.id'),
        cell: ({ row }) => (
          <LinkComponent
            href={orderHref(row.original.id)}
            className="text-primary font-semibold underline-offset-4 hover:underline"
            aria-label={t('adminOrders.number', { id: row.original.id })}
          >
            {row.original.id}
          </LinkComponent>
        ),
      },
      {
        accessorKey: 'created',
        header: t('adminOrders.columns.created'),
        cell: ({ row }) => <DateTimeCell iso={row.original.created} />,
      },
      {
        id: 'buyer',
        enableSorting: false,
        header: t('adminOrders.columns.buyer'),
        cell: ({ row }) => (
          <div className="flex min-w-0 flex-col">
            <span className="font-medium">{row.original.buyer.name}</span>
            <span className="text-muted-foreground text-xs">{row.original.buyer.email}</span>
          </div>
        ),
      },
      {
        accessorKey: 'kind',
        enableSorting: false,
        header: t('adminOrders.columns.kind'),
        cell: ({ row }) => t(`adminOrders.kind.${row.original.kind}`),
      },
      {
        accessorKey: 'status',
        header: t('adminOrders.columns.status'),
        cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
      },
      {
        accessorKey: 'payment_type',
        enableSorting: false,
        header: t('adminOrders.columns.payment'),
        cell: ({ row }) => t(`adminOrders.payment.${row.original.payment_type}`),
      },
      {
        accessorKey: 'total',
        header: t('adminOrders.columns.total'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {money(row.original.total, row.original.currency)}
          </span>
        ),
      },
    ],
    [i18n.language, orderHref, LinkComponent],
  );
}
