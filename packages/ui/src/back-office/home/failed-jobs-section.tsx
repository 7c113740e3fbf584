import { RotateCcwIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { ConfirmActionDialog, type ConfirmActionState } from '../shell';
import { type ColumnDef, DataTable, type DataTableState, DateTimeCell } from '../table';
import type { FailedJobRow } from './home-types';

export interface FailedJobsSectionProps {
  /** The page of failed jobs the server answered. */
  jobs: {
    state: DataTableState;
    rows: FailedJobRow[];
    count: number;
    page: number;
    pageSize: number;
  };
  onPageChange: (page: number) => void;
  onReload?: () => void;
  /** The retry being confirmed (selectStaffAction's dialog), and the job it is for. */
  retry: { job: FailedJobRow | null; open: boolean; state: ConfirmActionState; error?: string };
  /** A row's Retry button: opens the confirmation for that job. */
  onRetry: (job: FailedJobRow) => void;
  onRetryConfirm: () => void;
  onRetryCancel: () => void;
  /** Said politely after a retry went through. */
  notice?: string;
}

/** The queue's failed jobs, newest first, each with a retry confirmed in a dialog. */
export function FailedJobsSection({
  jobs,
  onPageChange,
  onReload,
  retry,
  onRetry,
  onRetryConfirm,
  onRetryCancel,
  notice,
}: FailedJobsSectionProps) {
  const { t } = useTranslation('ui');
  const queueOf = (queue: string) => t(`adminHome.jobs.queues.${queue}`, { defaultValue: queue });
  const columns: ColumnDef<FailedJobRow>[] = [
    {
      id: 'failed_at',
      header: t('adminHome.jobs.failedAt'),
      cell: ({ row }) => <DateTimeCell iso={row.original.failed_at} />,
    },
    {
      id: 'queue',
      header: t('adminHome.jobs.queue'),
      cell: ({ row }) => queueOf(row.original.queue),
    },
    {
      id: 'job',
      header: t('adminHome.jobs.job'),
      cell: ({ row }) => (
        <span className="flex max-w-xs flex-col gap-0.5">
          <code className="text-xs break-all">{row.original.summary}</code>
          <span className="text-muted-foreground font-mono text-xs">{row.original.id}</span>
        </span>
      ),
    },
    {
      id: 'error',
      header: t('adminHome.jobs.error'),
      cell: ({ row }) => (
        <span className="line-clamp-3 max-w-sm break-words">{row.original.error}</span>
      ),
    },
    {
      id: 'attempts',
      header: t('adminHome.jobs.attempts'),
      cell: ({ row }) => <span className="tabular-nums">{row.original.attempts}</span>,
    },
    {
      id: 'actions',
      header: t('adminHome.jobs.actions'),
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('adminHome.jobs.retryJob', { id: row.original.id })}
          onClick={() => onRetry(row.original)}
        >
          <RotateCcwIcon aria-hidden="true" />
          {t('adminHome.jobs.retry')}
        </Button>
      ),
    },
  ];
  const adminHomeJobsId = useId();
  return (
    <section
      id="failed-jobs"
      data-slot="failed-jobs"
      aria-labelledby={adminHomeJobsId}
      className="flex scroll-mt-20 flex-col gap-3"
    >
      <h2 id={adminHomeJobsId} className="text-lg font-semibold">
        {t('adminHome.jobs.title')}
      </h2>
      <p role="status" className={notice ? 'text-success text-sm font-medium' : 'sr-only'}>
        {notice}
      </p>
      <DataTable
        columns={columns}
        rows={jobs.rows}
        count={jobs.count}
        page={jobs.page}
        pageSize={jobs.pageSize}
        onPageChange={onPageChange}
        state={jobs.state}
        emptyText={t('adminHome.jobs.empty')}
        caption={t('adminHome.jobs.caption')}
        getRowId={(job) => job.id}
        onRetry={onReload}
      />
      <ConfirmActionDialog
        open={retry.open}
        onOpenChange={(open) => (open ? undefined : onRetryCancel())}
        title={t('adminHome.jobs.confirmTitle')}
        description={
          retry.job
            ? t('adminHome.jobs.confirmText', { id: retry.job.id, queue: queueOf(retry.job.queue) })
            : ''
        }
        confirmLabel={t('adminHome.jobs.confirm')}
        state={retry.state}
        error={retry.error}
        onConfirm={onRetryConfirm}
      />
    </section>
  );
}
