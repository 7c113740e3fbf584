import { useTranslation } from 'react-i18next';
import type { LinkComponent } from '../../lib/link-component';
import { AdminPageHeader } from '../shell';
import { type ColumnDef, DataTable, type DataTablePage, DateTimeCell } from '../table';
import { AuditDiff } from './audit-diff';
import { AuditFilters } from './audit-filters';
import { AuditRecord } from './audit-record';
import type { AuditFilterValues, AuditRow } from './home-types';

export interface AuditLogProps extends Omit<DataTablePage<AuditRow>, 'sort' | 'onSortChange'> {
  filters: AuditFilterValues;
  onFiltersChange: (filters: AuditFilterValues) => void;
  /** The back-office page of a record (an account, an order), when it has one. */
  recordHref?: (entity: string, id: number) => string | undefined;
  LinkComponent?: LinkComponent;
}

/**
 * The admin's audit log: every staff write, newest first, filtered by who, which record, which
 * action and which days; each row says what changed, field by field, before → after.
 */
export function AuditLog({
  filters,
  onFiltersChange,
  rows,
  count,
  page,
  pageSize,
  state,
  onPageChange,
  onRetry,
  recordHref,
  LinkComponent,
}: AuditLogProps) {
  const { t } = useTranslation('ui');
  const columns: ColumnDef<AuditRow>[] = [
    {
      id: 'created',
      header: t('adminHome.audit.when'),
      cell: ({ row }) => <DateTimeCell iso={row.original.created} />,
    },
    {
      id: 'actor',
      header: t('adminHome.audit.actor'),
      cell: ({ row }) =>
        row.original.actor ? (
          <span className="flex flex-col">
            <span>{row.original.actor.name}</span>
            <span className="text-muted-foreground text-xs break-all">
              {row.original.actor.email}
            </span>
          </span>
        ) : (
          <em className="text-muted-foreground">{t('adminHome.audit.deletedActor')}</em>
        ),
    },
    {
      id: 'action',
      header: t('adminHome.audit.action'),
      cell: ({ row }) => <code className="text-xs font-medium">{row.original.action}</code>,
    },
    {
      id: 'record',
      header: t('adminHome.audit.record'),
      cell: ({ row }) => (
        <AuditRecord
          entity={row.original.entity}
          id={row.original.entity_id}
          href={recordHref?.(row.original.entity, row.original.entity_id)}
          LinkComponent={LinkComponent}
        />
      ),
    },
    {
      id: 'changes',
      header: t('adminHome.audit.changes'),
      cell: ({ row }) => (
        <AuditDiff before={row.original.before} after={row.original.after} className="min-w-56" />
      ),
    },
  ];
  return (
    <div data-slot="audit-log" className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('adminHome.audit.title')}
        description={t('adminHome.audit.description')}
      />
      <AuditFilters filters={filters} onFiltersChange={onFiltersChange} />
      <DataTable
        columns={columns}
        rows={rows}
        count={count}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        state={state}
        emptyText={t('adminHome.audit.empty')}
        caption={t('adminHome.audit.caption')}
        getRowId={(entry) => String(entry.id)}
        onRetry={onRetry}
      />
    </div>
  );
}
