import { CheckCheckIcon } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { SelectField } from '../../components/form-fields/form-fields';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { AdminPageHeader, FilterBar, SearchField } from '../shell';
import { type ColumnDef, DataTable, type DataTableSort, DateTimeCell, tablePageOf } from '../table';
import { AccountStatusBadge } from './account-status-badge';
import type {
  AccountFilterValues,
  AccountLoadable,
  AdminAccountList,
  AdminAccountRow,
} from './account-types';

const STATUSES = ['pending', 'active', 'declined', 'inactive'] as const;
/** A select cannot hold '': "all" stands for no filter. */
const ALL = 'all';

export interface AccountsQueueProps {
  list: AccountLoadable<AdminAccountList>;
  filters: AccountFilterValues;
  onFiltersChange: (filters: AccountFilterValues) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  onRetry: () => void;
  /** The pending accounts ticked for a bulk activation (ids as strings). */
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  /** The bulk activation's button: the page opens its confirm dialog. */
  onBulkActivate: () => void;
  accountHref: (id: number) => string;
  LinkComponent?: LinkComponent;
  /** The confirm dialog of the bulk activation. */
  children?: ReactNode;
}

/**
 * The back office's accounts: the verification queue (pending accounts, oldest first, ticked
 * for a bulk activation) and every other account by status, searched by name, e-mail or phone.
 */
export function AccountsQueue(props: AccountsQueueProps) {
  const { list, filters, onFiltersChange, selected, LinkComponent = PlainLink } = props;
  const { t } = useTranslation('ui');
  const columns = useAccountColumns(props.accountHref, LinkComponent);
  const queue = filters.status === 'pending';
  const set = (next: Partial<AccountFilterValues>) => onFiltersChange({ ...filters, ...next });
  return (
    <div data-slot="accounts-queue" data-state={list.state} className="flex flex-col gap-5">
      <AdminPageHeader
        title={t('adminAccounts.queue.title')}
        description={t('adminAccounts.queue.description')}
      />
      <FilterBar label={t('adminAccounts.queue.filters')}>
        <SearchField
          value={filters.q}
          onSearch={(q) => set({ q })}
          label={t('adminAccounts.queue.search')}
          placeholder={t('adminAccounts.queue.searchPlaceholder')}
        />
        <SelectField
          label={t('adminAccounts.queue.status')}
          value={filters.status || ALL}
          placeholder={t('adminAccounts.queue.all')}
          onValueChange={(value) =>
            set({ status: value === ALL ? '' : (value as AccountFilterValues['status']) })
          }
          options={[
            { value: ALL, label: t('adminAccounts.queue.all') },
            ...STATUSES.map((value) => ({ value, label: t(`adminAccounts.status.${value}`) })),
          ]}
        />
      </FilterBar>
      {queue ? (
        <div className="flex flex-wrap items-center gap-3" data-slot="bulk-actions">
          <span className="text-muted-foreground text-sm" aria-live="polite">
            {t('adminAccounts.queue.selected', { count: selected.length })}
          </span>
          <Button size="sm" disabled={selected.length === 0} onClick={props.onBulkActivate}>
            <CheckCheckIcon aria-hidden="true" />
            {t('adminAccounts.queue.bulkActivate')}
          </Button>
        </div>
      ) : null}
      <DataTable
        columns={columns}
        {...tablePageOf(list)}
        page={props.page}
        pageSize={props.pageSize}
        sort={props.sort}
        onSortChange={props.onSortChange}
        onPageChange={props.onPageChange}
        emptyText={t(
          queue && !filters.q ? 'adminAccounts.queue.emptyQueue' : 'adminAccounts.queue.empty',
        )}
        caption={t('adminAccounts.queue.caption')}
        getRowId={(row) => String(row.id)}
        selection={queue ? { selected, onChange: props.onSelectedChange } : undefined}
        onRetry={props.onRetry}
      />
      {props.children}
    </div>
  );
}

/** A person's name as a list shows it: first and last, else the e-mail. */
export const accountName = (row: Pick<AdminAccountRow, 'first_name' | 'last_name' | 'email'>) =>
  `${row.first_name} ${row.last_name}`.trim() || row.email;

function useAccountColumns(
  accountHref: (id: number) => string,
  LinkComponent: LinkComponent,
): ColumnDef<AdminAccountRow>[] {
  const { t, i18n } = useTranslation('ui');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the formatters follow the language
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('adminAccounts.columns.name'),
        cell: ({ row }) => (
          <LinkComponent
            href={accountHref(row.original.id)}
            className="text-primary font-semibold underline-offset-4 hover:underline"
          >
            {accountName(row.original)}
          </LinkComponent>
        ),
      },
      {
        accessorKey: 'email',
        header: t('adminAccounts.columns.email'),
        cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
      },
      {
        accessorKey: 'phone',
        enableSorting: false,
        header: t('adminAccounts.columns.phone'),
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.phone}</span>,
      },
      {
        accessorKey: 'type',
        enableSorting: false,
        header: t('adminAccounts.columns.type'),
        cell: ({ row }) => t(`adminAccounts.type.${row.original.type}`),
      },
      {
        id: 'joined',
        header: t('adminAccounts.columns.joined'),
        cell: ({ row }) => <DateTimeCell iso={row.original.date_joined} />,
      },
      {
        accessorKey: 'status',
        enableSorting: false,
        header: t('adminAccounts.columns.status'),
        cell: ({ row }) => <AccountStatusBadge status={row.original.status} />,
      },
      {
        accessorKey: 'has_diploma',
        enableSorting: false,
        header: t('adminAccounts.columns.diploma'),
        cell: ({ row }) =>
          t(
            row.original.has_diploma
              ? 'adminAccounts.queue.diplomaYes'
              : 'adminAccounts.queue.diplomaNo',
          ),
      },
    ],
    [i18n.language, accountHref, LinkComponent],
  );
}
