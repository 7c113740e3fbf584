import type { PublicationStatus } from '@academy/contract/back-office/articles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-fields/form-fields';
import type { LinkComponent } from '../../lib/link-component';
import { ListPage, SearchField } from '../shell';
import type { ColumnDef, DataTablePage } from '../table';
import { PublicationStatusBadge } from './publication-status-badge';

/** A list's status filter: every record, or those of one status. */
export type PublicationFilter = 'all' | PublicationStatus;

/** What the page gives a list of dated records (articles, promotions). */
export interface DatedListProps<Row extends object> extends DataTablePage<Row> {
  status: PublicationFilter;
  onStatusChange: (status: PublicationFilter) => void;
  q: string;
  onSearch: (q: string) => void;
  onCreate: () => void;
  /** A record's editor page. */
  editHref: (row: Row) => string;
  LinkComponent?: LinkComponent;
  /** The page's dialog (a new record). */
  children?: ReactNode;
}

export interface AuthoringListProps<Row extends object>
  extends Omit<DatedListProps<Row>, 'editHref' | 'LinkComponent'> {
  /** Which list: its texts under `adminArticles.<kind>`. */
  kind: 'articles' | 'promotions';
  columns: ColumnDef<Row>[];
  /** The statuses this kind of record can have, in the filter's order. */
  statuses: readonly PublicationStatus[];
  getRowId: (row: Row) => string;
  /** A row's status, for the last column's badge. */
  statusOf: (row: Row) => PublicationStatus;
}

/**
 * A list of dated records an editor writes (articles, promotions): its title and a button for a
 * new one, a status filter and a search, and the table paged and sorted by the server, each row's
 * status last.
 */
export function AuthoringList<Row extends object>({
  kind,
  columns,
  statuses,
  status,
  onStatusChange,
  q,
  onSearch,
  onCreate,
  statusOf,
  children,
  ...table
}: AuthoringListProps<Row>) {
  const { t } = useTranslation('ui');
  const filters: readonly PublicationFilter[] = ['all', ...statuses];
  const withStatus: ColumnDef<Row>[] = [
    ...columns,
    {
      id: 'status',
      enableSorting: false,
      header: t('adminArticles.columns.status'),
      cell: ({ row }) => <PublicationStatusBadge status={statusOf(row.original)} />,
    },
  ];
  return (
    <ListPage
      {...table}
      slot={`${kind}-list`}
      title={t(`adminArticles.${kind}.title`)}
      description={t(`adminArticles.${kind}.description`)}
      createLabel={t(`adminArticles.${kind}.create`)}
      onCreate={onCreate}
      filters={
        <>
          <SelectField
            label={t('adminArticles.statusFilter')}
            placeholder={t('adminArticles.statusAll')}
            value={status}
            onValueChange={(value) => onStatusChange(value as PublicationFilter)}
            options={filters.map((value) => ({
              value,
              label: t(
                value === 'all' ? 'adminArticles.statusAll' : `adminArticles.status.${value}`,
              ),
            }))}
          />
          <SearchField value={q} onSearch={onSearch} label={t(`adminArticles.${kind}.search`)} />
        </>
      }
      columns={withStatus}
      emptyText={t(`adminArticles.${kind}.empty`)}
      caption={t(`adminArticles.${kind}.title`)}
    >
      {children}
    </ListPage>
  );
}
